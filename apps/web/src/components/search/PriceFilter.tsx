'use client';
/**
 * Price filter (spec §5: lower and upper limits with 'no lower limit' and 'no upper limit', per
 * adult per night; §4 setPrice / resetPrice). Offers the reference data's price steps (and the
 * current bounds when they are not among them). Controlled: the caller applies the transition.
 */
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { formatPrice } from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';
import { priceOptions, type PriceBounds } from './priceOptions';
import styles from './search.module.css';

export function PriceFilter({
  lang,
  steps,
  bounds,
  onChange,
}: {
  lang: Lang;
  steps: readonly number[];
  bounds: PriceBounds;
  onChange: (bounds: PriceBounds) => void;
}) {
  const { t } = useTranslation('search');
  const minId = useId();
  const maxId = useId();
  const noteId = useId();
  const options = priceOptions(steps, bounds);
  const read = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <fieldset className={styles.priceFilter} aria-describedby={noteId}>
      <legend>{t('price')}</legend>
      <p id={noteId} className={styles.note}>
        {t('priceNote')}
      </p>
      <div className={styles.priceRow}>
        <div className={styles.field}>
          <label htmlFor={minId}>{t('priceMin')}</label>
          <select
            id={minId}
            value={bounds.minPrice ?? ''}
            onChange={(event) => onChange({ ...bounds, minPrice: read(event.target.value) })}
          >
            <option value="">{t('noLowerLimit')}</option>
            {options.map((n) => (
              <option key={n} value={n}>
                {formatPrice(n, lang)}
              </option>
            ))}
          </select>
        </div>
        <span aria-hidden="true" className={styles.priceDash}>
          ～
        </span>
        <div className={styles.field}>
          <label htmlFor={maxId}>{t('priceMax')}</label>
          <select
            id={maxId}
            value={bounds.maxPrice ?? ''}
            onChange={(event) => onChange({ ...bounds, maxPrice: read(event.target.value) })}
          >
            <option value="">{t('noUpperLimit')}</option>
            {options.map((n) => (
              <option key={n} value={n}>
                {formatPrice(n, lang)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
