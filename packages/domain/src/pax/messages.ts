/**
 * People-and-room messages of spec §5, as message keys with their N, plus the ja/en table the web
 * loads into i18next (namespace suggestion: `pax`; interpolation `{{n}}`). Checks return
 * `{ key, n }` and never throw; only the UI turns them into text.
 *
 * Wording decisions (Japanese as Jalan / Rakuten Travel write it):
 * - The spec's "extra-bed" children are 添い寝 (a child without own bedding who sleeps with a guest
 *   who has a bed): "extra-bed children exceed bed users" and the modal's "accompanying children
 *   sleeping with an adult must not exceed bed users" are the same rule; the room's "extra-bed limit"
 *   is the most 添い寝 children a room accepts; "extra-bed and seat cannot both be chosen" / "choose one
 *   of extra-bed or seat" belong to products that sell a child either as 添い寝 (no bed, no seat) or
 *   with a seat (and bed).
 * - "bookable count is N or more / N or fewer" counts guests with a bed, as Japanese lodging counts
 *   occupancy without 添い寝 children.
 */
import { interpolateMessage } from '../errors/messages';
import type { DisplayLang } from '../format/lang';

export const PAX_ERROR_KEYS = [
  'selectChildAge',
  'maxSelectable',
  'unfilledTravellers',
  'totalMismatch',
  'trainSeatExceedsLodging',
  'invalidCategory',
  'adultRequired',
  'roomCapacityNotMet',
  'extraBedAndSeatBoth',
  'chooseExtraBedOrSeat',
  'bookableMin',
  'bookableMax',
  'beddingUsersMax',
  'seatUsersMax',
  'extraBedChildrenExceedBedUsers',
  'extraBedLimitReached',
  'lapChildrenExceedAdults',
  'seatlessChildrenPerSeated',
  'oneChildPerAdult',
] as const;
export type PaxErrorKey = (typeof PAX_ERROR_KEYS)[number];

/** Notes and option labels of the people/room modal (spec §5 "Modal wording also"). */
export const PAX_NOTE_KEYS = [
  'noteCoSleepingWithinBedUsers',
  'noteMaxBedCount',
  'noteMaxSeatCount',
  'noteSeatlessInfantsWithinAdults',
  'withSeat',
  'withoutSeat',
  'withBedding',
  'withoutBedding',
] as const;
export type PaxNoteKey = (typeof PAX_NOTE_KEYS)[number];

export type PaxMessageKey = PaxErrorKey | PaxNoteKey;

/** One message: its key and, when the text has `{{n}}`, its N. */
export interface PaxMessage<K extends PaxMessageKey = PaxErrorKey> {
  key: K;
  n?: number;
}

export const PAX_MESSAGES: Readonly<Record<DisplayLang, Readonly<Record<PaxMessageKey, string>>>> = {
  ja: {
    selectChildAge: 'お子様の年齢を選択してください。',
    maxSelectable: '{{n}}名を超えて選択することはできません。',
    unfilledTravellers: '未入力の旅行者がいます。',
    totalMismatch: '合計人数が一致しません。',
    trainSeatExceedsLodging: '列車の座席を利用する人数が、宿泊する人数を超えています。',
    invalidCategory: '選択できない区分が選択されています。',
    adultRequired: '各お部屋に大人を{{n}}名以上割り当ててください。',
    roomCapacityNotMet: 'お部屋の定員に満たないため、1室{{n}}名以上でご利用ください。',
    extraBedAndSeatBoth: '添い寝と座席は同時に選択できません。',
    chooseExtraBedOrSeat: '添い寝または座席のいずれかを選択してください。',
    bookableMin: '{{n}}名以上でご予約いただけます。',
    bookableMax: '{{n}}名までご予約いただけます。',
    beddingUsersMax: '寝具をご利用いただけるのは{{n}}名までです。',
    seatUsersMax: '座席をご利用いただけるのは{{n}}名までです。',
    extraBedChildrenExceedBedUsers: '添い寝のお子様の人数が、ベッドをご利用の人数を超えています。',
    extraBedLimitReached: 'このお部屋の添い寝は{{n}}名までです。',
    lapChildrenExceedAdults:
      '{{n}}歳以下のお子様は大人のひざの上でのご搭乗となるため、大人の人数を超えてご予約いただけません。',
    seatlessChildrenPerSeated: '座席を利用しない未就学のお子様は、座席をご利用の方1名につき{{n}}名までです。',
    oneChildPerAdult: '大人1名につき、座席を利用しないお子様は1名までご同伴いただけます。',
    noteCoSleepingWithinBedUsers: '添い寝のお子様は、ベッドをご利用の人数までとなります。',
    noteMaxBedCount: '添い寝のお子様を除き、{{n}}名までご予約いただけます。',
    noteMaxSeatCount: '座席のご利用は{{n}}名までです。',
    noteSeatlessInfantsWithinAdults: '座席を利用しない幼児は、大人の人数までとなります。',
    withSeat: '座席あり',
    withoutSeat: '座席なし',
    withBedding: '寝具あり',
    withoutBedding: '寝具なし',
  },
  en: {
    selectChildAge: "Please select the child's age.",
    maxSelectable: 'You cannot select more than {{n}} people.',
    unfilledTravellers: 'Some travellers have not been entered yet.',
    totalMismatch: 'The total number of people does not match.',
    trainSeatExceedsLodging: 'More people use train seats than stay at the accommodation.',
    invalidCategory: 'A category that cannot be selected has been chosen.',
    adultRequired: 'Please assign at least {{n}} adult to each room.',
    roomCapacityNotMet: 'A room is below its minimum occupancy. Please book at least {{n}} per room.',
    extraBedAndSeatBoth: 'Sharing a bed and a seat cannot both be chosen.',
    chooseExtraBedOrSeat: 'Please choose either sharing a bed or a seat.',
    bookableMin: 'This can be booked for {{n}} or more people.',
    bookableMax: 'This can be booked for up to {{n}} people.',
    beddingUsersMax: 'Bedding is available for up to {{n}} people.',
    seatUsersMax: 'Seats are available for up to {{n}} people.',
    extraBedChildrenExceedBedUsers: 'There are more children sharing a bed than guests using a bed.',
    extraBedLimitReached: 'This room accepts up to {{n}} children sharing a bed.',
    lapChildrenExceedAdults:
      'Children aged {{n}} or under sit on an adult’s lap, so they cannot outnumber the adults.',
    seatlessChildrenPerSeated:
      'Up to {{n}} preschool children without a seat may travel with each person who has a seat.',
    oneChildPerAdult: 'Each adult may bring at most one child without a seat.',
    noteCoSleepingWithinBedUsers: 'Children sharing a bed may not outnumber the guests using a bed.',
    noteMaxBedCount: 'Up to {{n}} guests can be booked, not counting children without a bed.',
    noteMaxSeatCount: 'Seats are available for up to {{n}} people.',
    noteSeatlessInfantsWithinAdults: 'Infants without a seat may not outnumber the adults.',
    withSeat: 'With seat',
    withoutSeat: 'Without seat',
    withBedding: 'With bedding',
    withoutBedding: 'Without bedding',
  },
};

/**
 * Renders a message the way i18next would (`{{n}}` replaced, by the one interpolation of
 * errors/messages.ts); a message without n leaves `{{n}}` empty. For the API and tests.
 */
export function paxMessageText(message: PaxMessage<PaxMessageKey>, lang: DisplayLang = 'ja'): string {
  return interpolateMessage(PAX_MESSAGES[lang][message.key], { n: message.n ?? '' });
}

/** Keeps the first of each identical key+n, in order. */
export function dedupePaxMessages<K extends PaxMessageKey>(
  messages: readonly PaxMessage<K>[],
): PaxMessage<K>[] {
  const seen = new Set<string>();
  return messages.filter((m) => {
    const id = `${m.key}:${m.n ?? ''}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
