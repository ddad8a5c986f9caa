'use server';
/**
 * The coupon console's save (components/operator/CouponEditor): a server action, so the editor
 * works without JavaScript (the house's way, lib/account/memberActions.ts): Next.js refuses a
 * foreign Origin, and the call carries the operator's session cookie and CSRF token
 * (sessionApi.ts visitorApi). POST /v1/operator/coupons creates (then the coupon's own page opens),
 * PUT /v1/operator/coupons/{couponCode} replaces. A refusal answers the catalogue's code with the
 * values as sent, so the form shows them again; a save without JavaScript redirects (303) to the
 * coupon's page with `?saved=1`.
 */
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { formField } from '../account/formState';
import { outcomeOf, visitorApi } from '../account/sessionApi';
import { pageHref } from '../links';
import { getRequestContext } from '../requestContext';
import { couponDefinitionOf, couponFormValuesOf, type CouponFormValues } from './couponForm';

export interface CouponSaveState {
  errorCode: string | null;
  /** The values of a refused save (shown again), else null. */
  values: CouponFormValues | null;
  saved: boolean;
}

export async function saveCouponAction(_prev: CouponSaveState, form: FormData): Promise<CouponSaveState> {
  const couponCode = formField(form, 'couponCode');
  const values = couponFormValuesOf(form);
  delete values.js;
  delete values.couponCode;
  // The API checks every rule of the definition (400 CPE800 naming the field it refuses).
  const body = couponDefinitionOf(values);
  if (couponCode) delete body.CouponCode;
  const api = await visitorApi();
  const outcome = couponCode
    ? await outcomeOf(
        api.PUT('/v1/operator/coupons/{couponCode}', {
          params: { path: { couponCode } },
          body,
        }),
      )
    : // Without a code the API refuses the new coupon (400 CPE800), as it refuses an empty one.
      await outcomeOf(
        api.POST('/v1/operator/coupons', { body: { ...body, CouponCode: body.CouponCode ?? '' } }),
      );
  if (!outcome.ok) return { errorCode: outcome.errorCode, values, saved: false };
  const ctx = await getRequestContext();
  const page = `/operator/coupons/${encodeURIComponent(couponCode || String(body.CouponCode))}`;
  if (!couponCode) redirect(pageHref(page, ctx.lang, {}));
  if (formField(form, 'js') === '1') {
    refresh();
    return { errorCode: null, values: null, saved: true };
  }
  redirect(pageHref(`${page}?saved=1`, ctx.lang, {}));
}
