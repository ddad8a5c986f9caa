/**
 * The facts of a room (spec §3 hotel card display): room size, beds (width × length, count),
 * smoking or non-smoking, bath and toilet.
 */
import { getT } from '@/lib/i18n/server';
import type { RoomView } from '@/lib/hotels/cardView';
import type { Lang } from '@/lib/i18n/settings';
import styles from './hotel.module.css';
import { paren } from '@/lib/i18n/punctuation';

export async function RoomFacts({
  room,
  lang,
  compact = false,
}: {
  room: RoomView;
  lang: Lang;
  compact?: boolean;
}) {
  const t = await getT(lang, 'hotel');
  return (
    <dl className={compact ? `${styles.roomFacts} ${styles.roomFactsCompact}` : styles.roomFacts}>
      <div>
        <dt>{t('roomLabel')}</dt>
        <dd>
          {room.name}
          {room.roomTypeName && !room.name.includes(room.roomTypeName)
            ? paren(room.roomTypeName, lang)
            : null}
        </dd>
      </div>
      {room.sizeM2 !== null ? (
        <div>
          <dt>{t('roomSize')}</dt>
          <dd>{t('roomSizeValue', { size: room.sizeM2 })}</dd>
        </div>
      ) : null}
      {room.beds.length > 0 ? (
        <div>
          <dt>{t('bedType')}</dt>
          <dd>
            {room.beds.map((bed, i) => (
              <span key={i} className={styles.bedLine}>
                {bed.name} {t('bedSize', { width: bed.widthCm, length: bed.lengthCm })}{' '}
                {t('bedCount', { count: bed.count })}
              </span>
            ))}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('smokingLabel')}</dt>
        <dd>{t(room.smokingKey)}</dd>
      </div>
      <div>
        <dt>{t('bath')}</dt>
        <dd>{room.bath}</dd>
      </div>
      <div>
        <dt>{t('toilet')}</dt>
        <dd>{room.toilet}</dd>
      </div>
    </dl>
  );
}
