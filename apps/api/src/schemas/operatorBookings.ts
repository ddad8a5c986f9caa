/**
 * Shapes of the back office's bookings and customers (/v1/operator/bookings…, /v1/operator/customers…,
 * issue 19 item 6). Services use `Static<>` of these.
 */
import { EMAIL_MAX_LENGTH } from '@tabiyori/domain';
import { Type } from 'typebox';
import { component } from './components';
import { RentalView } from './rentacar';
import { AuditEntrySchema } from './operator';
import { PaymentView } from './payment';
import { BookedCouponSchema } from './bookingCoupons';
import { ChangeRecord, Ids, PriceRow, Travellers } from './bookings';
import { StoredParty } from './bookingParty';
import { Nullable } from './common';
import { BookedStayView } from './bookingStay';
import { TourChoicesView } from './bookingChoices';

const Ymd = Type.String({ pattern: '^[0-9]{8}$', description: 'YYYYMMDD, Japan time' });

export const BookingStatusSchema = Type.Union([Type.Literal('confirmed'), Type.Literal('cancelled')]);
export const BookingKindSchema = Type.Union([
  Type.Literal('tour'),
  Type.Literal('yado'),
  Type.Literal('dp'),
  Type.Literal('optional'),
  Type.Literal('rentacar'),
]);

export const BookingSearchQuery = Type.Object({
  bookingNumber: Type.Optional(
    Type.String({ maxLength: 12, description: 'a booking number or its beginning (TB…)' }),
  ),
  name: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'part of the lead traveller’s or account’s name: kanji, kana or Latin',
    }),
  ),
  email: Type.Optional(
    Type.String({ maxLength: EMAIL_MAX_LENGTH, description: 'part of the lead’s or account’s e-mail' }),
  ),
  product: Type.Optional(Type.String({ maxLength: 100, description: 'part of the product name, or its id' })),
  from: Type.Optional(Ymd),
  to: Type.Optional(Ymd),
  status: Type.Optional(BookingStatusSchema),
  kind: Type.Optional(BookingKindSchema),
  userId: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});

export const BookingRowSchema = component(
  'OperatorBookingRow',
  Type.Object({
    bookingNumber: Type.String(),
    status: BookingStatusSchema,
    kind: BookingKindSchema,
    productName: Type.String(),
    startDate: Ymd,
    endDate: Ymd,
    nights: Type.Integer(),
    userId: Type.String(),
    leadName: Type.String({ description: 'family and given name of the lead traveller' }),
    leadNameKana: Type.String(),
    leadEmail: Type.String(),
    paidTotal: Type.Integer({ description: 'yen' }),
    createdAt: Type.String({ description: 'ISO 8601' }),
    cancelledAt: Nullable(Type.String()),
  }),
);

export const BookingSearchAnswer = Type.Object({
  bookings: Type.Array(BookingRowSchema),
  count: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

export const BookingNumberParams = Type.Object({
  bookingNumber: Type.String({ maxLength: 40 }),
});

export const BookingNoteSchema = Type.Object({
  noteId: Type.Integer(),
  authorEmail: Type.String(),
  body: Type.String(),
  at: Type.String({ description: 'ISO 8601' }),
});

export const NoteBody = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);

export const CustomerSchema = component(
  'Customer',
  Type.Object({
    userId: Type.String(),
    email: Type.String(),
    familyName: Nullable(Type.String()),
    givenName: Nullable(Type.String()),
    familyNameKana: Nullable(Type.String()),
    givenNameKana: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    role: Type.String({ description: 'traveller or operator' }),
    createdAt: Type.String({ description: 'ISO 8601' }),
  }),
);

export const BookingDetailAnswer = Type.Object({
  booking: component(
    'OperatorBooking',
    Type.Intersect([
      BookingRowSchema,
      Type.Object({
        ids: Ids,
        party: StoredParty,
        rental: Type.Union([RentalView, Type.Null()], { description: 'rentacar: the rental chosen' }),
        travellers: Travellers,
        priceRows: Type.Array(PriceRow),
        choices: Type.Union([TourChoicesView, Type.Null()], {
          description: 'tour: the room type and optionals chosen, with their prices',
        }),
        total: Type.Integer(),
        couponCode: Nullable(Type.String()),
        couponDiscount: Type.Integer(),
        coupons: Type.Array(BookedCouponSchema, {
          description:
            'each coupon the booking used, in the order it applied, with its name and own discount',
        }),
        stay: Type.Union([BookedStayView, Type.Null()], {
          description: 'yado, dp: room type, rooms and who sleeps where, check-in time and requests',
        }),
        changes: Type.Array(ChangeRecord, {
          description: 'the traveller’s changes of the booking (issue 18 item 5), oldest first',
        }),
        cancellable: Type.Boolean({
          description: 'before the cancellation deadline (前日 23:59 JST) and not cancelled',
        }),
        cancellationChargeNow: Type.Union([Type.Integer(), Type.Null()]),
        cancellationCharge: Type.Union([Type.Integer(), Type.Null()]),
        payment: PaymentView,
      }),
    ]),
  ),
  customer: CustomerSchema,
  notes: Type.Array(BookingNoteSchema),
  history: Type.Array(AuditEntrySchema, { description: 'back-office changes of this booking, oldest first' }),
});

export const CustomerSearchQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: EMAIL_MAX_LENGTH,
    description: 'part of an e-mail or name, or a user id',
  }),
});

export const CustomerListAnswer = Type.Object({ customers: Type.Array(CustomerSchema) });

export const UserCouponRowSchema = Type.Object({
  userCouponKey: Type.String(),
  couponCode: Type.String(),
  couponName: Type.String(),
  depDate: Nullable(Ymd),
  useDatetimeTo: Nullable(Type.String()),
  bookingNumber: Nullable(Type.String()),
  returnDatetime: Nullable(Type.String()),
});

export const CustomerDetailAnswer = Type.Object({
  customer: CustomerSchema,
  bookings: Type.Array(BookingRowSchema),
  coupons: Type.Array(UserCouponRowSchema),
});

/** GET /v1/operator/bookings.csv: a booking search as CSV. */
export const BookingsCsvAnswer = Type.String({
  description: 'CSV (UTF-8 with BOM); header x-truncated: 1 when rows were left out',
});
