'use client';
/**
 * The hotel and plan of each stay and the outbound and return service of a tour (issue 18 item 1),
 * each option with what it adds per adult. The choice travels to the booking page in its link
 * (lib/booking/tourChoices.ts), where the API prices it.
 */
import { formatDateLong, formatPrice, formatTime4 } from '@tabiyori/domain';
import { useTranslation } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/settings';
import type { StayOptions } from '@/lib/tours/choices';
import { includedService } from '@/lib/tours/choices';
import type { DepartureLeg } from '@/lib/tours/types';
import styles from './tour.module.css';

export interface ChoiceState {
  /** relativeDate → `{hotelId}_{planId}` ('' or absent: the included plan). */
  stays: Record<number, string>;
  /** leg → service index (absent: the included service). */
  transports: Record<string, number>;
}

function difference(amount: number, lang: Lang, included: string): string {
  if (amount === 0) return included;
  return `${amount > 0 ? '+' : '−'}${formatPrice(Math.abs(amount), lang)}`;
}

export function TourChoiceFields({
  lang,
  stays,
  legs,
  value,
  onChange,
}: {
  lang: Lang;
  stays: StayOptions[];
  legs: DepartureLeg[];
  value: ChoiceState;
  onChange: (next: ChoiceState) => void;
}) {
  const { t } = useTranslation('tour');
  const choosableStays = stays.filter((s) => s.options.length > 1);
  const choosableLegs = legs.filter((l) => l.services.length > 1);
  if (choosableStays.length === 0 && choosableLegs.length === 0) return null;
  const included = t('choiceIncluded');
  return (
    <>
      {choosableStays.length > 0 ? (
        <section aria-labelledby="stay-choice-heading" className={styles.section}>
          <h3 id="stay-choice-heading" className={styles.sectionTitle}>
            {t('choiceHotelTitle')}
          </h3>
          <p className={styles.small}>{t('choiceHotelLead')}</p>
          {choosableStays.map((stay) => {
            const id = `stay-choice-${stay.relativeDate}`;
            return (
              <div key={stay.relativeDate} className={styles.choiceRow}>
                <label htmlFor={id}>
                  {t('choiceStayLabel', {
                    date: formatDateLong(stay.checkinDate, lang),
                    count: stay.nights,
                  })}
                </label>
                <select
                  id={id}
                  data-testid="stay-choice"
                  value={value.stays[stay.relativeDate] ?? ''}
                  onChange={(event) =>
                    onChange({ ...value, stays: { ...value.stays, [stay.relativeDate]: event.target.value } })
                  }
                >
                  {stay.options.map((o) => (
                    <option key={o.value} value={o.included ? '' : o.value}>
                      {`${o.hotelName}／${o.planName}${o.mealTypeName ? `（${o.mealTypeName}）` : ''} ${difference(
                        o.difference,
                        lang,
                        included,
                      )}`}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </section>
      ) : null}
      {choosableLegs.length > 0 ? (
        <section aria-labelledby="transport-choice-heading" className={styles.section}>
          <h3 id="transport-choice-heading" className={styles.sectionTitle}>
            {t('choiceTransportTitle')}
          </h3>
          <p className={styles.small}>{t('choiceTransportLead')}</p>
          {choosableLegs.map((leg) => {
            const chosen = value.transports[leg.leg] ?? includedService(leg);
            return (
              <fieldset
                key={leg.leg}
                className={`${styles.roomBox} ${styles.choiceLegs}`}
                data-testid={`transport-${leg.leg}`}
              >
                <legend>
                  {t(leg.leg === 'return' ? 'choiceReturn' : 'choiceOutbound', {
                    date: leg.date ? formatDateLong(leg.date, lang) : '',
                    dep: leg.depName,
                    arr: leg.arrName,
                  })}
                </legend>
                {leg.services.map((s, i) => (
                  <label key={`${s.number}-${i}`} className={styles.choiceOption}>
                    <input
                      type="radio"
                      name={`transport-${leg.leg}`}
                      checked={chosen === i}
                      onChange={() =>
                        onChange({ ...value, transports: { ...value.transports, [leg.leg]: i } })
                      }
                    />
                    <span>
                      {s.number} {formatTime4(s.depTime)}→{formatTime4(s.arrTime)}{' '}
                      <strong>{difference(s.surcharge ?? 0, lang, included)}</strong>
                    </span>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </section>
      ) : null}
    </>
  );
}
