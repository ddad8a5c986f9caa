/**
 * Sort (spec §9: recommended, popular, lowest price, highest price; default lowPrice). Each order's
 * URL is made here with setSort (back to page 1), so the browser only navigates. Without JavaScript
 * it is a plain GET form carrying the rest of the condition, with a submit button.
 */
import { SEARCH_SORTS, setSort, type MetaParams, type SearchCondition } from '@tabiyori/domain';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { conditionFormFields, conditionHref, type SearchTarget } from './navigation';
import { SortSelectClient } from './SortSelectClient';
import styles from './search.module.css';

const SORT_KEYS = {
  recommend: 'sortRecommend',
  popular: 'sortPopular',
  lowPrice: 'sortLowPrice',
  highPrice: 'sortHighPrice',
} as const;

export async function SortSelect({
  lang,
  meta,
  target,
  condition,
}: {
  lang: Lang;
  meta: MetaParams;
  target: SearchTarget;
  condition: SearchCondition;
}) {
  const t = await getT(lang, 'search');
  const { action, fields } = conditionFormFields(target, condition, ['sort', 'page'], lang, meta);
  const options = SEARCH_SORTS.map((sort) => ({
    value: sort,
    label: t(SORT_KEYS[sort]),
    href: conditionHref(target, setSort(condition, sort), lang, meta),
  }));
  return (
    <form method="get" action={action} className={styles.sortForm}>
      {fields.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <SortSelectClient label={t('sortLabel')} value={condition.sort} options={options} />
      <noscript>
        <button type="submit" className={styles.secondaryButton}>
          {t('sortApply')}
        </button>
      </noscript>
    </form>
  );
}
