/** A stay's room, rooms, check-in time and requests in a booking's summary (and the back office's). No hooks. */
import { formatCheckinTime, roomPartyText } from '@tabiyori/domain';
import type { BookedStay } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import styles from './booking.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

type StayFacts = Pick<BookedStay, 'roomName' | 'rooms' | 'checkinTime' | 'requests'>;

/**
 * A stay's room type, rooms (two or more; `everyRoom`: also one, as the back office reads it),
 * check-in time and requests, as rows of a description list.
 */
export function StaySummary({
  stay,
  lang,
  t,
  everyRoom = false,
}: {
  stay: StayFacts;
  lang: Lang;
  t: TranslateFn;
  everyRoom?: boolean;
}) {
  return (
    <>
      <dt>{t('roomType')}</dt>
      <dd data-testid="stay-room-type">{stay.roomName[lang]}</dd>
      {stay.rooms.length > 1 || (everyRoom && stay.rooms.length > 0) ? (
        <>
          <dt>{t('roomsTitle')}</dt>
          <dd>
            <ul className={styles.plainList} data-testid="stay-rooms">
              {stay.rooms.map((room, i) => (
                <li key={i}>{t('roomPartyValue', { n: i + 1, party: roomPartyText(room, lang) })}</li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      {stay.checkinTime ? (
        <>
          <dt>{t('checkinTime')}</dt>
          <dd data-testid="stay-checkin-time">{formatCheckinTime(stay.checkinTime)}</dd>
        </>
      ) : null}
      {stay.requests ? (
        <>
          <dt>{t('requests')}</dt>
          <dd className={styles.requestsText} data-testid="stay-requests">
            {stay.requests}
          </dd>
        </>
      ) : null}
    </>
  );
}
