/** Bookings as a table (search results, a customer's page): number → the booking's page. */
import { formatDateLong, formatPrice } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { japanDateTime } from '@/lib/operator/time';
import type { BookingRow } from '@/lib/operator/types';
import styles from './operator.module.css';

export async function BookingTable({
  lang,
  bookings,
  caption,
}: {
  lang: Lang;
  bookings: BookingRow[];
  caption: string;
}) {
  const t = await getT(lang, 'operator');
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colNumber')}</th>
            <th scope="col">{t('colStatus')}</th>
            <th scope="col">{t('colProduct')}</th>
            <th scope="col">{t('colDeparture')}</th>
            <th scope="col">{t('colLead')}</th>
            <th scope="col">{t('colEmail')}</th>
            <th scope="col" className={styles.num}>
              {t('colTotal')}
            </th>
            <th scope="col">{t('colCreated')}</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.bookingNumber} data-booking-number={b.bookingNumber}>
              <td>
                <AppLink href={`/operator/bookings/${b.bookingNumber}`}>{b.bookingNumber}</AppLink>
              </td>
              <td>
                <span
                  className={b.status === 'cancelled' ? `${styles.badge} ${styles.badgeOff}` : styles.badge}
                >
                  {t(`status_${b.status}`)}
                </span>
              </td>
              <td>{b.productName}</td>
              <td>{formatDateLong(b.startDate, lang)}</td>
              <td>
                {b.leadName}
                <br />
                <span className={styles.meta}>{b.leadNameKana}</span>
              </td>
              <td>{b.leadEmail}</td>
              <td className={styles.num}>{formatPrice(b.paidTotal, lang)}</td>
              <td>{japanDateTime(b.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
