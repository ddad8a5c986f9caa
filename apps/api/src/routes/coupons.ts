/**
 * GET /v1/coupons?lang (SPEC.md §1, §6): the coupon list page's data. Visitors get the general
 * coupons; a logged-in viewer (session cookie, services/auth) also gets their own coupons (filtered by
 * the spec §5 drop rules): first in `coupons`, overriding general coupons with the same code (domain
 * mergeCoupons), and alone in `userCoupons`. The viewer's profile gives the coupon condition (Sex
 * from gender, Age from the birth date, LivePrefCode); query gender / age / livePrefCode fill what
 * the profile lacks. A `userId` query parameter is honoured only when it is the viewer's own: no one
 * reads another user's coupons (a visitor's or another user's userId is ignored).
 *
 * The coupon service is asked once per coupon group (targetSystemGrpType '3' domestic travel, '4'
 * land optional, '5' car rental; or only the one given) with the custom extra condition ListMode '1',
 * so coupons bound to a tour, car, area or tour type are listed too, each with its conditions.
 * gender, age and livePrefCode narrow restricted coupons as on couponDiscount.
 *
 * Answer (schemas/coupons.ts): { status: 'SUCCESS' | 'API_ERROR', coupons: [normalised Coupon
 * (spec §3) + isUserCoupon, userCouponKey, useDatetimeFrom, useDatetimeTo (usage period,
 * YYYYMMDDHHmm[ss]; a user coupon's own end when it has one), latestDepDate (a user coupon's
 * DepDate), areaNames and livePrefNames (where it is for, where its members live), tourTypeName (the tour type
 * its targetSystemSubGrpCode limits it to), forViewer (a member: usable today by their own side of
 * the condition rule, or the reason; null for a visitor)] }. A failed service call
 * answers API_ERROR with no coupons (HTTP 200; spec §7 failures yield an empty list).
 * Errors: 400 TVE800 for a malformed query.
 */
import {
  COUPON_STATUS,
  couponConditionWithDefaults,
  couponSexOf,
  isUserCoupon,
  mergeCoupons,
  normalizeSiteLang,
  type Coupon,
  type RawCoupon,
} from '@tabiyori/domain';
import { ErrorSchema } from '../schemas/common';
import {
  CouponListAnswerSchema as AnswerSchema,
  CouponListQuerySchema as QuerySchema,
  type CouponListAnswer as Answer,
  type CouponListEntry,
  type CouponListQuery as Query,
} from '../schemas/coupons';
import type { App } from '../app';
import { prepareTrimmedTypedQuery } from '../plugins/typedQuery';
import { readProfile } from '../services/auth/accounts';
import { viewerOf } from '../services/auth/viewer';
import { couponAreaNames, forViewer, memberFactsOf, namesOf, tourTypeNames } from '../services/couponList';
import {
  CouponServiceFailure,
  couponClientFor,
  fetchCouponLists,
  type CouponLists,
} from '../services/couponClient';
import { COUPON_VALIDATION_CODE } from './couponDiscount';

/** Coupon groups of the list page (migration 0003_coupons). */
export const COUPON_LIST_GROUPS = ['3', '4', '5'] as const;

interface ListExtras {
  useDatetimeFrom: string;
  useDatetimeTo: string;
  latestDepDate: string;
}

function stampText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}

/** The list entries of one group's answer: coupon plus its display-only raw fields. */
function entries(lists: CouponLists): Map<string, ListExtras> {
  const extras = new Map<string, ListExtras>();
  lists.general.forEach((coupon, i) => {
    const raw: RawCoupon = lists.generalRaw[i] ?? {};
    extras.set(`g:${coupon.couponCode}`, {
      useDatetimeFrom: stampText(raw.UseDatetimeFrom),
      useDatetimeTo: stampText(raw.UseDatetimeTo),
      latestDepDate: '',
    });
  });
  lists.user.forEach((coupon, i) => {
    const item = lists.userItems[i];
    const raw: RawCoupon = item?.CouponInformation ?? {};
    extras.set(`u:${coupon.userCouponKey}`, {
      useDatetimeFrom: stampText(raw.UseDatetimeFrom),
      useDatetimeTo: stampText(item?.UseDatetimeTo) || stampText(raw.UseDatetimeTo),
      latestDepDate: stampText(item?.DepDate),
    });
  });
  return extras;
}

export async function couponsRoutes(app: App): Promise<void> {
  app.get(
    '/v1/coupons',
    {
      config: { validationErrorCode: COUPON_VALIDATION_CODE },
      // Surrounding spaces have always been allowed here: trimmed before the schema reads the codes.
      preValidation: prepareTrimmedTypedQuery,
      schema: {
        tags: ['coupons'],
        summary:
          "Coupon list page: general coupons, and the logged-in viewer's own (first, and in userCoupons)",
        querystring: QuerySchema,
        response: { 200: AnswerSchema, 400: ErrorSchema },
      },
    },
    async (request, reply): Promise<Answer> => {
      const query: Query = request.query;
      const askedUserId = query.userId ?? '';
      const queryGender = query.gender ?? '';
      const queryAge = query.age ?? '';
      const queryPref = query.livePrefCode ?? '';
      const group = query.targetSystemGrpType ?? '';
      // The viewer's own coupons only: a userId that is not the viewer's is ignored.
      const viewer = await viewerOf(app, request);
      const profile = viewer ? await readProfile(app, viewer.userId) : null;
      const userId = viewer && (askedUserId === '' || askedUserId === viewer.userId) ? viewer.userId : '';
      const gender = profile?.gender ?? queryGender;
      const ageText = profile?.age != null ? String(profile.age) : queryAge;
      const livePrefCode = profile?.livePrefCode ?? queryPref;
      reply.header('cache-control', 'private, no-store');

      const groups = group ? [group] : [...COUPON_LIST_GROUPS];
      const client = couponClientFor(app, request.log);
      const ctx = {
        lang: normalizeSiteLang(query.lang),
        now: Date.now(),
        extraConditions: { ListMode: '1' },
      };
      let answers: CouponLists[];
      try {
        answers = await Promise.all(
          groups.map((targetSystemGrpType) =>
            fetchCouponLists(
              client,
              couponConditionWithDefaults({
                userId,
                gender: couponSexOf(gender),
                prefecture: livePrefCode,
                ...(ageText ? { age: Number(ageText) } : {}),
                loginStatus: userId !== '',
                targetSystemGrpType,
              }),
              ctx,
            ),
          ),
        );
      } catch (error) {
        if (error instanceof CouponServiceFailure) {
          return { status: COUPON_STATUS.API_ERROR, coupons: [], userCoupons: [] };
        }
        throw error;
      }

      const extras = new Map<string, ListExtras>();
      for (const lists of answers) for (const [k, v] of entries(lists)) extras.set(k, v);
      const merged = mergeCoupons(
        answers.flatMap((a) => a.general),
        answers.flatMap((a) => a.user),
      );
      const ordered: Coupon[] = [...merged.filter(isUserCoupon), ...merged.filter((c) => !isUserCoupon(c))];
      const [names, tourTypes] = await Promise.all([
        couponAreaNames(app, ordered, ctx.lang),
        tourTypeNames(app, ctx.lang),
      ]);
      const member = profile ? memberFactsOf(profile, ctx.now) : null;
      const coupons = ordered.map((coupon): CouponListEntry => {
        const key = isUserCoupon(coupon) ? `u:${coupon.userCouponKey}` : `g:${coupon.couponCode}`;
        return {
          ...coupon,
          isUserCoupon: isUserCoupon(coupon),
          userCouponKey: isUserCoupon(coupon) ? coupon.userCouponKey : null,
          useDatetimeFrom: '',
          useDatetimeTo: '',
          latestDepDate: '',
          ...extras.get(key),
          areaNames: namesOf([coupon.areaCode, coupon.destPrefCode], names),
          livePrefNames: namesOf(coupon.livePrefCodes, names),
          tourTypeName: tourTypes.get(coupon.targetSystemSubGrpCode) ?? '',
          forViewer: forViewer(coupon, member),
        };
      });
      return { status: COUPON_STATUS.SUCCESS, coupons, userCoupons: coupons.filter((c) => c.isUserCoupon) };
    },
  );
}
