'use client';
/**
 * A hotel stay's priced choices on the first step (yado, dp; issue 18 item 2): the room type where
 * the plan has several (each with its capacity; full or unfit types cannot be chosen) and, for two
 * or more rooms, the room of each guest. Each change asks the API for the price again (the flow
 * keeps the choice in the page's URL, so a reload keeps it).
 */
import { useId } from 'react';
import type { QuoteRequest } from '@/lib/booking/request';
import type { Quote, QuoteStay } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import { SelectField } from '@/components/account/Field';
import styles from './booking.module.css';

type T = (key: string, options?: Record<string, unknown>) => string;

/** Guests in the order of a placement: the adults, then the children with their ages. */
export function guestLabels(request: Pick<QuoteRequest, 'adultPax' | 'children'>, t: T): string[] {
  return [
    ...Array.from({ length: request.adultPax }, (_, i) => t('guestAdultN', { n: i + 1 })),
    ...request.children.map((c, i) => t('guestChildN', { n: i + 1, age: t('ageValue', { count: c.age }) })),
  ];
}

export function StayChoices({
  quote,
  stay,
  request,
  lang,
  busy,
  onChange,
  t,
}: {
  quote: Quote;
  stay: QuoteStay;
  request: QuoteRequest;
  lang: Lang;
  busy: boolean;
  onChange: (request: QuoteRequest) => void;
  t: T;
}) {
  const id = useId();
  const roomCount = quote.party.roomCount;
  const labels = guestLabels(request, t);
  if (stay.roomTypes.length < 2 && roomCount < 2) return null;
  return (
    <div className={styles.stayChoices} aria-busy={busy}>
      {stay.roomTypes.length > 1 ? (
        <SelectField
          id={`${id}-room-type`}
          label={t('roomType')}
          value={stay.roomId}
          disabled={busy}
          onChange={(e) => onChange({ ...request, roomId: e.target.value })}
          options={stay.roomTypes.map((r) => ({
            value: r.roomId,
            disabled: r.roomId !== stay.roomId && (!r.fits || r.stock < roomCount),
            label: [
              t('roomTypeOption', { name: r.name[lang], min: r.capacityMin, max: r.capacityMax }),
              !r.fits ? t('roomTypeUnfit') : r.stock < roomCount ? t('roomTypeFull') : '',
            ]
              .filter(Boolean)
              .join(' — '),
          }))}
        />
      ) : null}
      {roomCount > 1 ? (
        <fieldset className={styles.group} data-testid="room-placement">
          <legend className={styles.groupTitle}>{t('roomsTitle')}</legend>
          <p className={styles.muted}>{t('roomsHint')}</p>
          <div className={styles.placementGrid}>
            {labels.map((label, g) => (
              <SelectField
                key={g}
                id={`${id}-guest-${g}`}
                label={t('roomOfGuest', { guest: label })}
                value={String(stay.placement[g] ?? 0)}
                disabled={busy}
                onChange={(e) => {
                  const placement = stay.placement.map((r, i) => (i === g ? Number(e.target.value) : r));
                  onChange({ ...request, placement });
                }}
                options={Array.from({ length: roomCount }, (_, r) => ({
                  value: String(r),
                  label: t('choiceRoomN', { n: r + 1 }),
                }))}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
