/** Bookings as a table (search results, a customer's page): number → the booking's page. */
import { formatDateLong, formatPrice } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { japanDateTime } from '@/lib/operator/time';
import type { BookingRow } from '@/lib/operator/types';
import { DataTable } from './DataTable';
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
    <DataTable
      caption={caption}
      columns={[
        t('colNumber'),
        t('colStatus'),
        t('colProduct'),
        t('colDeparture'),
        t('colLead'),
        t('colEmail'),
        { label: t('colTotal'), numeric: true },
        t('colCreated'),
      ]}
    >
      {bookings.map((b) => (
        <tr key={b.bookingNumber} data-booking-number={b.bookingNumber}>
          <td>
            <AppLink href={`/operator/bookings/${b.bookingNumber}`}>{b.bookingNumber}</AppLink>
          </td>
          <td>
            <span className={b.status === 'cancelled' ? `${styles.badge} ${styles.badgeOff}` : styles.badge}>
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
    </DataTable>
  );
}
