/**
 * Passenger types of spec §3 with their Japanese and English labels and what each one uses.
 *
 * - male and female both count as adults (spec §3); `adult` is the generic adult of tours.
 * - childA–childF are the child categories of Japanese lodging (DESIGN.md, the same six as Jalan
 *   and Rakuten Travel): A/B are elementary-school children (the child category), C–F preschoolers
 *   (the infant category) split by meal and bedding; each is labelled as its category with what
 *   sets it apart (幼児(食事・布団あり)), so a child reads the same in search, price and rooms. Children without bedding (D, F) sleep with a guest who has a bed (添い寝).
 * - otherA/otherB are operator-defined categories. Assumption: they use a bed and a meal unless the
 *   operator's reference data (decoder pax types: counted, adult, no hotel charge, no bed) says
 *   otherwise, so that capacity checks never undercount a room.
 * - Generic `child` defaults to bed and meal (a Japanese tour's 子供代金 includes both) and generic
 *   `infant` to neither (幼児 free of charge); a party's own child detail (useBed) overrides these.
 */

import type { DisplayLang } from '../format/lang';
import type { PaxCategory } from './appPaxCodes';
import { paxCategoryLabel } from './categoryText';

/**
 * The ten categories of spec §3 "Room assignment counts per room" (also an optional activity's
 * amount), in the order of their ten-count string form (spec §5, roomAssign.ts).
 */
export const ROOM_PAX_KEYS = [
  'male',
  'female',
  'childA',
  'childB',
  'childC',
  'childD',
  'childE',
  'childF',
  'otherA',
  'otherB',
] as const;
export type RoomPaxKey = (typeof ROOM_PAX_KEYS)[number];

const [MALE, FEMALE, ...LODGING_CHILD_AND_OTHER] = ROOM_PAX_KEYS;

/** Every passenger type of spec §3: the ten room categories plus the generic adult, child, infant of tours. */
export const PAX_TYPES = [MALE, FEMALE, 'adult', 'child', 'infant', ...LODGING_CHILD_AND_OTHER] as const;
export type PaxType = (typeof PAX_TYPES)[number];

export interface PaxTypeInfo {
  ja: string;
  en: string;
  countsAsAdult: boolean;
  usesBed: boolean;
  usesMeal: boolean;
}

/**
 * A room category's label: its passenger category in the one wording (categoryText.ts) with what
 * sets it apart, e.g. 幼児(食事・布団あり) / Infant (meals and bedding).
 */
function label(category: PaxCategory, ja: string, en: string): { ja: string; en: string } {
  return {
    ja: `${paxCategoryLabel(category, 'ja')}(${ja})`,
    en: `${paxCategoryLabel(category, 'en')} (${en})`,
  };
}

const USES_ALL = { usesBed: true, usesMeal: true } as const;

export const PAX_TYPE_INFO: Readonly<Record<PaxType, PaxTypeInfo>> = {
  male: { ...label('adult', '男性', 'male'), countsAsAdult: true, ...USES_ALL },
  female: { ...label('adult', '女性', 'female'), countsAsAdult: true, ...USES_ALL },
  adult: {
    ja: paxCategoryLabel('adult', 'ja'),
    en: paxCategoryLabel('adult', 'en'),
    countsAsAdult: true,
    ...USES_ALL,
  },
  child: {
    ja: paxCategoryLabel('child', 'ja'),
    en: paxCategoryLabel('child', 'en'),
    countsAsAdult: false,
    ...USES_ALL,
  },
  infant: {
    ja: paxCategoryLabel('infant', 'ja'),
    en: paxCategoryLabel('infant', 'en'),
    countsAsAdult: false,
    usesBed: false,
    usesMeal: false,
  },
  childA: {
    ...label('child', '小学生高学年', 'elementary school, upper grades'),
    countsAsAdult: false,
    ...USES_ALL,
  },
  childB: {
    ...label('child', '小学生低学年', 'elementary school, lower grades'),
    countsAsAdult: false,
    ...USES_ALL,
  },
  childC: { ...label('infant', '食事・布団あり', 'meals and bedding'), countsAsAdult: false, ...USES_ALL },
  childD: {
    ...label('infant', '食事のみ', 'meals only'),
    countsAsAdult: false,
    usesBed: false,
    usesMeal: true,
  },
  childE: {
    ...label('infant', '布団のみ', 'bedding only'),
    countsAsAdult: false,
    usesBed: true,
    usesMeal: false,
  },
  childF: {
    ...label('infant', '食事・布団なし', 'no meals or bedding'),
    countsAsAdult: false,
    usesBed: false,
    usesMeal: false,
  },
  otherA: { ja: 'その他A', en: 'Other A', countsAsAdult: false, ...USES_ALL },
  otherB: { ja: 'その他B', en: 'Other B', countsAsAdult: false, ...USES_ALL },
};

export function isPaxType(value: unknown): value is PaxType {
  return typeof value === 'string' && (PAX_TYPES as readonly string[]).includes(value);
}

/** Label of a passenger type in ja (default) or en. */
export function paxTypeLabel(type: PaxType, lang: DisplayLang = 'ja'): string {
  return PAX_TYPE_INFO[type][lang];
}

/** Spec §3: male and female (and the generic adult) count as adults. */
export function countsAsAdult(type: PaxType): boolean {
  return PAX_TYPE_INFO[type].countsAsAdult;
}

export function usesBed(type: PaxType): boolean {
  return PAX_TYPE_INFO[type].usesBed;
}

export function usesMeal(type: PaxType): boolean {
  return PAX_TYPE_INFO[type].usesMeal;
}
