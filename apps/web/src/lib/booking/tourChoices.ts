/**
 * A tour's choices in the booking page's URL (issue 18 item 1), written by the tour page's panel
 * (lib/tours/condition.ts tourBookingHref) and read back by lib/booking/request.ts into the quote
 * request, so that a reload or Back keeps them. Each list is joined with the domain's options
 * delimiter (`,`):
 *
 * - `stay`: `{relativeDate}_{hotelId}_{planId}` per chosen stay, `_{roomId}` after it when a room
 *   type of the plan was chosen (the booking page's first step);
 * - `transport`: `{outbound|return}_{service index}` per chosen leg;
 * - `roomAssign`: one spec §5 ten-count string per room (domain formatRoomAssign);
 * - `includeOptionals`: `{optionalId}_{date}_{ten counts}_{optionalGroupId}` per activity.
 *
 * The ten counts are passed on as written: the API applies the spec §5 format rules and answers
 * with their messages. A list whose shape is broken (a wrong number of parts, a bad id) makes the
 * whole page request null ("cannot be booked") rather than a smaller booking. Pure (tested).
 */
import type { ApiBody } from '@tabiyori/api-client';
import {
  defaultConfig,
  formatOptionalAmount,
  formatRoomAssign,
  type RoomAssignCounts,
} from '@tabiyori/domain';

type QuoteBody = ApiBody<'/v1/bookings/quote'>;

/** A tour's choices as the quote and the booking take them (POST /v1/bookings/quote). */
export type TourChoices = Pick<QuoteBody, 'stays' | 'transports' | 'roomAssigns' | 'includeOptionals'>;
type StayChoice = NonNullable<TourChoices['stays']>[number];
type TransportChoice = NonNullable<TourChoices['transports']>[number];

/** One optional activity as the tour panel holds it (counts, not yet a string). */
export interface BookingOptional {
  optionalId: string;
  optionalGroupId: string;
  date: string;
  amount: RoomAssignCounts;
}

const ID = /^[A-Za-z0-9-]{1,40}$/;
const YMD = /^20\d{6}$/;
const TEN = /^[a-z0-9]{1,60}$/;
const delimiter = () => defaultConfig.consts.delimiters.options;

function split(value: string | null): string[] | null {
  if (value === null) return null;
  return value === '' ? [] : value.split(delimiter());
}

/** The tour choices of a booking page query; null when one of the lists is malformed. */
export function tourChoicesFromParams(params: URLSearchParams): TourChoices | null {
  const out: TourChoices = {};
  const stays = split(params.get('stay'));
  if (stays) {
    const parsed = stays.map((item) => item.split('_'));
    if (
      !parsed.every(
        (p) =>
          (p.length === 3 || (p.length === 4 && ID.test(p[3]!))) &&
          /^\d{1,2}$/.test(p[0]!) &&
          ID.test(p[1]!) &&
          ID.test(p[2]!),
      )
    ) {
      return null;
    }
    out.stays = parsed.map(([d, hotelId, planId, roomId]) => ({
      relativeDate: Number(d),
      hotelId: hotelId!,
      planId: planId!,
      ...(roomId ? { roomId } : {}),
    }));
  }
  const transports = split(params.get('transport'));
  if (transports) {
    const parsed = transports.map((item) => item.split('_'));
    if (
      !parsed.every(
        (p) => p.length === 2 && (p[0] === 'outbound' || p[0] === 'return') && /^\d{1,2}$/.test(p[1]!),
      )
    ) {
      return null;
    }
    out.transports = parsed.map(([leg, n]) => ({ leg: leg as TransportChoice['leg'], service: Number(n) }));
  }
  const rooms = split(params.get('roomAssign'));
  if (rooms) {
    if (!rooms.every((r) => TEN.test(r))) return null;
    out.roomAssigns = rooms;
  }
  const optionals = split(params.get('includeOptionals'));
  if (optionals) {
    const parsed = optionals.map((item) => item.split('_'));
    if (
      !parsed.every(
        (p) => p.length === 4 && ID.test(p[0]!) && YMD.test(p[1]!) && TEN.test(p[2]!) && ID.test(p[3]!),
      )
    ) {
      return null;
    }
    out.includeOptionals = parsed.map(([optionalId, date, amount, optionalGroupId]) => ({
      optionalId: optionalId!,
      date: date!,
      amount: amount!,
      optionalGroupId: optionalGroupId!,
    }));
  }
  return out;
}

/** The query params of tour choices (the inverse of tourChoicesFromParams); empty lists omitted. */
export function tourChoiceParams(choices: TourChoices): Record<string, string> {
  const out: Record<string, string> = {};
  const join = (items: string[]) => items.join(delimiter());
  if (choices.stays?.length)
    out.stay = join(
      choices.stays.map((s) => `${s.relativeDate}_${s.hotelId}_${s.planId}${s.roomId ? `_${s.roomId}` : ''}`),
    );
  if (choices.transports?.length)
    out.transport = join(choices.transports.map((t) => `${t.leg}_${t.service}`));
  if (choices.roomAssigns?.length) out.roomAssign = join(choices.roomAssigns);
  if (choices.includeOptionals?.length) {
    out.includeOptionals = join(
      choices.includeOptionals.map((o) => `${o.optionalId}_${o.date}_${o.amount}_${o.optionalGroupId}`),
    );
  }
  return out;
}

/**
 * The choices with `roomId` taken for the stay of `relativeDate` (its hotel and plan as the quote
 * named them, so a stay left at the tour's default is named in full).
 */
export function withStayRoom(
  choices: TourChoices,
  stay: { relativeDate: number; hotelId: string; planId: string },
  roomId: string,
): TourChoices {
  const others = (choices.stays ?? []).filter((s) => s.relativeDate !== stay.relativeDate);
  const chosen: StayChoice = {
    relativeDate: stay.relativeDate,
    hotelId: stay.hotelId,
    planId: stay.planId,
    roomId,
  };
  return { ...choices, stays: [...others, chosen].sort((a, b) => a.relativeDate - b.relativeDate) };
}

/** The panel's room counts and optionals as the URL's strings (domain formats). */
export function tourChoicesOf(input: {
  stays?: StayChoice[];
  transports?: TransportChoice[];
  roomAssigns?: readonly RoomAssignCounts[];
  optionals?: readonly BookingOptional[];
}): TourChoices {
  return {
    ...(input.stays?.length ? { stays: input.stays } : {}),
    ...(input.transports?.length ? { transports: input.transports } : {}),
    ...(input.roomAssigns?.length ? { roomAssigns: input.roomAssigns.map(formatRoomAssign) } : {}),
    ...(input.optionals?.length
      ? {
          includeOptionals: input.optionals.map((o) => ({
            optionalId: o.optionalId,
            date: o.date,
            amount: formatOptionalAmount(o.amount),
            optionalGroupId: o.optionalGroupId,
          })),
        }
      : {}),
  };
}
