'use client';
/**
 * Tour length and tour type (spec §4 condition changes "tour days", "tour type": domain setTourDays,
 * setTourType): 日帰り … 8日間 and the tour types of the reference data (フリープラン, 添乗員付き …).
 * "指定なし" clears either. The tour list filters by both (GET /v1/tours tourDays, tourType).
 */
import { useId } from 'react';
import { setTourDays, setTourType, type SearchCondition } from '@tabiyori/domain';
import { useTranslation } from '@/lib/i18n/client';
import type { CodeName } from '@/lib/search/reference';
import { TOUR_DAY_CHOICES, tourDaysText } from '@/lib/search/tourDays';
import styles from './search.module.css';

export function TourKindPane({
  tourTypes,
  condition,
  onChange,
}: {
  tourTypes: readonly CodeName[];
  condition: SearchCondition;
  onChange: (condition: SearchCondition) => void;
}) {
  const { t } = useTranslation('search');
  const id = useId();
  return (
    <div>
      <div className={styles.field}>
        <label htmlFor={`${id}-days`}>{t('tourDays')}</label>
        <select
          id={`${id}-days`}
          value={condition.tourDays ?? ''}
          data-autofocus
          onChange={(event) =>
            onChange(setTourDays(condition, event.target.value ? Number(event.target.value) : undefined))
          }
        >
          <option value="">{t('tourKindNone')}</option>
          {TOUR_DAY_CHOICES.map((n) => (
            <option key={n} value={n}>
              {tourDaysText(n, t)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>{t('tourType')}</label>
        <select
          id={`${id}-type`}
          value={condition.tourType ?? ''}
          onChange={(event) => onChange(setTourType(condition, event.target.value || undefined))}
        >
          <option value="">{t('tourKindNone')}</option>
          {tourTypes.map((type) => (
            <option key={type.code} value={type.code}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
