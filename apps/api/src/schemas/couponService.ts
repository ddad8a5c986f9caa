/**
 * Answers of the coupon service (couponService/index.ts, SPEC.md §7 CouponList / UserCouponList,
 * §8 codes in CommonInformation.ErrorList). The service writes its answer text itself from the
 * database's JSON (no serialiser runs), so these schemas document it; couponService.test.ts checks
 * real answers against them, unknown properties refused. The request bodies stay open on purpose:
 * a malformed field is answered in ErrorList ('0001'), as the spec says, not by the validator.
 */
import { RawCouponSchema } from '@tabiyori/domain';
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

const CommonInformation = Type.Object(
  {
    CallSystem: Type.String(),
    ErrorList: Type.Array(
      Type.Object(
        {
          ErrorCode: Type.String({
            description: "spec §8: '0001' parameter, '9998' maintenance, '9999' system",
          }),
          ErrorMessage: Type.String(),
        },
        { additionalProperties: false },
      ),
      { description: 'empty when the answer holds a result' },
    ),
  },
  { additionalProperties: false },
);

const answer = <T extends ReturnType<typeof Type.Object>>(result: T) =>
  Type.Object(
    {
      CommonInformation,
      Result: Type.Union([result, Type.Null()], { description: 'null with an error' }),
    },
    { additionalProperties: false },
  );

export const CouponListAnswer = answer(
  Type.Object({ CouponList: Type.Array(ServiceCoupon) }, { additionalProperties: false }),
);

export const UserCouponListAnswer = answer(
  Type.Object(
    {
      UserCouponList: Type.Array(
        Type.Object(
          {
            UserCouponKey: Type.String(),
            DepDate: Type.String({ description: 'YYYYMMDD, "" when none' }),
            UseDatetimeTo: Type.String({ description: '"" when none' }),
            ReturnDatetime: Type.String({ description: '"" when not given back' }),
            BookingNumber: Type.String({ description: '"" when not used' }),
            CouponInformation: ServiceCoupon,
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);
