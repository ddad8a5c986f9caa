'use client';
/**
 * A tour's room type per stay on the first step (issue 18 item 2): where a stay's plan covers
 * several room types, the traveller chooses one (each with its capacity; a type the party's rooms do
 * not fit cannot be chosen). Each change asks the API for the price again; the flow keeps the choice
 * in the page's URL (`stay=…_{roomId}`), so a reload keeps it.
 */
import { formatDateLong } from '@tabiyori/domain';
import { useId } from 'react';
import type { QuoteRequest } from '@/lib/booking/request';
import { withStayRoom } from '@/lib/booking/tourChoices';
import type { TourChoicesView } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import { RoomTypeSelect } from './StayChoices';
import styles from './booking.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

export function TourRoomChoices({
  choices,
  request,
  roomCount,
  lang,
  busy,
  onChange,
  t,
}: {
  choices: TourChoicesView;
  request: QuoteRequest;
  roomCount: number;
  lang: Lang;
  busy: boolean;
  onChange: (request: QuoteRequest) => void;
  t: TranslateFn;
}) {
  const id = useId();
  const stays = choices.stays.filter((s) => s.roomTypes.length > 1);
  if (stays.length === 0) return null;
  const several = choices.stays.length > 1;
  return (
    <div className={styles.stayChoices} aria-busy={busy} data-testid="tour-room-types">
      {stays.map((stay) => (
        <RoomTypeSelect
          key={stay.relativeDate}
          id={`${id}-room-type-${stay.relativeDate}`}
          label={
            several
              ? `${t('roomType')}${lang === 'en' ? ' (' : '（'}${formatDateLong(stay.checkinDate, lang)}${lang === 'en' ? ')' : '）'}`
              : t('roomType')
          }
          value={stay.roomId}
          roomTypes={stay.roomTypes}
          roomCount={roomCount}
          busy={busy}
          lang={lang}
          t={t}
          onChange={(roomId) => onChange({ ...request, ...withStayRoom(request, stay, roomId) })}
        />
      ))}
    </div>
  );
}
