/**
 * Bookings in the back office (issue 19 item 6): read by every operator, changed by admin and support.
 *   GET  /v1/operator/bookings?bookingNumber&name&email&product&from&to&status&kind&userId&page
 *                                                   → 200 {bookings, count, page, pageSize}
 *   GET  /v1/operator/bookings.csv?(same filters)   → 200 text/csv (at most 5,000 rows, newest first;
 *                                                     header x-truncated: 1 when the search has more)
 *   GET  /v1/operator/bookings/:bookingNumber       → 200 {booking, customer, notes, history}
 *   POST /v1/operator/bookings/:bookingNumber/cancel → 200 (the same) — the traveller's cancellation
 *                                                     made for them: 409 BKE805 past the deadline, BKE807 twice
 *   POST /v1/operator/bookings/:bookingNumber/notes {body} → 201 (the same)
 * Errors: 400 OPR800, 404 BKE901, 409 BKE805/BKE807.
 */
import type { App } from '../../app';
import { ErrorSchema } from '../../schemas/common';
import {
  BookingDetailAnswer,
  BookingNumberParams,
  BookingSearchAnswer,
  BookingSearchQuery,
  BookingsCsvAnswer,
  NoteBody,
} from '../../schemas/operatorBookings';
import { strictBody } from '../../services/auth/strictBody';
import { actorOf, operatorSecurity } from '../../services/operator/access';
import {
  addNote,
  bookingDetail,
  bookingsCsv,
  cancelForCustomer,
  searchBookings,
} from '../../services/operator/bookings';
import { OPERATOR_CONFIG, OPERATOR_ERRORS } from './accounts';

const tags = ['operator'];
const read = operatorSecurity('bookings', 'GET');
const write = operatorSecurity('bookings', 'POST');

export async function operatorBookingRoutes(app: App): Promise<void> {
  app.get(
    '/v1/operator/bookings',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'Search bookings (newest first, 50 a page)',
        security: read,
        querystring: BookingSearchQuery,
        response: { 200: BookingSearchAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return searchBookings(app.ctx.db, request.query);
    },
  );

  app.get(
    '/v1/operator/bookings.csv',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'A booking search as CSV (UTF-8 with BOM; at most 5,000 rows)',
        security: read,
        querystring: BookingSearchQuery,
        produces: ['text/csv'],
        response: {
          200: BookingsCsvAnswer,
          ...OPERATOR_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { csv, truncated } = await bookingsCsv(app.ctx.db, request.query);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bookings.csv"')
        .header('x-truncated', truncated ? '1' : '0')
        .send(csv);
    },
  );

  app.get(
    '/v1/operator/bookings/:bookingNumber',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'A booking with its customer, internal notes and back-office history',
        security: read,
        params: BookingNumberParams,
        response: { 200: BookingDetailAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return bookingDetail(app.ctx.db, request.params.bookingNumber);
    },
  );

  app.post(
    '/v1/operator/bookings/:bookingNumber/cancel',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary:
          "Cancel on the customer's behalf (the traveller's cancellation rules; stock and coupon given back)",
        security: write,
        params: BookingNumberParams,
        response: { 200: BookingDetailAnswer, ...OPERATOR_ERRORS, 409: ErrorSchema },
      },
    },
    async (request) => cancelForCustomer(app, actorOf(request), request.params.bookingNumber),
  );

  app.post(
    '/v1/operator/bookings/:bookingNumber/notes',
    {
      config: OPERATOR_CONFIG,
      preValidation: strictBody(NoteBody, 'OPR800'),
      schema: {
        tags,
        summary: 'Add an internal note (never shown to the traveller)',
        security: write,
        params: BookingNumberParams,
        body: NoteBody,
        response: { 201: BookingDetailAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addNote(app, actorOf(request), request.params.bookingNumber, request.body.body)),
  );
}
