/**
 * The hotel filters as data (spec §4 transitions): the filter modal's draft and its application
 * through removeKeyword/addKeyword, setPrice/resetPrice, addMeal/removeMeal,
 * addRoomType/removeRoomType; and the filters in force, each with the condition that removes it.
 * Pure (tested).
 */
import {
  addKeyword,
  addMeal,
  addRoomType,
  formatPrice,
  formatPriceRange,
  removeKeyword,
  removeMeal,
  removeRoomType,
  resetPrice,
  setPrice,
  toggleKodawari,
  type SearchCondition,
} from '@tabiyori/domain';
import type { PriceBounds } from '@/components/search/priceOptions';
import type { CodeName } from '@/lib/search/reference';
import type { Lang } from '@/lib/i18n/settings';

export interface FilterDraft {
  keywordText: string;
  price: PriceBounds;
  meal: string[];
  roomType: string[];
}

export function filterDraftOf(condition: SearchCondition): FilterDraft {
  return {
    keywordText: condition.keyword.join(' '),
    price: { minPrice: condition.minPrice, maxPrice: condition.maxPrice },
    meal: [...condition.meal],
    roomType: [...condition.roomType],
  };
}

/** The condition with the filters, every change through a domain transition. */
export function applyFilters(condition: SearchCondition, draft: FilterDraft): SearchCondition {
  let next = condition;
  for (const keyword of condition.keyword) next = removeKeyword(next, keyword);
  if (draft.keywordText.trim() !== '') next = addKeyword(next, draft.keywordText);
  next =
    draft.price.minPrice === undefined && draft.price.maxPrice === undefined
      ? resetPrice(next)
      : setPrice(next, draft.price);
  for (const meal of condition.meal) if (!draft.meal.includes(meal)) next = removeMeal(next, meal);
  for (const meal of draft.meal) next = addMeal(next, meal);
  for (const type of condition.roomType)
    if (!draft.roomType.includes(type)) next = removeRoomType(next, type);
  for (const type of draft.roomType) next = addRoomType(next, type);
  return next;
}

export interface ActiveFilter {
  label: string;
  value: string;
  next: SearchCondition;
}

export function activeFilters(
  condition: SearchCondition,
  lang: Lang,
  names: { meal: readonly CodeName[]; roomType: readonly CodeName[]; kodawari: Record<string, string> },
  labels: {
    keyword: string;
    price: string;
    meal: string;
    roomType: string;
    preference: string;
    noLower: string;
    noUpper: string;
  },
): ActiveFilter[] {
  const nameOf = (list: readonly CodeName[], code: string) => list.find((c) => c.code === code)?.name ?? code;
  const out: ActiveFilter[] = condition.keyword.map((keyword) => ({
    label: labels.keyword,
    value: keyword,
    next: removeKeyword(condition, keyword),
  }));
  if (condition.minPrice !== undefined || condition.maxPrice !== undefined) {
    const dash = lang === 'en' ? '–' : '～';
    const value =
      condition.minPrice !== undefined && condition.maxPrice !== undefined
        ? formatPriceRange(condition.minPrice, condition.maxPrice, lang)
        : condition.minPrice !== undefined
          ? `${formatPrice(condition.minPrice, lang)}${dash}${labels.noUpper}`
          : `${labels.noLower}${dash}${formatPrice(condition.maxPrice ?? 0, lang)}`;
    out.push({ label: labels.price, value, next: resetPrice(condition) });
  }
  for (const meal of condition.meal) {
    out.push({ label: labels.meal, value: nameOf(names.meal, meal), next: removeMeal(condition, meal) });
  }
  for (const type of condition.roomType) {
    out.push({
      label: labels.roomType,
      value: nameOf(names.roomType, type),
      next: removeRoomType(condition, type),
    });
  }
  for (const code of condition.kodawari) {
    out.push({
      label: labels.preference,
      value: names.kodawari[code] ?? code,
      next: toggleKodawari(condition, code),
    });
  }
  return out;
}
