'use client';
/**
 * The tour panel's optional activities: each with its price per person, times and length, and for
 * the party (when every category is sold and a day has stock) a box to add it and its day.
 */
import { formatDateLong, formatPrice, formatTime4, isFourDigitTime } from '@tabiyori/domain';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { factSep, itemSep } from '@/lib/i18n/punctuation';
import type { Lang } from '@/lib/i18n/settings';
import type { PartyDraft } from '@/lib/search/party';
import { partyText, type OptionalRow } from '@/lib/tours/bookingChoices';
import styles from './tour.module.css';

export function TourOptionals({
  lang,
  applied,
  rows,
  chosen,
  setChosen,
}: {
  lang: Lang;
  applied: PartyDraft;
  rows: OptionalRow[];
  /** optionalId → the day chosen. */
  chosen: Record<string, string>;
  setChosen: Dispatch<SetStateAction<Record<string, string>>>;
}) {
  const { t } = useTranslation('tour');
  return (
    <section aria-labelledby="optionals-heading" className={styles.section}>
      <h3 id="optionals-heading" className={styles.sectionTitle}>
        {t('optionals')}
      </h3>
      {rows.length === 0 ? (
        <p className={styles.small}>{t('optionalsNone')}</p>
      ) : (
        <>
          <p className={styles.small}>{t('optionalsLead')}</p>
          <ul className={styles.optionalList}>
            {rows.map(({ optional, price, dates }) => {
              const selectedDate = chosen[optional.optionalId];
              const na = t('notSoldForCategory');
              return (
                <li key={optional.optionalId} className={styles.optionalItem}>
                  <h4>
                    {optional.name} <span className={styles.small}>{optional.planName}</span>
                  </h4>
                  <p>
                    {t('optionalPerPerson', {
                      adult: formatPrice(optional.prices.person1, lang),
                      child:
                        optional.prices.person6 === null ? na : formatPrice(optional.prices.person6, lang),
                      infant:
                        optional.prices.person9 === null ? na : formatPrice(optional.prices.person9, lang),
                    })}
                  </p>
                  <p className={styles.small}>
                    {[
                      optional.startTimes.some(isFourDigitTime)
                        ? t('optionalTimes', {
                            times: optional.startTimes
                              .filter(isFourDigitTime)
                              .map(formatTime4)
                              .join(itemSep(lang)),
                          })
                        : null,
                      t('optionalDuration', { minutes: optional.durationMinutes }),
                    ]
                      .filter(Boolean)
                      .join(factSep(lang))}
                  </p>
                  {price === null || dates.length === 0 ? (
                    <p className={styles.small}>{t('optionalNotSold')}</p>
                  ) : (
                    <div className={styles.optionalControls}>
                      <label>
                        <input
                          type="checkbox"
                          checked={Boolean(selectedDate)}
                          onChange={(event) =>
                            setChosen((c) => {
                              const next = { ...c };
                              if (event.target.checked) next[optional.optionalId] = dates[0]!.date;
                              else delete next[optional.optionalId];
                              return next;
                            })
                          }
                        />
                        <span>
                          {t('optionalAddFor', {
                            party: partyText(applied, lang),
                            price: formatPrice(price, lang),
                          })}
                        </span>
                      </label>
                      {selectedDate ? (
                        <label>
                          {t('optionalDate')}
                          <select
                            value={selectedDate}
                            onChange={(event) =>
                              setChosen((c) => ({ ...c, [optional.optionalId]: event.target.value }))
                            }
                          >
                            {dates.map((d) => (
                              <option key={d.date} value={d.date}>
                                {formatDateLong(d.date, lang)}
                              </option>
                            ))}
                          </select>
                        </label>
                      ) : null}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
