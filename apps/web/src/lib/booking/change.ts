/**
 * Changing a booking from My page (issue 18 item 5): the change form's values, read from the
 * booking and from the form's query string (the form is a GET form: the URL holds the chosen
 * change, so reload and Back keep it, and it works without JavaScript), and the change body the
 * API prices (POST /v1/bookings/{n}/change/quote): only the fields the kind may change
 * (domain CHANGEABLE_FIELDS) and that differ from the booking: a stay's date, nights, party, rooms
 * and room type (`roomId`); a rental's pickup day and time and its return day and time. Pure
 * (tested).
 */
import type { ApiAnswer, ApiBody } from '@tabiyori/api-client';
import { CHANGEABLE_FIELDS, MAX_SELECTABLE_PAX, type BookingKind, type ChangeField } from '@tabiyori/domain';
import { CHILD_AGES, schoolChildFor } from '../search/party';
import type { Booking } from './types';

export type ChangeQuoteBody = ApiBody<'/v1/bookings/{bookingNumber}/change/quote'>;
export type ChangeQuote = ApiAnswer<'/v1/bookings/{bookingNumber}/change/quote', 'post'>;
export type ChangeRecord = Booking['changes'][number];

/** A child of the change (the change quote's child fields; the form always says the seat). */
export type ChangeChild = Required<NonNullable<ChangeQuoteBody['children']>[number]>;

export interface ChangeFormValues {
  /** YYYYMMDD. */
  date: string;
  nights: number;
  adults: number;
  rooms: number;
  children: ChangeChild[];
  /** yado, dp: the room type (null: none named). */
  roomId: string | null;
  /** rentacar: HHmm pickup, YYYYMMDD return day, HHmm return (null: not a rental). */
  rental: { pickupTime: string; returnDate: string; returnTime: string } | null;
}

/** The most nights a change may ask for (the API's limit). */
export const MAX_CHANGE_NIGHTS = 30;
/** The most rooms a change may ask for (the API's limit). */
export const MAX_CHANGE_ROOMS = 9;

const KINDS: readonly string[] = Object.keys(CHANGEABLE_FIELDS);

/** The fields a booking of `kind` may change online (none for a tour or an unknown kind). */
export function changeFieldsOf(kind: string): readonly ChangeField[] {
  return KINDS.includes(kind) ? CHANGEABLE_FIELDS[kind as BookingKind] : [];
}

/** The booking as the form starts from. */
export function changeFormOf(booking: Booking): ChangeFormValues {
  return {
    date: booking.startDate,
    nights: booking.nights,
    adults: booking.party.adultPax,
    rooms: booking.party.roomCount,
    children: booking.party.children.map((c) => ({
      age: c.age,
      useBed: c.useBed,
      useSeat: c.useSeat ?? false,
      isSchoolChild: c.isSchoolChild,
    })),
    roomId: booking.stay?.roomId ?? booking.ids.roomId ?? null,
    rental: rentalTimesOf(booking.rental ?? booking.party.rental ?? null),
  };
}

function rentalTimesOf(
  rental: { pickupTime: string; returnDate: string; returnTime: string } | null,
): ChangeFormValues['rental'] {
  if (!rental) return null;
  return { pickupTime: rental.pickupTime, returnDate: rental.returnDate, returnTime: rental.returnTime };
}

type Query = Record<string, string | string[] | undefined>;

function one(query: Query, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}

const HHMM = /^([01]\d|2[0-3])[0-5]\d$/;
const ROOM_ID = /^[A-Za-z0-9_-]{1,60}$/;
const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;

/** A date input's YYYY-MM-DD as YYYYMMDD, else the fallback. */
const dateOf = (value: string | undefined, fallback: string) =>
  value !== undefined && DATE_INPUT.test(value) ? value.replaceAll('-', '') : fallback;
const timeOf = (value: string | undefined, fallback: string) =>
  value !== undefined && HHMM.test(value) ? value : fallback;

function whole(value: string | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= min && n <= max ? n : fallback;
}

/** The form's child slots: the children kept, plus one empty slot to add a child (up to the limit). */
export function childSlots(children: readonly ChangeChild[]): (ChangeChild | null)[] {
  return children.length < MAX_SELECTABLE_PAX - 1 ? [...children, null] : [...children];
}

/**
 * The values the form sent (`?quote=1&date=YYYY-MM-DD&nights&adults&rooms&roomId&age0&bed0&school0…`,
 * a rental's `pickupTime=HHmm&returnDate=YYYY-MM-DD&returnTime=HHmm`),
 * anything missing or malformed kept as booked; null when the form was not sent.
 */
export function changeFormFromQuery(query: Query, booked: ChangeFormValues): ChangeFormValues | null {
  if (one(query, 'quote') !== '1') return null;
  const date = one(query, 'date') ?? '';
  const children: ChangeChild[] = [];
  for (let i = 0; i < MAX_SELECTABLE_PAX; i += 1) {
    const ageText = one(query, `age${i}`);
    if (ageText === undefined || ageText === '') continue;
    const age = whole(ageText, 0, CHILD_AGES[CHILD_AGES.length - 1] ?? 12, -1);
    if (age < 0) continue;
    const isSchoolChild = schoolChildFor(age, one(query, `school${i}`) === '1');
    children.push({
      age,
      isSchoolChild,
      // School children always take bedding and a seat (spec §5).
      useBed: isSchoolChild || one(query, `bed${i}`) === '1',
      useSeat: isSchoolChild || (booked.children[i]?.useSeat ?? false),
    });
  }
  const roomId = one(query, 'roomId');
  return {
    date: dateOf(date, booked.date),
    nights: whole(one(query, 'nights'), 1, MAX_CHANGE_NIGHTS, booked.nights),
    adults: whole(one(query, 'adults'), 1, MAX_SELECTABLE_PAX, booked.adults),
    rooms: whole(one(query, 'rooms'), 1, MAX_CHANGE_ROOMS, booked.rooms),
    children,
    roomId: roomId !== undefined && ROOM_ID.test(roomId) ? roomId : booked.roomId,
    rental: booked.rental
      ? {
          pickupTime: timeOf(one(query, 'pickupTime'), booked.rental.pickupTime),
          returnDate: dateOf(one(query, 'returnDate'), booked.rental.returnDate),
          returnTime: timeOf(one(query, 'returnTime'), booked.rental.returnTime),
        }
      : null,
  };
}

const sameChildren = (a: readonly ChangeChild[], b: readonly ChangeChild[]) =>
  a.length === b.length &&
  a.every(
    (c, i) => c.age === b[i]?.age && c.useBed === b[i]?.useBed && c.isSchoolChild === b[i]?.isSchoolChild,
  );

/**
 * The change to price: each field the kind may change and the traveller changed (a party is sent
 * whole: adults and children together). Empty when nothing changed.
 */
export function changeBodyOf(
  wanted: ChangeFormValues,
  booked: ChangeFormValues,
  fields: readonly ChangeField[],
): ChangeQuoteBody {
  const body: ChangeQuoteBody = {};
  if (fields.includes('date') && wanted.date !== booked.date) body.date = wanted.date;
  if (fields.includes('nights') && wanted.nights !== booked.nights) body.nights = wanted.nights;
  if (
    fields.includes('party') &&
    (wanted.adults !== booked.adults || !sameChildren(wanted.children, booked.children))
  ) {
    body.adultPax = wanted.adults;
    body.children = wanted.children;
  }
  if (fields.includes('rooms') && wanted.rooms !== booked.rooms) body.roomCount = wanted.rooms;
  if (fields.includes('rooms') && wanted.roomId !== null && wanted.roomId !== booked.roomId) {
    body.roomId = wanted.roomId;
  }
  // A return day left as booked is not sent: a pickup moved later moves the return with it.
  if (fields.includes('rentalTimes') && wanted.rental && booked.rental) {
    if (wanted.rental.pickupTime !== booked.rental.pickupTime) body.pickupTime = wanted.rental.pickupTime;
    if (wanted.rental.returnDate !== booked.rental.returnDate) body.returnDate = wanted.rental.returnDate;
    if (wanted.rental.returnTime !== booked.rental.returnTime) body.returnTime = wanted.rental.returnTime;
  }
  return body;
}
