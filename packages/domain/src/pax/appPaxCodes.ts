/**
 * Product kinds (spec §1) and their pax-type codes (spec §9): the one table of both, used by the
 * coupon rules (coupon/paxSlots.ts) and the price totals (pricing/totals.ts). Every app has three
 * passenger slots; the slots are labelled 大人1, 子供1, 子供2 in that order (spec §9 "Passenger labels").
 *
 * Reading: slot 1 is the adult slot, slots 2 and 3 the two child slots (for tour and dp: child and
 * infant; for yado: 小学生 and 幼児 as Japanese lodging splits children; for optional and rentacar
 * person6 and person9). The three slots are the adult / child / infant categories the coupon flags
 * and the price totals speak about (PAX_CATEGORIES, in slot order). The labels carry a number
 * because the codes differ per app while the screen shows one wording for all of them.
 */
import type { DisplayLang } from '../format/lang';

export const APP_TYPES = ['tour', 'dp', 'yado', 'optional', 'rentacar'] as const;
export type AppType = (typeof APP_TYPES)[number];

export function isAppType(value: unknown): value is AppType {
  return typeof value === 'string' && (APP_TYPES as readonly string[]).includes(value);
}

/** The passenger category of each slot, in slot order (spec §3 passenger-range input, §9 totals). */
export const PAX_CATEGORIES = ['adult', 'child', 'infant'] as const;
export type PaxCategory = (typeof PAX_CATEGORIES)[number];

export type PaxSlotCodes = readonly [adult: string, child1: string, child2: string];

/** Spec §9: dp and tour adult/child/infant; yado person1/3/6; optional and rentacar person1/6/9. */
export const APP_PAX_CODES: Readonly<Record<AppType, PaxSlotCodes>> = {
  tour: ['adult', 'child', 'infant'],
  dp: ['adult', 'child', 'infant'],
  yado: ['person1', 'person3', 'person6'],
  optional: ['person1', 'person6', 'person9'],
  rentacar: ['person1', 'person6', 'person9'],
};

/** Spec §9 passenger labels, per slot; en is our translation. */
export const PAX_SLOT_LABELS = {
  ja: ['大人1', '子供1', '子供2'],
  en: ['Adult 1', 'Child 1', 'Child 2'],
} as const satisfies Record<DisplayLang, readonly [string, string, string]>;

/** The slot (0, 1 or 2) of a pax-type code in an app, or -1 when the app has no such code. */
export function paxSlotIndex(app: AppType, code: string): number {
  return APP_PAX_CODES[app].indexOf(code);
}

/** The passenger label of a code in an app (e.g. yado person3 → 子供1), or undefined when unknown. */
export function paxSlotLabel(app: AppType, code: string, lang: DisplayLang = 'ja'): string | undefined {
  const index = paxSlotIndex(app, code);
  return index < 0 ? undefined : PAX_SLOT_LABELS[lang][index];
}

/** The app's pax-type code of each category (yado: adult person1, child person3, infant person6). */
export function paxCategoryCodes(app: AppType): Record<PaxCategory, string> {
  const [adult, child, infant] = APP_PAX_CODES[app];
  return { adult, child, infant };
}

/** The category whose slot holds a pax-type code in an app, or null when the app has no such code. */
export function paxCategoryOf(app: AppType, code: string): PaxCategory | null {
  return PAX_CATEGORIES[paxSlotIndex(app, code)] ?? null;
}

/**
 * The spec's passenger label of a category's slot (adult 大人1, child 子供1, infant 子供2), as API
 * answers carry it; what a traveller reads is categoryText.ts paxCategoryLabel (大人, 子供, 幼児).
 */
export function paxCategorySlotLabel(category: PaxCategory, lang: DisplayLang = 'ja'): string {
  return PAX_SLOT_LABELS[lang][PAX_CATEGORIES.indexOf(category)] ?? '';
}
