'use client';
/**
 * A hotel stay's priced choices on the first step (yado, dp; issue 18 item 2): the room type where
 * the plan has several (each with its capacity; full or unfit types cannot be chosen) and, for two
 * or more rooms, the room of each guest. Each change asks the API for the price again (the flow
 * keeps the choice in the page's URL, so a reload keeps it).
 */
import { useId } from 'react';
import { childPaxCategory, paxCategoryLabel, type PaxCategory } from '@tabiyori/domain';
import type { QuoteRequest } from '@/lib/booking/request';
import type { Quote, QuoteRoomType, QuoteStay } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import { SelectField } from '@/components/account/Field';
import { paren } from '@/lib/i18n/punctuation';
import styles from './booking.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

/**
 * Guests in the order of a placement, each by its category and numbered within it (大人1, 大人2,
 * 子供1（8歳）, 幼児1（3歳）): the adults, then the children with their ages.
 */
export function guestLabels(
  request: Pick<QuoteRequest, 'adultPax' | 'children'>,
  lang: Lang,
  t: TranslateFn,
): string[] {
  const numbered: Record<PaxCategory, number> = { adult: 0, child: 0, infant: 0 };
  const label = (category: PaxCategory) => {
    numbered[category] += 1;
    return t('guestN', { category: paxCategoryLabel(category, lang), n: numbered[category] });
  };
  return [
    ...Array.from({ length: request.adultPax }, () => label('adult')),
    ...request.children.map(
      (c) => `${label(childPaxCategory(c))}${paren(t('ageValue', { count: c.age }), lang)}`,
    ),
  ];
}

/** A quote's room type; a tour's has no stock of its own (its places are the tour's). */
type RoomTypeOption = Omit<QuoteRoomType, 'stock'> & Partial<Pick<QuoteRoomType, 'stock'>>;

/** The room type of a plan: each with its capacity; unfit or full types cannot be chosen. */
export function RoomTypeSelect({
  id,
  label,
  value,
  roomTypes,
  roomCount,
  busy,
  lang,
  t,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  roomTypes: readonly RoomTypeOption[];
  roomCount: number;
  busy: boolean;
  lang: Lang;
  t: TranslateFn;
  onChange: (roomId: string) => void;
}) {
  const full = (r: RoomTypeOption) => r.stock !== undefined && r.stock < roomCount;
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      disabled={busy}
      onChange={(e) => onChange(e.target.value)}
      options={roomTypes.map((r) => ({
        value: r.roomId,
        disabled: r.roomId !== value && (!r.fits || full(r)),
        label: [
          t('roomTypeOption', { name: r.name[lang], min: r.capacityMin, max: r.capacityMax }),
          !r.fits ? t('roomTypeUnfit') : full(r) ? t('roomTypeFull') : '',
        ]
          .filter(Boolean)
          .join(' — '),
      }))}
    />
  );
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
  t: TranslateFn;
}) {
  const id = useId();
  const roomCount = quote.party.roomCount;
  const labels = guestLabels(request, lang, t);
  if (stay.roomTypes.length < 2 && roomCount < 2) return null;
  return (
    <div className={styles.stayChoices} aria-busy={busy}>
      {stay.roomTypes.length > 1 ? (
        <RoomTypeSelect
          id={`${id}-room-type`}
          label={t('roomType')}
          value={stay.roomId}
          roomTypes={stay.roomTypes}
          roomCount={roomCount}
          busy={busy}
          lang={lang}
          t={t}
          onChange={(roomId) => onChange({ ...request, roomId })}
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
