/**
 * Operator payment API (issue 17), under the back office plugin (routes/operator/index.ts admits
 * the roles of the `bookings` area: admin and support change): the bank transfer of a booking
 * arrived.
 *
 *   POST /v1/operator/bookings/:bookingNumber/payment {status: 'paid'}
 *     → 200 {bookingNumber, payment}  (入金待ち → 入金済み; the traveller gets a mail; audited)
 * Errors: 400 PYE800 malformed, 404 BKE901 no such booking, 409 PYE801 not awaiting a payment,
 * 503 BKE900.
 */
import type { App } from '../../app';
import { ErrorSchema } from '../../schemas/common';
import { OperatorPaymentAnswer, OperatorPaymentBody, OperatorPaymentParams } from '../../schemas/payment';
import { strictBody } from '../../services/auth/strictBody';
import { actorOf, operatorSecurity } from '../../services/operator/access';
import { markBookingPaid } from '../../services/payment/bookingPayment';

const CONFIG = { validationErrorCode: 'PYE800', failureErrorCode: 'BKE900' };

export async function operatorPaymentRoutes(app: App): Promise<void> {
  app.post(
    '/v1/operator/bookings/:bookingNumber/payment',
    {
      config: CONFIG,
      bodyLimit: 1024,
      preValidation: strictBody(OperatorPaymentBody, CONFIG.validationErrorCode),
      schema: {
        tags: ['operator'],
        summary: 'Record the bank transfer of a booking (入金待ち → 入金済み)',
        security: operatorSecurity('bookings', 'POST'),
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
    async (request) => markBookingPaid(app.ctx.db, request.params.bookingNumber, actorOf(request)),
  );
}
