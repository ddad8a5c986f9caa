/**
 * Shapes of the bookings API (issue 7, issue 14: one owner per shape): quote and booking bodies,
 * the quote and booking answers, and the change of a booking (issue 18 item 5). Bodies are checked
 * strictly as sent (routes/bookings.ts strictBody); services use `Static<>` of these.
 */
import { Type, type Static } from 'typebox';
import { component } from './components';
import {
  BOOKING_KINDS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  TRAVELLER_NAME_MAX_LENGTH,
  TRAVELLER_READING_PATTERN,
} from '@tabiyori/domain';
import { PaymentView } from './payment';
import { PriceRow, tourChoiceFields, TourChoicesView } from './bookingChoices';
import { rentalChoiceFields, RentalView } from './rentacar';
import {
  AppliedCouponSchema,
  BookedCouponSchema,
  BookingCouponSchema,
  bookingCouponFields,
  CouponOfferSchema,
  CouponSelectionSchema,
} from './bookingCoupons';
import { BookedStayView, QuoteStayView, stayChoiceFields } from './bookingStay';
import { ErrorSchema, I18nText, Nullable, oneOf } from './common';
import { Child, PartySnapshot, StoredParty, Transport } from './bookingParty';

const id = (description: string) =>
  Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$', description }));
const ymd = (description: string) => Type.String({ pattern: '^[0-9]{8}$', description });
const hhmm = (description: string) => Type.Optional(Type.String({ pattern: '^[0-9]{4}$', description }));

export const quoteFields = {
  kind: oneOf(BOOKING_KINDS),
  lang: Type.Optional(Type.Union([Type.Literal('ja'), Type.Literal('en')])),
  tourId: id('tour: T + 6 digits'),
  hotelId: id('yado'),
  planId: id('yado'),
  roomId: id('yado: the room type (default: the plan’s first room that fits and has stock)'),
  optionalId: id('optional: landCode-landMaterialCode-landPlanCode'),
  carId: id('rentacar'),
  date: ymd('YYYYMMDD: departure (tour), check-in (yado), use (optional) or pickup (rentacar) day'),
  nights: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, description: 'yado: nights (default 1)' })),
  pickupTime: hhmm('rentacar: HHmm'),
  returnDate: Type.Optional(ymd('rentacar: YYYYMMDD')),
  returnTime: hhmm('rentacar: HHmm'),
  adultPax: Type.Integer({ minimum: 0, maximum: 9 }),
  children: Type.Optional(Type.Array(Child, { maxItems: 9 })),
  roomCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 9, description: 'default 1' })),
  depAreaCode: id('dp: the JR departure area (or depStation / depGenericStation)'),
  depStation: id('dp: the JR departure station'),
  depGenericStation: id('dp: the JR departure generic station'),
  seatClass: Type.Optional(
    Type.Union([Type.Literal('reserved'), Type.Literal('green')], {
      description: 'dp: ordinary reserved seat (default, the basic set) or green car',
    }),
  ),
  ...bookingCouponFields,
  ...tourChoiceFields,
  ...stayChoiceFields,
  ...rentalChoiceFields,
};

export const QuoteBody = Type.Object(quoteFields, { additionalProperties: false });

const name = Type.String({ minLength: 1, maxLength: TRAVELLER_NAME_MAX_LENGTH });
const kana = Type.String({
  minLength: 1,
  maxLength: TRAVELLER_NAME_MAX_LENGTH,
  pattern: TRAVELLER_READING_PATTERN,
  description:
    'the reading: full-width katakana in a Japanese booking (else 400 BKE810); in an English one the name in Latin letters as in the passport, or the katakana reading of a name in Japanese (else 400 BKE811)',
});

export const Travellers = component(
  'Travellers',
  Type.Object(
    {
      lead: Type.Object(
        {
          familyName: name,
          givenName: name,
          familyNameKana: kana,
          givenNameKana: kana,
          email: Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN }),
          phone: Type.String({ maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN }),
        },
        { additionalProperties: false },
      ),
      guests: Type.Optional(
        Type.Array(
          Type.Object(
            {
              familyName: Type.Optional(name),
              givenName: Type.Optional(name),
              familyNameKana: Type.Optional(kana),
              givenNameKana: Type.Optional(kana),
              gender: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female')])),
              age: Type.Optional(Type.Integer({ minimum: 0, maximum: 120 })),
            },
            { additionalProperties: false },
          ),
          { maxItems: 9 },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);

export const BookingBody = Type.Object(
  {
    ...quoteFields,
    expectedTotal: Type.Integer({
      minimum: 0,
      maximum: 100_000_000,
      description: 'the paid total the traveller saw (after the coupon), yen',
    }),
    travellers: Travellers,
  },
  { additionalProperties: false },
);

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({ minLength: 8, maxLength: 128, pattern: '^[\\x21-\\x7E]+$' }),
});

export const NumberParams = Type.Object({ bookingNumber: Type.String({ maxLength: 40 }) });

/** GET a booking or the list: the page's language names the products in it (issue 18.6; default as booked). */
export const BookingReadQuery = Type.Object(
  {
    lang: Type.Optional(
      Type.Union([Type.Literal('ja'), Type.Literal('en')], {
        description: 'product names in this language (default: the language the booking was made in)',
      }),
    ),
  },
  { additionalProperties: false },
);

export { PriceRow };

export const Ids = component(
  'BookingIds',
  Type.Object({
    tourId: Type.Optional(Type.String()),
    hotelId: Type.Optional(Type.String()),
    planId: Type.Optional(Type.String()),
    roomId: Type.Optional(Type.String()),
    optionalId: Type.Optional(Type.String()),
    carId: Type.Optional(Type.String()),
  }),
);

/** One tier of the cancellation policy (domain booking/cancellationPolicy.ts CancellationTierView). */
export const PolicyTier = Type.Object({
  fromDaysBefore: Type.Integer({ description: 'fewest days before departure the tier covers (0 = 当日)' }),
  toDaysBefore: Nullable(Type.Integer({ description: 'most days before departure (null: any earlier day)' })),
  percent: Type.Integer({ description: 'the charge, % of the paid total' }),
  firstDay: Nullable(Type.String({ description: 'YYYYMMDD (null: from booking on)' })),
  lastDay: Type.String({ description: 'YYYYMMDD' }),
  label: I18nText,
});

/** The cancellation policy of a quote or booking (domain booking/cancellationPolicy.ts). */
export const Policy = component(
  'CancellationPolicy',
  Type.Object({
    kind: oneOf(BOOKING_KINDS),
    departureDate: Type.String({ description: 'YYYYMMDD' }),
    tiers: Type.Array(PolicyTier, { description: 'from the earliest (cheapest) to the departure day' }),
    noShowPercent: Type.Integer({ description: 'after the start or for a no-show' }),
    noShowLabel: I18nText,
    onlineCancelUntil: Type.String({
      description: 'YYYYMMDDHHmm JST: the last minute of online cancellation',
    }),
  }),
);

/* ------------------------------------------------------------------ changes (issue 18 item 5) */

/**
 * What a traveller changes (domain booking/bookingChange.ts CHANGEABLE_FIELDS): fields left out stay
 * as booked. yado, dp: date, nights, party, roomCount, roomId; optional: date, party; rentacar:
 * date (pickup day), pickupTime, returnDate, returnTime, party.
 */
export const changeFields = {
  date: Type.Optional(ymd('the new departure / check-in / use / pickup day, YYYYMMDD')),
  nights: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, description: 'yado, dp' })),
  adultPax: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  children: Type.Optional(Type.Array(Child, { maxItems: 9 })),
  roomCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 9, description: 'yado, dp' })),
  roomId: id('yado, dp: another room type of the plan (default: the booked one)'),
  pickupTime: hhmm('rentacar: HHmm'),
  returnDate: Type.Optional(ymd('rentacar: YYYYMMDD')),
  returnTime: hhmm('rentacar: HHmm'),
};

export const ChangeQuoteBody = Type.Object(changeFields, { additionalProperties: false });

export const ChangeBody = Type.Object(
  {
    ...changeFields,
    expectedTotal: Type.Integer({
      minimum: 0,
      maximum: 100_000_000,
      description: 'the new paid total the traveller saw in the change quote, yen',
    }),
  },
  { additionalProperties: false },
);

/** The days of a quote, a booking or a change's before and after. */
const datesFields = {
  startDate: Type.String({ description: 'YYYYMMDD' }),
  endDate: Type.String({ description: 'YYYYMMDD' }),
  nights: Type.Integer(),
};

/** The money of a quote, a booking or a change's before and after, integer yen. */
const totalsFields = {
  total: Type.Integer({ description: 'before coupons, yen' }),
  couponDiscount: Type.Integer(),
  paidTotal: Type.Integer(),
};

/** A booking as it stands before or after a change. */
export const ChangeSummary = component(
  'ChangeSummary',
  Type.Object({
    productName: Type.String(),
    ...datesFields,
    adultPax: Type.Integer(),
    children: Type.Array(Child),
    roomCount: Type.Integer(),
    roomId: Type.Union([Type.String(), Type.Null()]),
    roomName: Type.Optional(
      Type.Union([I18nText, Type.Null()], {
        description: 'yado, dp: the room type’s name (absent in changes recorded before it was kept)',
      }),
    ),
    rental: Type.Union([
      Type.Object({ pickupTime: Type.String(), returnDate: Type.String(), returnTime: Type.String() }),
      Type.Null(),
    ]),
    ...totalsFields,
    coupons: Type.Array(BookingCouponSchema),
  }),
);

export const RemovedCoupon = component(
  'RemovedCoupon',
  Type.Object({
    couponCode: Type.String(),
    couponName: Type.String(),
  }),
);

export const ChangePaymentView = Type.Object({
  method: Type.Union([Type.Literal('onsite'), Type.Literal('bank_transfer')]),
  status: Type.Union([Type.Literal('onsite'), Type.Literal('awaiting'), Type.Literal('paid')]),
  deadline: Type.Union([Type.String({ description: 'YYYYMMDD, bank transfers' }), Type.Null()]),
  amountDue: Type.Integer({
    description: 'what the traveller pays after the change (on site or by transfer)',
  }),
  refund: Type.Integer({ description: 'what is given back (a paid transfer that became cheaper)' }),
});

export const ChangeQuoteView = Type.Object({
  bookingNumber: Type.String(),
  kind: Type.String(),
  before: ChangeSummary,
  after: ChangeSummary,
  priceRows: Type.Array(PriceRow, { description: 'the new price rows' }),
  difference: Type.Integer({ description: 'new paid total − old paid total, yen' }),
  removedCoupons: Type.Array(RemovedCoupon, {
    description: 'coupons whose conditions no longer hold for the changed booking: removed by the change',
  }),
  payment: ChangePaymentView,
  changeDeadline: Type.String({ description: 'YYYYMMDD: changes are accepted online until 23:59 JST' }),
  cancellationPolicy: Policy,
});

export const ChangeRecord = component(
  'ChangeRecord',
  Type.Object({
    changeId: Type.Integer(),
    createdAt: Type.String(),
    before: ChangeSummary,
    after: ChangeSummary,
    difference: Type.Integer(),
    removedCoupons: Type.Array(RemovedCoupon),
    refund: Type.Integer(),
  }),
);

export type ChangeSummary = Static<typeof ChangeSummary>;
export type ChangeQuoteView = Static<typeof ChangeQuoteView>;
export type ChangeRecord = Static<typeof ChangeRecord>;
export type ChangeQuoteBody = Static<typeof ChangeQuoteBody>;
export type ChangeBody = Static<typeof ChangeBody>;
export type RemovedCoupon = Static<typeof RemovedCoupon>;

/**
 * The fields a quote and a booking answer share, each written once (ChangeSummary uses the dates and
 * the totals too). What differs is spread beside them: the party (a quote's snapshot, a booking's
 * stored party), the stay view and the coupons (offers, or the coupons used).
 */
const pricedFields = {
  kind: Type.String(),
  productName: Type.String(),
  ids: Ids,
  ...datesFields,
  rental: Type.Union([RentalView, Type.Null()], {
    description: 'rentacar: the rental chosen, else null',
  }),
  priceRows: Type.Array(PriceRow),
  choices: Type.Union([TourChoicesView, Type.Null()], { description: 'tour: what was chosen and got' }),
  ...totalsFields,
  cancellationPolicy: Policy,
};

export const QuoteView = Type.Object({
  ...pricedFields,
  transport: Nullable(Transport),
  party: PartySnapshot,
  stay: Type.Union([QuoteStayView, Type.Null()], {
    description: 'yado, dp: room type, rooms, check-in time, requests and what may be chosen',
  }),
  stock: Type.Integer(),
  coupons: Type.Array(CouponOfferSchema),
  bestCoupon: Type.Union([CouponOfferSchema, Type.Null()]),
  bestSelection: Type.Union([CouponSelectionSchema, Type.Null()]),
  appliedCoupon: Type.Union([CouponOfferSchema, Type.Null()], {
    description: 'when exactly one coupon is applied',
  }),
  appliedCoupons: Type.Array(AppliedCouponSchema),
  couponsUnavailable: Type.Boolean({
    description: 'the coupon service did not answer: priced without coupons (spec §4 API_ERROR)',
  }),
});

export const BookingView = component(
  'Booking',
  Type.Object({
    bookingNumber: Type.String(),
    status: Type.String({ description: 'confirmed | cancelled' }),
    ...pricedFields,
    party: StoredParty,
    travellers: Travellers,
    stay: Type.Union([BookedStayView, Type.Null()], {
      description: 'yado, dp: room type, rooms, check-in time and requests',
    }),
    couponCode: Type.Union([Type.String(), Type.Null()]),
    coupons: Type.Array(BookedCouponSchema, {
      description: 'each coupon used, in order, with its name and discount',
    }),
    cancellable: Type.Boolean(),
    cancellationChargeNow: Type.Union([Type.Integer(), Type.Null()]),
    cancellationCharge: Type.Union([Type.Integer(), Type.Null()]),
    createdAt: Type.String(),
    cancelledAt: Type.Union([Type.String(), Type.Null()]),
    payment: PaymentView,
    cancelReason: Type.Union([Type.Literal('traveller'), Type.Literal('payment_deadline'), Type.Null()]),
    changeable: Type.Boolean({ description: 'whether the traveller may change it online now (issue 18.5)' }),
    changeDeadline: Type.Union([Type.String({ description: 'YYYYMMDD, until 23:59 JST' }), Type.Null()], {
      description: 'the last day of online changes (null: the kind is never changed online)',
    }),
    changes: Type.Array(ChangeRecord, { description: 'the traveller’s changes, oldest first' }),
  }),
);

export const ChangeResult = Type.Object({ booking: BookingView, change: ChangeRecord });

/** GET /v1/bookings: the logged-in user's bookings, newest first. */
export const BookingList = Type.Object({ bookings: Type.Array(BookingView) });
export type ChangeResult = Static<typeof ChangeResult>;

export const bookingErrors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
  503: ErrorSchema,
};
