/**
 * What the coupon list page (GET /v1/coupons) says of each coupon beyond its record: the names of
 * the places it is for (its destination area and prefecture) and of the residences it asks for
 * (the area table's names), of the tour type it is limited to, and, for a
 * logged-in member, whether they can use it today by the member's side of the one condition rule
 * (domain couponMemberReason, the last part of the rule the quote and the booking apply).
 */
import {
  birthMonthOf,
  couponMemberReason,
  japanToday,
  type Coupon,
  type CouponMemberFacts,
  type DisplayLang,
} from '@tabiyori/domain';
import type { App } from '../app';
import type { TourTypeDef } from '../model/types';
import type { AccountUser } from '../schemas/account';
import type { CouponListEntry } from '../schemas/coupons';

/** The member's facts of a profile (unknown values as the domain's defaults). */
export function memberFactsOf(profile: AccountUser, now: number): CouponMemberFacts {
  return {
    birthMonth: birthMonthOf(profile.birthDate),
    today: japanToday(now),
    user: {
      gender: profile.gender ?? '',
      age: profile.age ?? 999,
      prefecture: profile.livePrefCode ?? '',
    },
  };
}

/** Whether the member can use the coupon today (null for a visitor). */
export function forViewer(coupon: Coupon, facts: CouponMemberFacts | null): CouponListEntry['forViewer'] {
  if (!facts) return null;
  const reason = couponMemberReason(coupon, facts);
  return { usable: reason === null, reason };
}

/** The coupons' destination names by code (area and prefecture codes of the area table). */
export async function couponAreaNames(
  app: App,
  coupons: readonly Pick<Coupon, 'areaCode' | 'destPrefCode' | 'livePrefCodes'>[],
  lang: DisplayLang,
): Promise<Map<string, string>> {
  const codes = [
    ...new Set(
      coupons.flatMap((c) => [c.areaCode, c.destPrefCode, ...c.livePrefCodes]).filter((c) => c !== ''),
    ),
  ];
  if (codes.length === 0) return new Map();
  const rows = await app.ctx.db
    .selectFrom('area')
    .select(['code', 'name_ja', 'name_en'])
    .where('code', 'in', codes)
    .execute();
  return new Map(rows.map((r) => [r.code, lang === 'en' ? r.name_en : r.name_ja]));
}

/** The names of codes, in their order, unknown codes left out. */
export function namesOf(codes: readonly string[], names: Map<string, string>): string[] {
  return [...new Set(codes)].flatMap((code) => {
    const name = names.get(code);
    return name ? [name] : [];
  });
}

/** The tour types' names by code (reference data tourTypes), for the tour type a coupon is limited to. */
export async function tourTypeNames(app: App, lang: DisplayLang): Promise<Map<string, string>> {
  const row = await app.ctx.db
    .selectFrom('reference_data')
    .select('doc')
    .where('key', '=', 'tourTypes')
    .executeTakeFirst();
  const types = Array.isArray(row?.doc) ? (row.doc as TourTypeDef[]) : [];
  return new Map(types.map((type) => [type.code, lang === 'en' ? type.name.en : type.name.ja]));
}
