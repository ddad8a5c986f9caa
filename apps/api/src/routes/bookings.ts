/**
 * Bookings (issue 7 items 3, 4, 6). Every call needs a logged-in user (401 ACE803); POSTs carry the
 * session's x-csrf-token (global CSRF hook, 403 ACE805). The flow and its rules live in
 * services/booking/ (price recomputed from the database, stock taken atomically, coupons).
 *
 * - POST /v1/bookings/quote   body QuoteBody → 200 QuoteView (price rows, total, usable coupons,
 *   best coupon, the asked coupon's discount, cancellation policy)
 * - POST /v1/bookings         header Idempotency-Key (8–128 visible ASCII), body BookingBody
 *   → 201 BookingView (created) | 200 BookingView (the same key and body again: the same booking)
 * - GET  /v1/bookings         → 200 { bookings: BookingView[] } (newest first)
 * - GET  /v1/bookings/:bookingNumber         → 200 BookingView
 * - POST /v1/bookings/:bookingNumber/cancel  → 200 BookingView (status cancelled)
 *
 * Errors: 400 BKE800 malformed request (wrong JSON types: bodies are checked strictly, never
 * coerced; unknown fields; out-of-range counts; NUL; body over 64 KiB); 400 BKE804 party or
 * product/date not bookable; 409 BKE801 sold out; 409 BKE802 expectedTotal differs from the
 * recomputed total; 409 BKE803 coupon not usable; 409 BKE805 past the online cancellation
 * deadline; 422 BKE806 Idempotency-Key reused with another body; 409 BKE807 already cancelled;
 * 404 BKE901 no such booking of this user; 503 BKE900 database out of reach, or coupons asked for
 * while the coupon service does not answer (a quote without coupons asked is then priced without
 * coupons, `couponsUnavailable: true`).
 */
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { PaymentView } from '../schemas/payment';
import { requireViewer } from '../services/auth/viewer';
import {
  cancelBooking,
  createBooking,
  getBooking,
  listBookings,
  quoteBooking,
  requestHash,
} from '../services/booking/bookings';
import type { BookingInput, QuoteInput } from '../services/booking/request';
import { tourChoiceFields, TourChoicesView } from '../schemas/bookingChoices';
import {
  AppliedCouponSchema,
  BookingCouponSchema,
  bookingCouponFields,
  CouponOfferSchema,
  CouponSelectionSchema,
} from '../schemas/bookingCoupons';

const VALIDATION = 'BKE800';
const FAILURE = 'BKE900';
export const BOOKING_BODY_LIMIT = 64 * 1024;

const id = (description: string) =>
  Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$', description }));
const ymd = (description: string) => Type.String({ pattern: '^[0-9]{8}$', description });
const hhmm = (description: string) => Type.Optional(Type.String({ pattern: '^[0-9]{4}$', description }));

const Child = Type.Object(
  {
    age: Type.Integer({ minimum: 0, maximum: 17 }),
    useBed: Type.Boolean(),
    useSeat: Type.Optional(Type.Boolean()),
    isSchoolChild: Type.Boolean(),
  },
  { additionalProperties: false },
);

const quoteFields = {
  kind: Type.Union([
    Type.Literal('tour'),
    Type.Literal('yado'),
    Type.Literal('dp'),
    Type.Literal('optional'),
    Type.Literal('rentacar'),
  ]),
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
};

const QuoteBody = Type.Object(quoteFields, { additionalProperties: false });

const name = Type.String({ minLength: 1, maxLength: 40 });
const kana = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[ァ-ヶー・　 ]+$',
  description: 'full-width katakana',
});

const Travellers = Type.Object(
  {
    lead: Type.Object(
      {
        familyName: name,
        givenName: name,
        familyNameKana: kana,
        givenNameKana: kana,
        email: Type.String({ maxLength: 254, pattern: '^[^@\\s]{1,64}@[^@\\s]{1,189}$' }),
        phone: Type.String({ pattern: '^[0-9+() -]{8,20}$' }),
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
);

const BookingBody = Type.Object(
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

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({ minLength: 8, maxLength: 128, pattern: '^[\\x21-\\x7E]+$' }),
});

const NumberParams = Type.Object({ bookingNumber: Type.String({ maxLength: 40 }) });

const ErrorBody = Type.Object({ status: Type.Number(), message: Type.String(), errorCode: Type.String() });

const PriceRow = Type.Object({
  label: Type.String(),
  paxType: Type.String(),
  category: Type.String(),
  unitPrice: Type.Integer(),
  count: Type.Integer(),
  amount: Type.Integer(),
});

const Ids = Type.Object({
  tourId: Type.Optional(Type.String()),
  hotelId: Type.Optional(Type.String()),
  planId: Type.Optional(Type.String()),
  roomId: Type.Optional(Type.String()),
  optionalId: Type.Optional(Type.String()),
  carId: Type.Optional(Type.String()),
});

const CouponOffer = CouponOfferSchema;

const Policy = Type.Unknown({
  description:
    'cancellation policy: { kind, departureDate, tiers: [{ fromDaysBefore, toDaysBefore, percent, firstDay, lastDay, label: { ja, en } }], noShowPercent, noShowLabel, onlineCancelUntil (YYYYMMDDHHmm JST) }',
});

const QuoteView = Type.Object({
  kind: Type.String(),
  productName: Type.String(),
  ids: Ids,
  startDate: Type.String(),
  endDate: Type.String(),
  nights: Type.Integer(),
  rental: Type.Unknown({ description: 'rentacar: { pickupTime, returnDate, returnTime, days }, else null' }),
  transport: Type.Unknown({
    description: 'dp: { mode: jr, seatClass, departure: { ja, en }, roundTripTotal }, else null',
  }),
  party: Type.Unknown(),
  priceRows: Type.Array(PriceRow),
  choices: Type.Union([TourChoicesView, Type.Null()], { description: 'tour: what was chosen and got' }),
  total: Type.Integer(),
  stock: Type.Integer(),
  coupons: Type.Array(CouponOffer),
  bestCoupon: Type.Union([CouponOffer, Type.Null()]),
  bestSelection: Type.Union([CouponSelectionSchema, Type.Null()]),
  appliedCoupon: Type.Union([CouponOffer, Type.Null()], {
    description: 'when exactly one coupon is applied',
  }),
  appliedCoupons: Type.Array(AppliedCouponSchema),
  couponDiscount: Type.Integer(),
  paidTotal: Type.Integer(),
  cancellationPolicy: Policy,
  couponsUnavailable: Type.Boolean({
    description: 'the coupon service did not answer: priced without coupons (spec §4 API_ERROR)',
  }),
});

const BookingView = Type.Object({
  bookingNumber: Type.String(),
  status: Type.String({ description: 'confirmed | cancelled' }),
  kind: Type.String(),
  productName: Type.String(),
  ids: Ids,
  startDate: Type.String(),
  endDate: Type.String(),
  nights: Type.Integer(),
  party: Type.Unknown(),
  travellers: Type.Unknown(),
  priceRows: Type.Array(PriceRow),
  choices: Type.Union([TourChoicesView, Type.Null()], { description: 'tour: what was chosen and got' }),
  total: Type.Integer(),
  couponCode: Type.Union([Type.String(), Type.Null()]),
  coupons: Type.Array(BookingCouponSchema, { description: 'each coupon used, in order, with its discount' }),
  couponDiscount: Type.Integer(),
  paidTotal: Type.Integer(),
  cancellationPolicy: Policy,
  cancellable: Type.Boolean(),
  cancellationChargeNow: Type.Union([Type.Integer(), Type.Null()]),
  cancellationCharge: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  cancelledAt: Type.Union([Type.String(), Type.Null()]),
  payment: PaymentView,
  cancelReason: Type.Union([Type.Literal('traveller'), Type.Literal('payment_deadline'), Type.Null()]),
});

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  503: ErrorBody,
};

/**
 * A body over the route's limit is the caller's mistake like any other malformed request: 400
 * BKE800 from its Content-Length, before it is read (the bodyLimit still stops a chunked one).
 */
function bodySizeCheck(limit: number) {
  return async (request: FastifyRequest): Promise<void> => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limit) throw new ApiFailure(400, VALIDATION, 'request body is too large');
  };
}

/** JSON bodies are checked as sent: the server's validator would coerce "2" into 2. */
function strictBody(schema: TSchema) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!Value.Check(schema, request.body)) {
      const first = Value.Errors(schema, request.body)[0] as { instancePath?: string } | undefined;
      const field = first?.instancePath?.replace(/^\//, '');
      throw new ApiFailure(400, VALIDATION, field ? `${field} is invalid` : 'request is invalid');
    }
  };
}

function quoteInput(body: Static<typeof QuoteBody>): QuoteInput {
  const { children: _children, ...rest } = body;
  return {
    ...rest,
    children: (body.children ?? []).map((c) => ({ ...c, useSeat: c.useSeat ?? false })),
  };
}

export async function bookingsRoutes(app: App): Promise<void> {
  const config = { validationErrorCode: VALIDATION, failureErrorCode: FAILURE };

  app.post(
    '/v1/bookings/quote',
    {
      config,
      bodyLimit: BOOKING_BODY_LIMIT,
      onRequest: bodySizeCheck(BOOKING_BODY_LIMIT),
      preValidation: strictBody(QuoteBody),
      schema: {
        tags: ['bookings'],
        summary: 'Price a booking for the logged-in user: rows, total, usable coupons, cancellation policy',
        body: QuoteBody,
        response: { 200: QuoteView, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(app, request);
      return quoteBooking(app, request.log, viewer.userId, quoteInput(request.body));
    },
  );

  app.post(
    '/v1/bookings',
    {
      config,
      bodyLimit: BOOKING_BODY_LIMIT,
      onRequest: bodySizeCheck(BOOKING_BODY_LIMIT),
      preValidation: strictBody(BookingBody),
      schema: {
        tags: ['bookings'],
        summary:
          'Book (idempotent by the Idempotency-Key header): 201 created, 200 the key’s earlier booking',
        headers: IdempotencyHeaders,
        body: BookingBody,
        response: { 200: BookingView, 201: BookingView, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      const key = request.headers['idempotency-key'];
      const input: BookingInput = {
        ...quoteInput(request.body),
        expectedTotal: request.body.expectedTotal,
        travellers: request.body.travellers,
      };
      const result = await createBooking(
        app,
        request.log,
        viewer.userId,
        key,
        requestHash(request.body),
        input,
      );
      reply.header('cache-control', 'no-store');
      return reply.status(result.created ? 201 : 200).send(result.booking);
    },
  );

  app.get(
    '/v1/bookings',
    {
      config,
      schema: {
        tags: ['bookings'],
        summary: 'The logged-in user’s bookings, newest first',
        response: { 200: Type.Object({ bookings: Type.Array(BookingView) }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      reply.header('cache-control', 'private, no-store');
      return { bookings: await listBookings(app.ctx.db, viewer.userId) };
    },
  );

  app.get(
    '/v1/bookings/:bookingNumber',
    {
      config,
      schema: {
        tags: ['bookings'],
        summary: 'One booking of the logged-in user (another user’s number: 404 BKE901)',
        params: NumberParams,
        response: { 200: BookingView, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      reply.header('cache-control', 'private, no-store');
      return getBooking(app.ctx.db, viewer.userId, request.params.bookingNumber);
    },
  );

  app.post(
    '/v1/bookings/:bookingNumber/cancel',
    {
      config,
      bodyLimit: 1024,
      onRequest: bodySizeCheck(1024),
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a booking online (until 前日 23:59 JST); gives the stock and the coupon back',
        params: NumberParams,
        response: { 200: BookingView, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(app, request);
      return cancelBooking(app.ctx.db, viewer.userId, request.params.bookingNumber);
    },
  );
}
