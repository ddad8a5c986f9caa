/**
 * Passenger types of spec §3 with their Japanese and English labels and what each one uses.
 *
 * - male and female both count as adults (spec §3); `adult` is the generic adult of tours.
 * - childA–childF are the child categories of Japanese lodging (DESIGN.md, the same six as Jalan
 *   and Rakuten Travel): A/B are elementary-school children, C–F preschoolers split by meal and
 *   bedding. Children without bedding (D, F) sleep with a guest who has a bed (添い寝).
 * - otherA/otherB are operator-defined categories. Assumption: they use a bed and a meal unless the
 *   operator's reference data (decoder pax types: counted, adult, no hotel charge, no bed) says
 *   otherwise, so that capacity checks never undercount a room.
 * - Generic `child` defaults to bed and meal (a Japanese tour's 子供代金 includes both) and generic
 *   `infant` to neither (幼児 free of charge); a party's own child detail (useBed) overrides these.
 */

import type { DisplayLang } from '../format/lang';

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

export const PAX_TYPE_INFO: Readonly<Record<PaxType, PaxTypeInfo>> = {
  male: { ja: '大人(男性)', en: 'Adult (male)', countsAsAdult: true, usesBed: true, usesMeal: true },
  female: { ja: '大人(女性)', en: 'Adult (female)', countsAsAdult: true, usesBed: true, usesMeal: true },
  adult: { ja: '大人', en: 'Adult', countsAsAdult: true, usesBed: true, usesMeal: true },
  child: { ja: '子供', en: 'Child', countsAsAdult: false, usesBed: true, usesMeal: true },
  infant: { ja: '幼児', en: 'Infant', countsAsAdult: false, usesBed: false, usesMeal: false },
  childA: {
    ja: '小学生高学年',
    en: 'Elementary school (upper grades)',
    countsAsAdult: false,
    usesBed: true,
    usesMeal: true,
  },
  childB: {
    ja: '小学生低学年',
    en: 'Elementary school (lower grades)',
    countsAsAdult: false,
    usesBed: true,
    usesMeal: true,
  },
  childC: {
    ja: '幼児(食事・布団あり)',
    en: 'Preschooler (meals and bedding)',
    countsAsAdult: false,
    usesBed: true,
    usesMeal: true,
  },
  childD: {
    ja: '幼児(食事のみ)',
    en: 'Preschooler (meals only)',
    countsAsAdult: false,
    usesBed: false,
    usesMeal: true,
  },
  childE: {
    ja: '幼児(布団のみ)',
    en: 'Preschooler (bedding only)',
    countsAsAdult: false,
    usesBed: true,
    usesMeal: false,
  },
  childF: {
    ja: '幼児(食事・布団なし)',
    en: 'Preschooler (no meals or bedding)',
    countsAsAdult: false,
    usesBed: false,
    usesMeal: false,
  },
  otherA: { ja: 'その他A', en: 'Other A', countsAsAdult: false, usesBed: true, usesMeal: true },
  otherB: { ja: 'その他B', en: 'Other B', countsAsAdult: false, usesBed: true, usesMeal: true },
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
