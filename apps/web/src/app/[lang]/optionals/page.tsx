/**
 * Optional activities `/optionals?arrAreaCode=13&date=YYYYMMDD&person1=2&person6=1&person9=0&page=N`
 * (issue 7 item 5): the search form (area, date, people by the spec's optional pax types), the
 * results (price per pax type, the party's total, places left on the date) with pagination, and a
 * no-result message. Server-rendered (GET /v1/optionals and /v1/optionals.count); English under /en.
 */
import type { Metadata } from 'next';
import { buildPageText, japanToday } from '@tabiyori/domain';
import { PageShell } from '@/components/PageShell';
import { OptionalCardView } from '@/components/optional/OptionalCard';
import { OptionalSearchForm } from '@/components/optional/OptionalSearchForm';
import styles from '@/components/optional/product.module.css';
import { PageLinks } from '@/components/optional/PageLinks';
import { AreaChoice, areaTrailName } from '@/components/search/AreaChoice';
import { loadPrefectures } from '@/lib/account/prefectures';
import { failWith } from '@/lib/api';
import { partyText } from '@/lib/optionals/party';
import { searchOptionals, type OptionalCard } from '@/lib/optionals/api';
import {
  OPTIONALS_PER_PAGE,
  optionalApiQuery,
  optionalDetailPath,
  optionalSearchPath,
  optionalSearchQuery,
  type OptionalSearchQuery,
} from '@/lib/optionals/query';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { langOfSegment } from '@/lib/i18n/pageLang';
import { pageHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import OptionalsNotFound from './not-found';

type Search = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Search> };

async function route(props: Props) {
  const { lang: raw } = await props.params;
  const lang: Lang = langOfSegment(raw);
  const search = optionalSearchQuery(await props.searchParams, japanToday());
  return { lang, search };
}

async function pageText(lang: Lang, search: OptionalSearchQuery) {
  const [ctx, prefectures, trail] = await Promise.all([
    getRequestContext(),
    loadPrefectures(lang),
    areaTrailName(lang, search.arrAreaCode),
  ]);
  const code = search.arrAreaCode;
  // An area below or above a prefecture (chosen in the area modal) is offered by the form too, so
  // searching again from the form keeps it.
  const chosen = code && !prefectures.some((a) => a.code === code) ? { code, name: trail ?? code } : null;
  const areas = chosen ? [chosen, ...prefectures] : prefectures;
  const area = areas.find((a) => a.code === code)?.name;
  const siteName = ctx.brand.name[lang];
  return {
    ctx,
    areas,
    siteName,
    text: buildPageText('optionals', { arrarea: area }, { lang, siteName, page: search.page }),
  };
}

/** The canonical page: the area and the page number (date and people do not make another page). */
function canonicalPath(search: OptionalSearchQuery): string {
  return optionalSearchPath({ arrAreaCode: search.arrAreaCode, date: null, party: null, page: search.page });
}

async function metadata(props: Props): Promise<Metadata> {
  const { lang, search } = await route(props);
  const { text, siteName } = await pageText(lang, search);
  return pageMetadata({
    lang,
    path: canonicalPath(search),
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName,
  });
}

async function OptionalsPage(props: Props) {
  const { lang, search } = await route(props);
  const [{ ctx, areas, text }, t] = await Promise.all([pageText(lang, search), getT(lang, 'booking')]);
  // A search the API refuses (OPE800) is this page's own 404 with the code (optionals/not-found.tsx).
  const result: { optionals: OptionalCard[]; count: number } = await searchOptionals(
    optionalApiQuery(search, lang),
  ).catch((error: unknown) => failWith(error));
  const party = search.party ? partyText(search.party, lang) : null;
  const pageCount = Math.max(1, Math.ceil(result.count / OPTIONALS_PER_PAGE));
  const page = Math.min(search.page, pageCount);

  return (
    <PageShell pageKind="optionals" breadcrumbs={[{ name: text.breadcrumb, path: '/optionals' }]}>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{text.h1}</h1>
        <p className={styles.lead}>{t('optSearchLead')}</p>
        <AreaChoice
          lang={lang}
          href={pageHref(optionalSearchPath(search, search.page), lang, ctx.meta)}
          param="arrAreaCode"
          selected={search.arrAreaCode}
        />
        <OptionalSearchForm
          lang={lang}
          action={pageHref('/optionals', lang, ctx.meta)}
          areas={areas}
          arrAreaCode={search.arrAreaCode}
          date={search.date}
          minDate={japanToday()}
          party={search.party}
          t={t}
        />
        <section aria-labelledby="opt-results">
          <h2 className={styles.resultsHead} id="opt-results">
            {t('optResults', { count: result.count })}
          </h2>
          {result.optionals.length > 0 ? (
            <ul className={styles.list}>
              {result.optionals.map((card) => (
                <OptionalCardView
                  key={card.optionalId}
                  card={card}
                  href={optionalDetailPath(card.optionalId, search.date, search.party)}
                  lang={lang}
                  t={t}
                  partyText={party}
                />
              ))}
            </ul>
          ) : (
            <p className={styles.empty} role="status">
              {t('optNoResults')}
            </p>
          )}
          <PageLinks
            page={page}
            pageCount={pageCount}
            hrefFor={(n) => optionalSearchPath(search, n)}
            lang={lang}
          />
        </section>
      </div>
    </PageShell>
  );
}

export default withOwnNotFound(OptionalsPage, OptionalsNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
