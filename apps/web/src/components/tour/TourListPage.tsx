/**
 * The tour list `/tours?…condition…` (spec §2 tourList; issue 5 item 5): heading from the page text,
 * the search panel (area with departure and destination, calendar, people and rooms, preference),
 * the count, price filter, sort, cards and pagination. Server-rendered in full; the search panel,
 * price filter and sort are the only client parts.
 */
import type { Metadata } from 'next';
import { PageShell } from '@/components/PageShell';
import { SearchPanel } from '@/components/search/SearchPanel';
import type { PageSearchParams } from '@/lib/hotels/listPage';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';
import { searchTours } from '@/lib/tours/api';
import { failWith } from '@/lib/api';
import { tourListContext } from '@/lib/tours/listPage';
import { tourListBreadcrumbs } from '@/lib/tours/seo';
import { TourResults } from './TourResults';
import styles from './tour.module.css';

export async function tourListMetadata(lang: Lang, query: PageSearchParams): Promise<Metadata> {
  const list = await tourListContext(lang, query);
  return pageMetadata({
    lang,
    path: list.canonicalPath,
    title: list.pageText.title,
    description: list.pageText.description,
    keywords: list.pageText.keywords,
    siteName: list.siteName,
  });
}

export async function TourListPage({ lang, query }: { lang: Lang; query: PageSearchParams }) {
  const [ctx, list, tt] = await Promise.all([
    getRequestContext(),
    tourListContext(lang, query),
    getT(lang, 'tour'),
  ]);
  const { condition, reference, pageText } = list;
  const answer = await searchTours(condition, lang).catch((error: unknown) => failWith(error, 'tourSearch'));
  const target = { kind: 'tours' as const };
  return (
    <PageShell
      pageKind="tourList"
      breadcrumbs={tourListBreadcrumbs(condition, reference, tt('toursTop'), pageText.breadcrumb)}
    >
      <div className={`container ${styles.listLayout}`}>
        <header className={styles.pageHead}>
          <h1 className={styles.pageTitle}>{pageText.h1}</h1>
        </header>
        <aside className={styles.sidebar}>
          <SearchPanel
            lang={lang}
            meta={ctx.meta}
            target={target}
            condition={condition}
            reference={reference}
            tabs={['departure', 'area', 'calendar', 'tourKind', 'people', 'preference']}
            allowDeparture
            product="tour"
            title={tt('searchPanelTitle')}
          />
        </aside>
        <div className={styles.main}>
          <TourResults
            lang={lang}
            meta={ctx.meta}
            target={target}
            condition={condition}
            priceSteps={reference.priceSteps}
            answer={answer}
          />
        </div>
      </div>
    </PageShell>
  );
}
