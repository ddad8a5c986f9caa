/** Payment shapes (issue 17): a booking's payment and the operator's record of a bank transfer. */
import { Type } from 'typebox';
import { component } from './components';

export const PaymentView = component(
  'Payment',
  Type.Object(
    {
      method: Type.Union([Type.Literal('onsite'), Type.Literal('bank_transfer')]),
      status: Type.Union([Type.Literal('onsite'), Type.Literal('awaiting'), Type.Literal('paid')], {
        description: 'onsite: paid on the day; awaiting: 入金待ち; paid: 入金済み',
      }),
      deadline: Type.Union([Type.String({ description: 'YYYYMMDD, until 23:59 JST' }), Type.Null()]),
      paidAt: Type.Union([Type.String(), Type.Null()]),
    },
    { description: 'How the booking is paid (issue 17)' },
  ),
);

export const OperatorPaymentParams = Type.Object({
  bookingNumber: Type.String({ maxLength: 40 }),
});

export const OperatorPaymentBody = Type.Object(
  {
    status: Type.Literal('paid', { description: 'the bank transfer arrived: 入金待ち → 入金済み' }),
  },
  { additionalProperties: false },
);

export const OperatorPaymentAnswer = Type.Object({
  bookingNumber: Type.String(),
  payment: PaymentView,
});
