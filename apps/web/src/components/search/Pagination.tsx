/**
 * Pagination (spec §4 page; §9 page default 1, page size ipg): links to the pages of the result,
 * each the URL of the condition with setPage. Server component: plain links, no JavaScript.
 */
import { setPage, type SearchCondition } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { getT } from '@/lib/i18n/server';
import { getRequestContext } from '@/lib/requestContext';
import { conditionPath, paginationItems, type SearchTarget } from './navigation';
import styles from './search.module.css';

export async function Pagination({
  condition,
  target,
  count,
  ipg,
}: {
  condition: SearchCondition;
  target: SearchTarget;
  count: number;
  ipg: number;
}) {
  const ctx = await getRequestContext();
  const t = await getT(ctx.lang);
  const pageCount = Math.max(1, Math.ceil(count / Math.max(1, ipg)));
  const page = Math.min(condition.page, pageCount);
  const items = paginationItems(page, pageCount);
  if (items.length === 0) return null;
  const href = (n: number) => conditionPath(target, setPage(condition, n));
  return (
    <nav className={styles.pagination} aria-label={t('paginationLabel')}>
      <ul>
        <li>
          {page > 1 ? (
            <AppLink href={href(page - 1)} rel="prev" className={styles.pageStep}>
              ‹ {t('prevPage')}
            </AppLink>
          ) : (
            <span className={styles.pageStep} aria-disabled="true">
              ‹ {t('prevPage')}
            </span>
          )}
        </li>
        {items.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className={styles.pageCurrent} aria-current="page">
                  <span className="visually-hidden">{t('currentPage')} </span>
                  {n}
                </span>
              ) : (
                <AppLink href={href(n)} className={styles.pageLink} aria-label={t('pageNumber', { page: n })}>
                  {n}
                </AppLink>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <AppLink href={href(page + 1)} rel="next" className={styles.pageStep}>
              {t('nextPage')} ›
            </AppLink>
          ) : (
            <span className={styles.pageStep} aria-disabled="true">
              {t('nextPage')} ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
