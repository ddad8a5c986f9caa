'use client';
/**
 * The tour panel's total (GET /v1/totalPriceForAll for the applied party, in the HTML): the price,
 * per adult and by category, what the choices and optionals add, or why there is none; then
 * "予約へ進む" when it can be booked, else what is missing.
 */
import { formatDateLong, formatPrice, priceRowPaxLabel, type MetaParams } from '@tabiyori/domain';
import { useTranslation } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';
import type { PartyDraft } from '@/lib/search/party';
import { partyText } from '@/lib/tours/bookingChoices';
import type { TourTotalPrice } from '@/lib/tours/types';
import styles from './tour.module.css';

export function TourTotal({
  lang,
  meta,
  applied,
  goDate,
  total,
  priceError,
  choiceDifference,
  optionalSubtotal,
  bookingPath,
  blockerKey,
}: {
  lang: Lang;
  meta: MetaParams;
  applied: PartyDraft;
  goDate: string | null;
  total: TourTotalPrice | null;
  priceError: boolean;
  /** Per adult, of the plans and services picked. */
  choiceDifference: number;
  optionalSubtotal: number;
  /** The booking page (language-neutral), or null when it cannot be booked yet. */
  bookingPath: string | null;
  /** Why not (tour locale key). */
  blockerKey: string | null;
}) {
  const { t } = useTranslation('tour');
  const { t: tp } = useTranslation('pax');
  return (
    <section aria-labelledby="total-heading" className={styles.section} data-testid="tour-total">
      <h3 id="total-heading" className={styles.sectionTitle}>
        {t('totalPrice')}
      </h3>
      {!goDate ? (
        <p className={styles.notice}>{t('noDateSelected')}</p>
      ) : priceError || !total ? (
        <p className={styles.messages} role="alert">
          {t('priceError')}
        </p>
      ) : total.available && total.totalPrice !== undefined ? (
        <div className={styles.totalBox}>
          <p>{t('departureDateValue', { date: formatDateLong(goDate, lang) })}</p>
          <p>{t('totalFor', { party: partyText(applied, lang) })}</p>
          <p className={styles.totalPrice} data-total={total.totalPrice}>
            {formatPrice(total.totalPrice, lang)}
          </p>
          {total.perAdultPrice !== undefined ? (
            <p className={styles.small}>
              {t('perAdultPrice')} {formatPrice(total.perAdultPrice, lang)}
            </p>
          ) : null}
          {total.breakdown && total.breakdown.length > 0 ? (
            <table className={styles.breakdownTable}>
              <caption className="visually-hidden">{t('breakdown')}</caption>
              <tbody>
                {total.breakdown.map((row) => (
                  <tr key={row.paxType}>
                    <th scope="row">
                      {t('breakdownRow', {
                        label: priceRowPaxLabel(row.paxType, row.label, lang),
                        pax: row.pax,
                      })}
                    </th>
                    <td>{formatPrice(row.price, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {choiceDifference !== 0 ? (
            <p className={styles.small} data-testid="choice-difference">
              {t('choiceDifference', {
                price: `${choiceDifference > 0 ? '+' : '−'}${formatPrice(Math.abs(choiceDifference), lang)}`,
              })}
            </p>
          ) : null}
          {optionalSubtotal > 0 ? (
            <>
              <p className={styles.small}>
                {t('optionalSubtotal')} {formatPrice(optionalSubtotal, lang)}
              </p>
              <p>
                <strong>
                  {t('totalWithOptionals', {
                    price: formatPrice(total.totalPrice + optionalSubtotal, lang),
                  })}
                </strong>
              </p>
            </>
          ) : null}
        </div>
      ) : (
        <div role="alert">
          <p className={styles.messages}>
            {t(`reason_${total.reason ?? 'party'}`, { defaultValue: t('priceUnavailable') })}
          </p>
          {total.messages && total.messages.length > 0 ? (
            <ul className={styles.messages}>
              {total.messages.map((m) => (
                <li key={`${m.key}-${m.n ?? ''}`}>{tp(m.key, { n: m.n ?? '', defaultValue: m.text })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      <div className={styles.cta}>
        {bookingPath ? (
          <a href={pageHref(bookingPath, lang, meta)} className={styles.ctaLink}>
            {t('toBooking')}
          </a>
        ) : (
          <span className={styles.ctaDisabled} aria-disabled="true" role="link">
            {t('toBooking')}
          </span>
        )}
        <p className={styles.small}>{bookingPath ? t('bookingNote') : blockerKey ? t(blockerKey) : null}</p>
      </div>
    </section>
  );
}
