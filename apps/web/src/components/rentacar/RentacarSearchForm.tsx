/**
 * The car-rental search form (server, plain GET form to /rentacar: works without JavaScript):
 * pickup office (of the area chosen in the area modal, kept as a hidden field), the rental period (RentalFields), the passengers (adults, children, infants: every
 * one takes a seat, so cars too small are left out), a return office for a one-way drop-off and,
 * where the results name them, the car classes. Used by the rental list and by the top page's
 * レンタカー tab.
 */
import styles from '@/components/optional/product.module.css';
import type { CarClass, RentacarOffice } from '@/lib/rentacar/api';
import type { RentacarSearchQuery } from '@/lib/rentacar/query';
import { PeopleFields } from '@/components/optional/OptionalSearchForm';
import { OfficeSelect } from './OfficeSelect';
import { RentalFields } from './RentalFields';

import type { Lang } from '@/lib/i18n/settings';
import type { TranslateFn } from '@/lib/i18n/translate';

export function RentacarSearchForm({
  action,
  offices,
  classes,
  search,
  today,
  lang,
  t,
}: {
  action: string;
  offices: readonly RentacarOffice[];
  /** The car classes to offer (left out: no class field, as on the top page before any result). */
  classes?: readonly CarClass[];
  search: Pick<RentacarSearchQuery, 'officeCode' | 'classCode' | 'rental'> &
    Partial<Pick<RentacarSearchQuery, 'arrAreaCode' | 'party' | 'returnOfficeCode'>>;
  today: string;
  lang: Lang;
  t: TranslateFn;
}) {
  return (
    <form className={styles.form} action={action} method="get" role="search" aria-label={t('carSearchTitle')}>
      {/* The area chosen in the area modal (AreaChoice) stays with a search from this form. */}
      {search.arrAreaCode ? <input type="hidden" name="arrAreaCode" value={search.arrAreaCode} /> : null}
      <OfficeSelect
        id="car-office"
        name="officeCode"
        label={t('carOffice')}
        first={{ value: '', label: t('carOfficeAll') }}
        offices={offices}
        value={search.officeCode}
      />
      <RentalFields rental={search.rental} minDate={today} t={t} idPrefix="car" />
      <PeopleFields party={search.party ?? null} lang={lang} idPrefix="car" />
      <OfficeSelect
        id="car-returnOffice"
        name="returnOfficeCode"
        label={t('carReturnOffice')}
        first={{ value: '', label: t('carReturnSame') }}
        offices={offices}
        value={search.returnOfficeCode ?? null}
      />
      {classes ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="car-class">
            {t('carClass')}
          </label>
          <select
            id="car-class"
            name="classCode"
            className={styles.input}
            defaultValue={search.classCode ?? ''}
          >
            <option value="">{t('carClassAll')}</option>
            {classes.map((c) => (
              <option key={c.classCode} value={c.classCode}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className="button">
          {t('carSearch')}
        </button>
      </div>
    </form>
  );
}
