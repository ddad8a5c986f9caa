/**
 * What a mail prints: the outbox row's data (raw values, as the change saw them) turned into
 * display strings of the mail's language with the domain's formatters, plus the company and bank
 * details and links into the site. Templates only place these strings.
 */
import {
  partyRoomsText,
  DEMO_BANK_ACCOUNT,
  DEMO_COMPANY,
  formatCheckinTime,
  formatDateLong,
  formatPrice,
  paxCategoryLabel,
  paxCountsText,
  paymentDeadlineText,
  PAX_CATEGORIES,
  roomPartyText,
  type DisplayLang,
  type PaxCategory,
  type RoomParty,
} from '@tabiyori/domain';
import type { BookedStay } from '../schemas/bookingStay';
import type { RentalView } from '../schemas/rentacar';
import { bookingTexts } from './texts';

/** A price-breakdown row as the booking keeps it (domain BookingPriceRow). */
export interface MailPriceRow {
  label: string;
  category: string;
  unitPrice: number;
  count: number;
  amount: number;
}

export interface BookingMailData {
  bookingNumber: string;
  productName: string;
  kind: string;
  startDate: string;
  endDate: string;
  paidTotal: number;
  leadName: string;
  paymentMethod: 'onsite' | 'bank_transfer';
  paymentDeadline: string | null;
  cancellationCharge: number | null;
  /** booking_changed: what changed, one line each, in the booking's language. */
  changes?: string[];
  /** booking_changed: the amount before the change (null or absent when unchanged). */
  previousTotal?: number | null;
  /** Each coupon the booking used, in the order it applied, with its own discount. */
  coupons?: { couponCode: string; discount: number }[];
  /** yado, dp: the stay the booking keeps (room type, rooms, check-in time, requests). */
  stay?: BookedStay | null;
  /** rentacar: the rental chosen (return office, options); null for other kinds. */
  rental?: RentalView | null;
  /** Who travels, by pax category; `rooms` for products booked by the room (else null). */
  party?: { adults: number; children: number; infants: number; rooms: number | null };
  /** The booking's price-breakdown rows (spec §3), as the pages show them. */
  priceRows?: MailPriceRow[];
  /** tour: each stay's hotel, plan and room type (choices.stays). */
  tourStays?: {
    checkinDate: string;
    nights: number;
    hotelName: { ja: string; en: string };
    planName: { ja: string; en: string };
    roomName?: { ja: string; en: string };
  }[];
  /** tour: the optional activities booked with it, each with its own rows. */
  optionals?: { name: { ja: string; en: string }; date: string; rows: MailPriceRow[] }[];
  /** Σ rows (before coupons). */
  total?: number;
}

/**
 * 「大人2名・子供1名 / 3名・1室」 / "2 adults, 1 child / 3 guests · 1 room", 「大人2名 / 1室」 for adults
 * only: the words of the booking pages (partyRoomsText).
 */
function partyText(party: NonNullable<BookingMailData['party']>, lang: DisplayLang): string {
  const people = paxCountsText({ adult: party.adults, child: party.children, infant: party.infants }, lang);
  const travellers = party.adults + party.children + party.infants;
  return party.rooms === null
    ? people
    : `${people} / ${partyRoomsText(travellers, party.adults, party.rooms, lang)}`;
}

/** A row as the pages print it: 大人 / Adult (the domain's one wording), unit price, 「2名」, amount (a car keeps its own label). */
function priceRowView(row: MailPriceRow, lang: DisplayLang, perCar: boolean) {
  const t = bookingTexts(lang);
  const category = (PAX_CATEGORIES as readonly string[]).includes(row.category)
    ? (row.category as PaxCategory)
    : null;
  return {
    label: perCar || !category ? row.label : paxCategoryLabel(category, lang),
    unitPrice: formatPrice(row.unitPrice, lang),
    count: perCar ? t('carCountValue', { count: row.count }) : t('countValue', { count: row.count }),
    amount: formatPrice(row.amount, lang),
  };
}

/** The party line and the price breakdown (rows, a tour's optional activities, the subtotal). */
function priceView(data: BookingMailData, lang: DisplayLang) {
  const t = bookingTexts(lang);
  const perCar = data.kind === 'rentacar';
  return {
    partyText: data.party ? partyText(data.party, lang) : '',
    priceRows: (data.priceRows ?? []).map((row) => priceRowView(row, lang, perCar)),
    optionalGroups: (data.optionals ?? []).map((o) => ({
      caption: t('optionalRowsCaption', { name: o.name[lang], date: formatDateLong(o.date, lang) }),
      rows: o.rows.map((row) => priceRowView(row, lang, false)),
    })),
    subtotal: data.total === undefined ? '' : formatPrice(data.total, lang),
  };
}

/**
 * 「1部屋目：大人1名 / 2部屋目：大人1名・幼児1名」 / "Room 1: 1 adult; Room 2: 1 adult, 1 infant", each
 * room's party by category (two or more rooms), as the booking pages say it.
 */
function roomsText(rooms: readonly RoomParty[], lang: DisplayLang): string {
  if (rooms.length < 2) return '';
  const t = bookingTexts(lang);
  return rooms
    .map((room, i) => t('roomPartyValue', { n: i + 1, party: roomPartyText(room, lang) }))
    .join(lang === 'en' ? '; ' : ' / ');
}

/** A tour's stays, one line each: 「3月1日(日) 1泊：ホテル / プラン / 和室10畳」. */
function tourStaysView(stays: BookingMailData['tourStays'], lang: DisplayLang): string[] {
  const t = bookingTexts(lang);
  return (stays ?? []).map((s) =>
    [
      `${formatDateLong(s.checkinDate, lang)} ${t('nightsValue', { count: s.nights })}${lang === 'en' ? ':' : '：'}${s.hotelName[lang]}`,
      s.planName[lang],
      s.roomName?.[lang] ?? '',
    ]
      .filter(Boolean)
      .join(' / '),
  );
}

function stayView(stay: BookedStay | null | undefined, lang: DisplayLang) {
  if (!stay) return {};
  return {
    roomName: stay.roomName[lang],
    roomsText: roomsText(stay.rooms, lang),
    checkinTime: stay.checkinTime ? formatCheckinTime(stay.checkinTime) : '',
    requests: stay.requests ?? '',
  };
}

const pick = <T>(texts: { ja: T; en: T }, lang: DisplayLang): T => texts[lang];

function companyView(lang: DisplayLang) {
  return {
    companyName: pick(DEMO_COMPANY.name, lang),
    companyRegistration: pick(DEMO_COMPANY.registration, lang),
    companyAddress: pick(DEMO_COMPANY.address, lang),
    companyPhone: DEMO_COMPANY.phone,
    companyEmail: DEMO_COMPANY.email,
    companyHours: pick(DEMO_COMPANY.hours, lang),
  };
}

function bookingView(data: BookingMailData, lang: DisplayLang, webBaseUrl: string) {
  const prefix = lang === 'en' ? '/en' : '';
  return {
    bookingNumber: data.bookingNumber,
    productName: data.productName,
    period:
      data.startDate === data.endDate
        ? formatDateLong(data.startDate, lang)
        : `${formatDateLong(data.startDate, lang)} – ${formatDateLong(data.endDate, lang)}`,
    paidTotal: formatPrice(data.paidTotal, lang),
    couponsText: (data.coupons ?? [])
      .map((c) => `${c.couponCode} −${formatPrice(c.discount, lang)}`)
      .join(lang === 'en' ? '; ' : ' / '),
    leadName: data.leadName,
    bankTransfer: data.paymentMethod === 'bank_transfer',
    paymentDeadline: data.paymentDeadline ? formatDateLong(data.paymentDeadline, lang) : '',
    paymentDue: data.paymentDeadline ? paymentDeadlineText(data.paymentDeadline, lang) : '',
    bankName: pick(DEMO_BANK_ACCOUNT.bank, lang),
    bankBranch: pick(DEMO_BANK_ACCOUNT.branch, lang),
    bankAccountType: pick(DEMO_BANK_ACCOUNT.accountType, lang),
    bankAccountNumber: DEMO_BANK_ACCOUNT.accountNumber,
    bankHolder: DEMO_BANK_ACCOUNT.holder,
    cancellationCharge: formatPrice(data.cancellationCharge ?? 0, lang),
    bookingUrl: `${webBaseUrl}${prefix}/mypage/bookings/${data.bookingNumber}`,
    changes: data.changes ?? [],
    previousTotal:
      data.previousTotal !== undefined && data.previousTotal !== null && data.previousTotal !== data.paidTotal
        ? formatPrice(data.previousTotal, lang)
        : '',
    ...stayView(data.stay, lang),
    tourStays: tourStaysView(data.tourStays, lang),
    ...rentalMailView(data.rental ?? null, lang),
    ...priceView(data, lang),
  };
}

/** A rental's return office (with the one-way fee) and options as mail lines ('' when none). */
function rentalMailView(rental: RentalView | null, lang: DisplayLang) {
  const open = lang === 'en' ? ' (' : '（';
  const close = lang === 'en' ? ')' : '）';
  const days = (n: number) => (lang === 'en' ? `${n} day${n === 1 ? '' : 's'}` : `${n}日分`);
  return {
    rentalReturn: rental?.returnOffice
      ? `${rental.returnOffice.name[lang]}${open}${formatPrice(rental.oneWayFee, lang)}${close}`
      : '',
    rentalOptions: (rental?.options ?? [])
      .map(
        (o) =>
          `${o.name[lang]}${o.quantity > 1 ? ` ×${o.quantity}` : ''}${o.unit === 'day' ? `${open}${days(o.chargedDays)}${close}` : ''} ${formatPrice(o.amount, lang)}`,
      )
      .join(lang === 'en' ? ', ' : '、'),
  };
}

/** The display values of a mail: company details, plus the template's own. */
export function mailView(
  data: Record<string, unknown>,
  lang: DisplayLang,
  webBaseUrl: string,
): Record<string, unknown> {
  const base = { ...companyView(lang), siteUrl: webBaseUrl + (lang === 'en' ? '/en' : '') };
  if (typeof data.bookingNumber === 'string' && typeof data.productName === 'string') {
    return { ...base, ...bookingView(data as unknown as BookingMailData, lang, webBaseUrl) };
  }
  // `secretPath`: a link that holds a token (worker.ts drops it from the outbox once sent).
  const path = typeof data.secretPath === 'string' ? data.secretPath : data.path;
  const link = typeof path === 'string' ? { url: webBaseUrl + path } : {};
  return { ...base, ...data, ...link };
}
