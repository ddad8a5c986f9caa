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
        <BoundSelect
          id={minId}
          label={t('priceMin')}
          none={t('noLowerLimit')}
          value={bounds.minPrice}
          options={options}
          lang={lang}
          onChange={(value) => onChange({ ...bounds, minPrice: read(value) })}
        />
        <span aria-hidden="true" className={styles.priceDash}>
          ～
        </span>
        <BoundSelect
          id={maxId}
          label={t('priceMax')}
          none={t('noUpperLimit')}
          value={bounds.maxPrice}
          options={options}
          lang={lang}
          onChange={(value) => onChange({ ...bounds, maxPrice: read(value) })}
        />
      </div>
    </fieldset>
  );
}

/** One bound: its label, 'no limit', then the price steps. */
function BoundSelect({
  id,
  label,
  none,
  value,
  options,
  lang,
  onChange,
}: {
  id: string;
  label: string;
  /** The empty choice (no lower / upper limit). */
  none: string;
  value: number | undefined;
  options: readonly number[];
  lang: Lang;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{none}</option>
        {options.map((n) => (
          <option key={n} value={n}>
            {formatPrice(n, lang)}
          </option>
        ))}
      </select>
    </div>
  );
}
