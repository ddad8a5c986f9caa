/**
 * Coupons (spec §3 entities, §4 statuses, §5 eligibility, §7 coupon service, §8 service errors,
 * §9 discount formulas). Pure rules: the API calls the coupon service and feeds the answers here.
 */
export * from './types';
export * from './serviceTypes';
export * from './couponTime';
export * from './requestBuilder';
export * from './normalize';
export * from './userCoupons';
export * from './serviceResult';
export * from './eligibility';
export * from './rounding';
export * from './totalPrice';
export * from './discount';
export * from './discountResult';
export * from './bestCoupon';
export * from './paxSlots';
export * from './couponPricing';
export * from './conditions';
export * from './stacking';
