/**
 * Special hotels `/special/hotels/{specialCode}` (spec §2 specialHotels; §7 GET /v1/hotels.promotion
 * with the condition, and GET /v1/special/hotels/{specialCode} for the special's per-language texts):
 * the special's heading, lead and meta texts (spec §3 Special), the search panel, and its hotels
 * with count, filter, sort and pagination. An unknown code answers 404 with HSP900 (E_00003).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { japanToday, specialPageTextOverrides } from '@tabiyori/domain';
import { HotelResults } from '@/components/hotel/HotelResults';
import { PageShell } from '@/components/PageShell';
import { SearchPanel } from '@/components/search/SearchPanel';
import { EMPTY_REFERENCE, searchReference } from '@/lib/search/reference';
import { failWith } from '@/lib/api';
import { loadSpecialMeta, searchSpecialHotels } from '@/lib/hotels/api';
import { hotelPageCondition } from '@/lib/hotels/condition';
import { loadDecoder } from '@/lib/hotels/decoder';
import type { PageSearchParams } from '@/lib/hotels/listPage';
import { hotelPageText } from '@/lib/hotels/seo';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { langOfSegment } from '@/lib/i18n/pageLang';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/hotel/hotel.module.css';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import SpecialHotelsNotFound from './not-found';

type Props = {
  params: Promise<{ lang: string; specialCode: string }>;
  searchParams: Promise<PageSearchParams>;
};

const SPECIAL_CODE = /^[a-z0-9-]{1,64}$/;

const specialMeta = cache(async (code: string, lang: Lang) =>
  loadSpecialMeta(code, lang).catch((error: unknown) => failWith(error, 'hotelSpecial')),
);

async function read(props: Props) {
  const [{ lang, specialCode }, query] = await Promise.all([props.params, props.searchParams]);
  if (!SPECIAL_CODE.test(specialCode)) notFound();
  const pageLang: Lang = langOfSegment(lang);
  const ctx = await getRequestContext();
  const condition = hotelPageCondition(query, japanToday(), { gadget: ctx.brand.gadget });
  const meta = await specialMeta(specialCode, pageLang);
  const siteName = ctx.brand.name[pageLang];
  const text = hotelPageText(
    'specialHotels',
    { specialname: meta?.specialName },
    pageLang,
    siteName,
    condition.page,
    meta ? specialPageTextOverrides(meta) : undefined,
  );
  return { lang: pageLang, specialCode, condition, meta, text, siteName, ctx };
}

async function metadata(props: Props): Promise<Metadata> {
  const { lang, specialCode, text, siteName, condition } = await read(props);
  const path = `/special/hotels/${specialCode}`;
  return pageMetadata({
    lang,
    path: condition.page > 1 ? `${path}?page=${condition.page}` : path,
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName,
  });
}

async function SpecialHotelsPage(props: Props) {
  const { lang, specialCode, condition, meta, text, ctx } = await read(props);
  const [decoder, th, answer] = await Promise.all([
    loadDecoder(lang),
    getT(lang, 'hotel'),
    searchSpecialHotels(specialCode, condition, lang).catch((error: unknown) =>
      failWith(error, 'hotelSpecial'),
    ),
  ]);
  const reference = decoder ? searchReference(decoder, 'hotel') : EMPTY_REFERENCE;
  const target = { kind: 'page' as const, path: `/special/hotels/${specialCode}` };
  return (
    <PageShell
      pageKind="specialHotels"
      breadcrumbs={[{ name: th('hotelsTop'), path: '/hotels' }, { name: text.breadcrumb }]}
    >
      <div className={`container ${styles.listLayout}`}>
        <header className={styles.pageHead}>
          <h1 className={styles.pageTitle}>{text.h1}</h1>
          {meta?.lead ? <p className={styles.lead}>{meta.lead}</p> : null}
          {meta?.metaDescription ? <p className={styles.specialText}>{meta.metaDescription}</p> : null}
        </header>
        <aside className={styles.sidebar}>
          <SearchPanel
            lang={lang}
            meta={ctx.meta}
            target={target}
            condition={condition}
            reference={reference}
            tabs={['area', 'calendar', 'people', 'preference']}
            title={th('searchPanelTitle')}
          />
        </aside>
        <div className={styles.main}>
          <HotelResults
            lang={lang}
            meta={ctx.meta}
            target={target}
            condition={condition}
            reference={reference}
            kodawariNames={decoder?.kodawari ?? {}}
            answer={answer}
            showMapLink={false}
          />
        </div>
      </div>
    </PageShell>
  );
}

export default withOwnNotFound(SpecialHotelsPage, SpecialHotelsNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
