/** The back office dashboard's answer (GET /v1/operator/dashboard, issue 19 item 7). */
import { Type } from 'typebox';
import { MaintenanceStateSchema } from './operator';

const Ymd = Type.String({ pattern: '^[0-9]{8}$', description: 'YYYYMMDD, Japan time' });

export const LowStockSchema = Type.Object({
  kind: Type.Union([Type.Literal('room'), Type.Literal('seat')]),
  /** hotel id (rooms) or tour id (seats) */
  productId: Type.String(),
  productName: Type.String(),
  /** room id (rooms) or tour id (seats) */
  itemId: Type.String(),
  itemName: Type.String(),
  date: Ymd,
  stock: Type.Integer({ minimum: 0 }),
});

export const DashboardAnswer = Type.Object({
  today: Type.Object({
    date: Ymd,
    bookings: Type.Integer({ description: 'bookings made today (Japan time)' }),
    cancellations: Type.Integer({ description: 'bookings cancelled today' }),
    sales: Type.Integer({ description: 'yen paid for the bookings made today and not cancelled' }),
  }),
  lowStock: Type.Object({
    threshold: Type.Object({ rooms: Type.Integer(), seats: Type.Integer() }),
    items: Type.Array(LowStockSchema, { description: 'the next 14 days, lowest first, at most 50' }),
  }),
  coupons: Type.Object({
    uses: Type.Integer({ description: 'coupon uses counted now (cancellations give theirs back)' }),
    userCouponsIssued: Type.Integer(),
    userCouponsUsed: Type.Integer({ description: 'user coupons held by a booking now' }),
    top: Type.Array(
      Type.Object({ couponCode: Type.String(), couponName: Type.String(), uses: Type.Integer() }),
      {
        maxItems: 5,
      },
    ),
  }),
  maintenance: MaintenanceStateSchema,
});
