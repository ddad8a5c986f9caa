/**
 * Bookings (issue 7 items 3, 4, 6). Every call needs a logged-in user (401 ACE803); POSTs carry the
 * session's x-csrf-token (global CSRF hook, 403 ACE805). The flow and its rules live in
 * services/booking/ (price recomputed from the database, stock taken atomically, coupons).
 *
 * - POST /v1/bookings/quote   body QuoteBody → 200 QuoteView (price rows, total, usable coupons,
 *   best coupon, the asked coupon's discount, cancellation policy)
 * - POST /v1/bookings         header Idempotency-Key (8–128 visible ASCII), body BookingBody
 *   → 201 BookingView (created) | 200 BookingView (the same key and body again: the same booking)
 * - GET  /v1/bookings?lang=   → 200 { bookings: BookingView[] } (newest first)
 * - GET  /v1/bookings/:bookingNumber?lang=   → 200 BookingView
 *   (`lang`: product names in the page's language, read from the catalog: services/booking/productNames.ts)
 * - POST /v1/bookings/:bookingNumber/cancel  → 200 BookingView (status cancelled)
 * - POST /v1/bookings/:bookingNumber/change/quote  body ChangeQuoteBody → 200 ChangeQuoteView (the
 *   booking before and after, new price rows, difference, coupons removed, payment; nothing written)
 * - POST /v1/bookings/:bookingNumber/change  header Idempotency-Key, body ChangeBody
 *   → 200 ChangeResult (the changed booking and the change record; the same key and body again:
 *   the same answer). Stock moves in one transaction (services/booking/bookingChange.ts).
 *
 * Errors: 400 BKE800 malformed request (wrong JSON types: bodies are checked strictly, never
 * coerced; unknown fields; out-of-range counts; NUL; body over 64 KiB); 400 BKE804 party or
 * product/date not bookable; 409 BKE801 sold out; 409 BKE802 expectedTotal differs from the
 * recomputed total; 409 BKE803 coupon not usable; 409 BKE805 past the online cancellation
 * deadline; 422 BKE806 Idempotency-Key reused with another body; 409 BKE807 already cancelled;
 * 409 BKE808 not changeable online (a tour, past the change deadline); 409 BKE809 a paid transfer
 * whose change costs more; 400 BKE810 / BKE811 travellers' names not in katakana (a Japanese
 * booking) / Latin letters (an English one); 404 BKE901 no such booking of this user; 503 BKE900 database out of
 * reach, or coupons asked for while the coupon service does not answer (a quote without coupons
 * asked is then priced without coupons, `couponsUnavailable: true`).
 */
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import {
  BookingBody,
  BookingList,
  bookingErrors as errors,
  BookingView,
  ChangeBody,
  ChangeQuoteBody,
  ChangeQuoteView,
  ChangeResult,
  IdempotencyHeaders,
  BookingReadQuery,
  NumberParams,
  QuoteBody,
  QuoteView,
} from '../schemas/bookings';
import { requireViewer } from '../services/auth/viewer';
import {
  cancelBooking,
  createBooking,
  getBooking,
  listBookings,
  quoteBooking,
  requestHash,
} from '../services/booking/bookings';
import { changeBooking, quoteBookingChange } from '../services/booking/bookingChange';
import type { BookingInput, QuoteInput } from '../services/booking/request';
import { inViewerLanguage } from '../services/booking/productNames';
import { componentContext } from '../schemas/components';
import { checkTravellerNames } from '../services/booking/travellerNames';

const VALIDATION = 'BKE800';
const FAILURE = 'BKE900';
export const BOOKING_BODY_LIMIT = 64 * 1024;

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

/**
 * JSON bodies are checked as sent: the server's validator would coerce "2" into 2. The shared shapes
 * the body refers to (a child, the travellers) are resolved from the components.
 */
function strictBody(schema: TSchema) {
  const components = componentContext();
  return async (request: FastifyRequest): Promise<void> => {
    if (!Value.Check(components, schema, request.body)) {
      const first = Value.Errors(components, schema, request.body)[0] as
        { instancePath?: string } | undefined;
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
        travellers: checkTravellerNames(request.body.travellers, request.body.lang),
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
        querystring: BookingReadQuery,
        response: { 200: BookingList, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      reply.header('cache-control', 'private, no-store');
      const bookings = await listBookings(app.ctx.db, viewer.userId);
      return { bookings: await inViewerLanguage(app.ctx.db, bookings, request.query.lang) };
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
        querystring: BookingReadQuery,
        response: { 200: BookingView, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      reply.header('cache-control', 'private, no-store');
      const booking = await getBooking(app.ctx.db, viewer.userId, request.params.bookingNumber);
      return (await inViewerLanguage(app.ctx.db, [booking], request.query.lang))[0] ?? booking;
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
  app.post(
    '/v1/bookings/:bookingNumber/change/quote',
    {
      config,
      bodyLimit: BOOKING_BODY_LIMIT,
      onRequest: bodySizeCheck(BOOKING_BODY_LIMIT),
      preValidation: strictBody(ChangeQuoteBody),
      schema: {
        tags: ['bookings'],
        summary:
          'Price a change of the booking (date, nights, party, rooms, rental times): before, after, difference; writes nothing',
        params: NumberParams,
        body: ChangeQuoteBody,
        response: { 200: ChangeQuoteView, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      reply.header('cache-control', 'no-store');
      return quoteBookingChange(app, request.log, viewer.userId, request.params.bookingNumber, request.body);
    },
  );

  app.post(
    '/v1/bookings/:bookingNumber/change',
    {
      config,
      bodyLimit: BOOKING_BODY_LIMIT,
      onRequest: bodySizeCheck(BOOKING_BODY_LIMIT),
      preValidation: strictBody(ChangeBody),
      schema: {
        tags: ['bookings'],
        summary:
          'Change the booking (idempotent by the Idempotency-Key header): stock moved in one transaction, the change mail queued',
        params: NumberParams,
        headers: IdempotencyHeaders,
        body: ChangeBody,
        response: { 200: ChangeResult, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      reply.header('cache-control', 'no-store');
      return changeBooking(
        app,
        request.log,
        viewer.userId,
        request.params.bookingNumber,
        {
          key: request.headers['idempotency-key'],
          hash: requestHash({ bookingNumber: request.params.bookingNumber, ...request.body }),
        },
        request.body,
      );
    },
  );
}
