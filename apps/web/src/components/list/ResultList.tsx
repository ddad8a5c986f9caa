/**
 * The result part of a search list (tours, hotels, special hotels): the count with the shown range,
 * the list's own actions (filter, sort, map …), notes, the cards, the out-of-range and no-result
 * states, and pagination. Server component; the tour and hotel lists give their own count text,
 * actions, notes and cards.
 */
import type { ReactNode } from 'react';
import { setPage, type SearchCondition } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { conditionPath, type SearchTarget } from '@/components/search/navigation';
import { Pagination } from '@/components/search/Pagination';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import styles from './list.module.css';

export interface ResultItem {
  key: string;
  node: ReactNode;
}

export async function ResultList({
  lang,
  target,
  condition,
  count,
  ipg,
  countText,
  actions,
  actionsClassName,
  notes,
  items,
  noResultText,
}: {
  lang: Lang;
  target: SearchTarget;
  condition: SearchCondition;
  /** Every result of the search (the API's count). */
  count: number;
  /** Results per page. */
  ipg: number;
  /** `N件` in the product's words. */
  countText: string;
  actions: ReactNode;
  /** An extra class of the actions' container (the product's own rules on its controls). */
  actionsClassName?: string;
  notes?: ReactNode;
  /** This page's cards. */
  items: readonly ResultItem[];
  noResultText: string;
}) {
  const t = await getT(lang, 'search');
  const from = (condition.page - 1) * ipg + 1;
  const to = from + items.length - 1;
  return (
    <section className={styles.results} aria-labelledby="results-heading">
      <h2 id="results-heading" className="visually-hidden">
        {t('resultsHeading')}
      </h2>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          <strong>{countText}</strong>
          {items.length > 0 ? (
            <span className={styles.range}>{t('resultRange', { total: count, from, to })}</span>
          ) : null}
        </p>
        <div
          className={
            actionsClassName ? `${styles.toolbarActions} ${actionsClassName}` : styles.toolbarActions
          }
        >
          {actions}
        </div>
      </div>
      {notes}
      {items.length > 0 ? (
        <ol className={styles.cardList}>
          {items.map((item) => (
            <li key={item.key}>{item.node}</li>
          ))}
        </ol>
      ) : count > 0 ? (
        <div className={styles.noResult}>
          <p>{t('pageOutOfRange')}</p>
          <AppLink href={conditionPath(target, setPage(condition, 1))}>{t('firstPage')}</AppLink>
        </div>
      ) : (
        <div className={styles.noResult} role="status">
          <p>{noResultText}</p>
        </div>
      )}
      <Pagination condition={condition} target={target} count={count} ipg={ipg} />
    </section>
  );
}
