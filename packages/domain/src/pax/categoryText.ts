/**
 * The one wording of the three passenger categories a traveller reads (issue 18 item 6): price
 * rows, booking summaries, My page, mails, search panels and room assignment all say adult, child
 * and infant with these words and age ranges, never the spec's slot labels (大人1, 子供1, 子供2,
 * which stay on the wire: appPaxCodes.ts paxCategorySlotLabel).
 *
 * The ranges are the domain's: a party's children are 0–12 (the search's child ages; 13 and over
 * book as adults); a child at elementary school is a child (小学生: every child of 7 and over, and
 * a 6-year-old already at school), a child not yet at school an infant (未就学: 0–5, and a
 * 6-year-old not yet at school), as lodging and JR price them (pricing/partyPrice.ts
 * guestPaxCategory, jrFare.ts). Categories never overlap: school decides at 6.
 */
import type { DisplayLang } from '../format/lang';
import { childGuestCategory, guestPaxCategory } from '../pricing/partyPrice';
import { PAX_CATEGORIES, type PaxCategory } from './appPaxCodes';

interface CategoryWords {
  /** One traveller of the category: 大人 / Adult. */
  one: string;
  /** Several, as a heading of a count: 大人 / Adults (Japanese has no plural). */
  many: string;
  /** Who belongs: ages (and school) without overlap. */
  ages: string;
}

const WORDS: Readonly<Record<DisplayLang, Readonly<Record<PaxCategory, CategoryWords>>>> = {
  ja: {
    adult: { one: '大人', many: '大人', ages: '13歳以上' },
    child: { one: '子供', many: '子供', ages: '6～12歳の小学生' },
    infant: { one: '幼児', many: '幼児', ages: '0～6歳の未就学児' },
  },
  en: {
    adult: { one: 'Adult', many: 'Adults', ages: 'age 13 and over' },
    child: { one: 'Child', many: 'Children', ages: 'age 6–12, at elementary school' },
    infant: { one: 'Infant', many: 'Infants', ages: 'age 0–6, not yet at school' },
  },
};

/** One traveller of a category: 大人, 子供, 幼児 / Adult, Child, Infant (a price row's label). */
export function paxCategoryLabel(category: PaxCategory, lang: DisplayLang = 'ja'): string {
  return WORDS[lang][category].one;
}

/**
 * A price row's passenger in the traveller's words: the category's (大人 / Adult) when the row's code
 * names one (`adult`, `child`, `infant`), else the row's own label. The wire keeps the spec's slot
 * labels (大人1, 子供2); what a traveller reads never shows them.
 */
export function priceRowPaxLabel(code: string, label: string, lang: DisplayLang = 'ja'): string {
  return (PAX_CATEGORIES as readonly string[]).includes(code)
    ? paxCategoryLabel(code as PaxCategory, lang)
    : label;
}

/** Who the category is: 13歳以上 / age 13 and over, … (never overlapping). */
export function paxCategoryAges(category: PaxCategory, lang: DisplayLang = 'ja'): string {
  return WORDS[lang][category].ages;
}

/** A count's heading with who it counts: 大人（13歳以上） / Adults (age 13 and over). */
export function paxCategoryHeading(category: PaxCategory, lang: DisplayLang = 'ja'): string {
  const words = WORDS[lang][category];
  return lang === 'en' ? `${words.many} (${words.ages})` : `${words.many}（${words.ages}）`;
}

/** 大人2名 / 1 adult, 2 adults. */
export function paxCountText(category: PaxCategory, count: number, lang: DisplayLang = 'ja'): string {
  const words = WORDS[lang][category];
  if (lang === 'en') return `${count} ${(count === 1 ? words.one : words.many).toLowerCase()}`;
  return `${words.one}${count}名`;
}

/**
 * A party by category, the categories with nobody left out (adults always said):
 * 大人2名・幼児1名 / 2 adults, 1 infant.
 */
export function paxCountsText(
  counts: Partial<Record<PaxCategory, number>>,
  lang: DisplayLang = 'ja',
): string {
  const parts = (['adult', 'child', 'infant'] as const)
    .filter((category) => category === 'adult' || (counts[category] ?? 0) > 0)
    .map((category) => paxCountText(category, counts[category] ?? 0, lang));
  return parts.join(lang === 'en' ? ', ' : '・');
}

/** A child's category as lodging and JR price it: at school a child, else an infant. */
export function childPaxCategory(child: {
  age: number | null;
  useBed: boolean;
  isSchoolChild: boolean;
}): PaxCategory {
  return guestPaxCategory(childGuestCategory({ ...child, age: child.age ?? 0 }));
}

/** A party's counts by category: its adults, and each child as lodging and JR price them. */
export function partyPaxCounts(
  adults: number,
  children: readonly { age: number | null; useBed: boolean; isSchoolChild: boolean }[],
): Record<PaxCategory, number> {
  const counts: Record<PaxCategory, number> = { adult: adults, child: 0, infant: 0 };
  for (const child of children) counts[childPaxCategory(child)] += 1;
  return counts;
}
