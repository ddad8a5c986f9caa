/**
 * The filters in force (filterModel.ts activeFilters), each with a link that removes it: readable
 * and usable without JavaScript.
 */
import { AppLink } from '@/components/AppLink';
import { conditionPath, type SearchTarget } from '@/components/search/navigation';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import styles from './hotel.module.css';
import { colon } from '@/lib/i18n/punctuation';
import type { ActiveFilter } from './filterModel';

export async function ActiveFilters({
  filters,
  target,
  lang,
}: {
  filters: ActiveFilter[];
  target: SearchTarget;
  lang: Lang;
}) {
  if (filters.length === 0) return null;
  const t = await getT(lang, 'search');
  return (
    <ul className={styles.activeFilters} aria-label={t('activeFilters')}>
      {filters.map((filter, i) => (
        <li key={i}>
          <span>
            {filter.label}
            {colon(lang)}
            {filter.value}
          </span>
          <AppLink
            href={conditionPath(target, filter.next)}
            aria-label={t('removeFilter', { label: filter.label, value: filter.value })}
            className={styles.removeFilter}
          >
            ×
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
