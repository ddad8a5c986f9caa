/**
 * The optional-activity search form (server, plain GET form: works without JavaScript): area
 * (prefecture), date and people by the spec's optional pax types (person1 大人 / person6 子供 /
 * person9 幼児). Also used on the detail page as the date and people chooser (`action` = the page).
 */
import { paxCategoryHeading, type PaxCategory } from '@tabiyori/domain';
import type { PaxCounts } from '@/lib/booking/paxCounts';
import type { Lang } from '@/lib/i18n/settings';
import type { Prefecture } from '@/lib/account/prefectures';
import { dateInputValue } from '@/lib/optionals/query';
import styles from './product.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

const PEOPLE = ['person1', 'person6', 'person9'] as const;
/** The category each optional pax type counts (spec §9 slots), labelled in the domain's words. */
const PEOPLE_CATEGORY: Record<(typeof PEOPLE)[number], PaxCategory> = {
  person1: 'adult',
  person6: 'child',
  person9: 'infant',
};

export function PeopleFields({
  party,
  lang,
  idPrefix,
}: {
  party: PaxCounts | null;
  lang: Lang;
  idPrefix: string;
}) {
  return (
    <>
      {PEOPLE.map((key) => (
        <div className={styles.field} key={key}>
          <label className={styles.label} htmlFor={`${idPrefix}-${key}`}>
            {paxCategoryHeading(PEOPLE_CATEGORY[key], lang)}
          </label>
          <select
            id={`${idPrefix}-${key}`}
            name={key}
            className={styles.input}
            defaultValue={String(party ? party[key] : key === 'person1' ? 2 : 0)}
          >
            {Array.from({ length: 10 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      ))}
    </>
  );
}

export function OptionalSearchForm({
  action,
  areas,
  arrAreaCode,
  date,
  minDate,
  party,
  lang,
  t,
}: {
  action: string;
  areas: Prefecture[];
  arrAreaCode: string | null;
  date: string | null;
  minDate: string;
  party: PaxCounts | null;
  lang: Lang;
  t: TranslateFn;
}) {
  return (
    <form className={styles.form} action={action} method="get" role="search" aria-label={t('optSearchTitle')}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="opt-area">
          {t('optArea')}
        </label>
        <select id="opt-area" name="arrAreaCode" className={styles.input} defaultValue={arrAreaCode ?? ''}>
          <option value="">{t('optAreaAll')}</option>
          {areas.map((a) => (
            <option key={a.code} value={a.code}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="opt-date">
          {t('optDate')}
        </label>
        <input
          id="opt-date"
          name="date"
          type="date"
          className={styles.input}
          min={dateInputValue(minDate)}
          defaultValue={dateInputValue(date)}
          aria-describedby="opt-date-hint"
        />
      </div>
      <PeopleFields party={party} lang={lang} idPrefix="opt" />
      <div className={styles.formActions}>
        <button type="submit" className="button">
          {t('optSearch')}
        </button>
      </div>
      <p id="opt-date-hint" className={`${styles.hint} ${styles.fieldWide}`}>
        {t('optDateHint')}
      </p>
    </form>
  );
}
