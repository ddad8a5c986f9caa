/**
 * Answers of the coupon service (couponService/index.ts, SPEC.md §7 CouponList / UserCouponList,
 * §8 codes in CommonInformation.ErrorList). The service writes its answer text itself from the
 * database's JSON (no serialiser runs), so these schemas document it; couponService.test.ts checks
 * real answers against them, unknown properties refused. The request bodies stay open on purpose:
 * a malformed field is answered in ErrorList ('0001'), as the spec says, not by the validator.
 */
import { couponServiceAnswers, RawCouponSchema } from '@tabiyori/domain';
import { Type } from 'typebox';
import { component } from './components';
import { CouponDefinitionView } from './operatorCoupons';

/**
 * One coupon row as the service answers it: the domain's row (packages/domain/src/coupon/serviceTypes.ts
 * RawCouponSchema: the stored definition, its language and live use counts), its code always present.
 */
const ServiceCoupon = component(
  'CouponServiceCoupon',
  Type.Object(
    { ...RawCouponSchema.properties, ...CouponDefinitionView.properties },
    { additionalProperties: false },
  ),
);

const answers = couponServiceAnswers(ServiceCoupon);

/** The answers' envelopes, ErrorList and user coupon items are the domain's (couponServiceAnswers). */
export const CouponListAnswer = answers.couponList;
export const UserCouponListAnswer = answers.userCouponList;
