/**
 * The hotel list page (spec §2 hotels: `/hotels`, `/hotels/{arrAreaCode}`): heading from the page
 * text, the search panel (area, dates, people and rooms, preferences, departure), and the results.
 * Server-rendered in full; the search panel, filter and sort are the only client parts.
 */
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { PageShell } from '@/components/PageShell';
import { SearchPanel } from '@/components/search/SearchPanel';
import { failWith } from '@/lib/api';
import { searchHotels } from '@/lib/hotels/api';
import { hotelListContext, type PageSearchParams } from '@/lib/hotels/listPage';
import { listBreadcrumbs } from '@/lib/hotels/seo';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';
import { HotelResults } from './HotelResults';
import styles from './hotel.module.css';

export async function hotelListMetadata(
  lang: Lang,
  query: PageSearchParams,
  pathArea?: string,
): Promise<Metadata> {
  const list = await hotelListContext(lang, query, pathArea);
  return pageMetadata({
    lang,
    path: list.canonicalPath,
    title: list.pageText.title,
    description: list.pageText.description,
    keywords: list.pageText.keywords,
    siteName: list.siteName,
    index: list.knownArea,
  });
}

export async function HotelListPage({
  lang,
  query,
  pathArea,
}: {
  lang: Lang;
  query: PageSearchParams;
  pathArea?: string;
}) {
  const [ctx, list, th] = await Promise.all([
    getRequestContext(),
    hotelListContext(lang, query, pathArea),
    getT(lang, 'hotel'),
  ]);
  if (!list.knownArea) notFound();
  const { condition, reference, pageText } = list;
  const answer = await searchHotels(condition, lang).catch((error: unknown) => failWith(error));
  const breadcrumbs = listBreadcrumbs(condition, list.decoder, th('hotelsTop'), pageText.breadcrumb);
  return (
    <PageShell pageKind="hotels" breadcrumbs={breadcrumbs}>
      <div className={`container ${styles.listLayout}`}>
        <header className={styles.pageHead}>
          <h1 className={styles.pageTitle}>{pageText.h1}</h1>
        </header>
        <aside className={styles.sidebar}>
          <SearchPanel
            lang={lang}
            meta={ctx.meta}
            target={{ kind: 'hotels' }}
            condition={condition}
            reference={reference}
            tabs={['area', 'calendar', 'people', 'preference', 'departure']}
            allowDeparture
            title={th('searchPanelTitle')}
          />
        </aside>
        <div className={styles.main}>
          <HotelResults
            lang={lang}
            meta={ctx.meta}
            target={{ kind: 'hotels' }}
            condition={condition}
            reference={reference}
            kodawariNames={list.decoder?.kodawari ?? {}}
            answer={answer}
          />
        </div>
      </div>
    </PageShell>
  );
}
