/**
 * Result pages of the optional-activity and rental-car searches: numbered links (the search
 * pages' paginationItems), previous and next. Plain links, no JavaScript.
 */
import { AppLink } from '@/components/AppLink';
import { paginationItems } from '@/components/search/navigation';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import styles from './product.module.css';

export async function PageLinks({
  page,
  pageCount,
  hrefFor,
  lang,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  lang: Lang;
}) {
  const items = paginationItems(page, pageCount);
  if (items.length === 0) return null;
  const tc = await getT(lang, 'common');
  return (
    <nav className={styles.pagination} aria-label={tc('paginationLabel')}>
      <ul>
        {page > 1 ? (
          <li>
            <AppLink href={hrefFor(page - 1)} rel="prev">
              ‹ {tc('prevPage')}
            </AppLink>
          </li>
        ) : null}
        {items.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">
                  <span className="visually-hidden">{tc('currentPage')} </span>
                  {n}
                </span>
              ) : (
                <AppLink href={hrefFor(n)} aria-label={tc('pageNumber', { page: n })}>
                  {n}
                </AppLink>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <AppLink href={hrefFor(page + 1)} rel="next">
              {tc('nextPage')} ›
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
