/**
 * Operator payment API (issue 17), operators only (401 ACE803 without a session, 403 ACE804 for a
 * traveller; x-csrf-token): the bank transfer of a booking arrived.
 *
 *   POST /v1/operator/bookings/:bookingNumber/payment {status: 'paid'}
 *     → 200 {bookingNumber, payment}  (入金待ち → 入金済み; the traveller gets a mail)
 * Errors: 400 PYE800 malformed, 404 BKE901 no such booking, 409 PYE801 not awaiting a payment,
 * 503 BKE900.
 */
import type { App } from '../app';
import { ErrorSchema } from './accountSchemas';
import { strictBody } from '../services/auth/strictBody';
import { requireOperator } from '../services/auth/viewer';
import { markBookingPaid } from '../services/payment/bookingPayment';
import { OperatorPaymentAnswer, OperatorPaymentBody, OperatorPaymentParams } from '../schemas/payment';

const CONFIG = { validationErrorCode: 'PYE800', failureErrorCode: 'BKE900' };

export async function operatorPaymentsRoutes(app: App): Promise<void> {
  // Who may call comes before what was sent: a visitor or traveller never learns the body's rules.
  app.addHook('onRequest', async (request) => {
    await requireOperator(app, request);
  });
  app.post(
    '/v1/operator/bookings/:bookingNumber/payment',
    {
      config: CONFIG,
      bodyLimit: 1024,
      preValidation: strictBody(OperatorPaymentBody, CONFIG.validationErrorCode),
      schema: {
        tags: ['operator'],
        summary: 'Record the bank transfer of a booking (入金待ち → 入金済み); operators only',
        params: OperatorPaymentParams,
        body: OperatorPaymentBody,
        response: {
          200: OperatorPaymentAnswer,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => {
      const operator = await requireOperator(app, request);
      return markBookingPaid(app.ctx.db, request.params.bookingNumber, operator.userId);
    },
  );
}
