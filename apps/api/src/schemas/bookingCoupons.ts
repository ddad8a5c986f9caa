/**
 * Coupons of a booking (issue 18 item 3): the request field naming several coupons, the coupons
 * usable alone, the best selection and the applied coupons of a quote, and the coupons a stored
 * booking used. Rules: domain coupon/stacking.ts (conbineFlag) and coupon/conditions.ts; the
 * service is services/booking/coupons.ts.
 */
import { Type } from 'typebox';
import { component } from './components';

const code = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

/** Request fields of POST /v1/bookings/quote and POST /v1/bookings. */
export const bookingCouponFields = {
  couponCode: Type.Optional(code),
  couponCodes: Type.Optional(
    Type.Array(code, {
      maxItems: 5,
      uniqueItems: true,
      description:
        'several coupons: all combinable (conbineFlag 1), or one that is not; applied in the order leaving the lowest price. Takes precedence over couponCode',
    }),
  ),
};

export const CouponOfferSchema = component(
  'CouponOffer',
  Type.Object({
    couponCode: Type.String(),
    couponName: Type.String(),
    remarks: Type.String(),
    isUserCoupon: Type.Boolean(),
    userCouponKey: Type.Union([Type.String(), Type.Null()]),
    combinable: Type.Boolean({ description: 'combines with other combinable coupons (conbineFlag 1)' }),
    discount: Type.Integer({ description: 'its discount alone' }),
    paidTotal: Type.Integer({ description: 'the total after it alone' }),
  }),
);

export const AppliedCouponSchema = component(
  'AppliedCoupon',
  Type.Object({
    couponCode: Type.String(),
    couponName: Type.String(),
    isUserCoupon: Type.Boolean(),
    userCouponKey: Type.Union([Type.String(), Type.Null()]),
    discount: Type.Integer({ description: 'what it takes off after the coupons before it' }),
  }),
);

export const CouponSelectionSchema = component(
  'CouponSelection',
  Type.Object({
    coupons: Type.Array(AppliedCouponSchema, { description: 'in the order they apply' }),
    discount: Type.Integer(),
    paidTotal: Type.Integer(),
  }),
);

export const BookingCouponSchema = component(
  'BookingCoupon',
  Type.Object({
    couponCode: Type.String(),
    discount: Type.Integer(),
  }),
);

/** A coupon a stored booking used: its code, its name in each language and its discount. */
export const BookedCouponSchema = component(
  'BookedCoupon',
  Type.Object({
    couponCode: Type.String(),
    couponName: Type.Object(
      { ja: Type.String(), en: Type.String() },
      { description: 'the coupon’s name; en falls back to ja, a coupon no longer stored to its code' },
    ),
    discount: Type.Integer(),
  }),
);
