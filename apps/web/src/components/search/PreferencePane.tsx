'use client';
/**
 * Preferences (こだわり条件, spec §2 preference modal; §4 toggling a preference adds it if absent,
 * removes it if present, keeps the list sorted — domain toggleKodawari). Grouped as the reference
 * data groups them (お風呂, 食事, 部屋 …).
 */
import { useTranslation } from '@/lib/i18n/client';
import { toggleKodawari, type SearchCondition } from '@tabiyori/domain';
import type { KodawariGroup } from '@/lib/search/reference';
import styles from './search.module.css';

export function PreferencePane({
  groups,
  condition,
  onChange,
}: {
  groups: readonly KodawariGroup[];
  condition: SearchCondition;
  onChange: (condition: SearchCondition) => void;
}) {
  const { t } = useTranslation('search');
  if (groups.length === 0) return <p className={styles.note}>{t('referenceUnavailable')}</p>;
  const chosen = new Set(condition.kodawari);
  return (
    <div className={styles.preferencePane}>
      <p className={styles.paneStatus} aria-live="polite">
        {chosen.size > 0 ? t('preferenceSelected', { count: chosen.size }) : t('preferenceNone')}
      </p>
      {groups.map((group, g) => (
        <fieldset key={group.code} className={styles.checkGroup}>
          <legend>{group.name}</legend>
          <div className={styles.checkGrid}>
            {group.items.map((item, i) => (
              <label key={item.code} className={styles.checkChip}>
                <input
                  type="checkbox"
                  checked={chosen.has(item.code)}
                  onChange={() => onChange(toggleKodawari(condition, item.code))}
                  data-autofocus={(g === 0 && i === 0) || undefined}
                />
                <span>{item.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {chosen.size > 0 ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            let next = condition;
            for (const code of condition.kodawari) next = toggleKodawari(next, code);
            onChange(next);
          }}
        >
          {t('preferenceClear')}
        </button>
      ) : null}
    </div>
  );
}
