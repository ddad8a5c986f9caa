/**
 * Where a changed condition goes (spec §2 links, §4 transitions): every change of the search panel
 * is a domain transition followed by navigation to the URL that holds the new condition. Pure and
 * client-safe (tested):
 * - hotels: `/hotels/{arrAreaCode}?…` with exactly one area (area-path option), else `/hotels?…`
 *   (domain hotelListLink);
 * - tours: `/tours?…` (domain tourListLink);
 * - a fixed page (the map search `/hotels/map`, a special `/special/hotels/{code}`): that path with
 *   the whole condition in the query, plus the page's own fixed parameters (e.g. `count`).
 * The result is in the page's language with the meta parameters carried (lib/links pageHref).
 */
import {
  buildPageLink,
  defaultConfig,
  encodeConditionQuery,
  hotelListLink,
  tourListLink,
  type MetaParams,
  type SearchCondition,
} from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';

export type SearchTarget =
  | { kind: 'hotels' }
  | { kind: 'tours' }
  | {
      kind: 'page';
      path: string;
      /** Fixed parameters of the page (e.g. the map's `count`). */
      params?: Record<string, string>;
      /** Condition fields that mean nothing on this page (left out of its URL). */
      omit?: (keyof SearchCondition)[];
    };

/** The language-neutral link of the target page for a condition. */
export function conditionPath(target: SearchTarget, condition: SearchCondition): string {
  switch (target.kind) {
    case 'hotels':
      return hotelListLink(condition, defaultConfig);
    case 'tours':
      return tourListLink(condition, defaultConfig);
    case 'page':
      return buildPageLink(target.path, {
        ...encodeConditionQuery(condition, defaultConfig, { omit: target.omit ?? [], onlyChosen: true }),
        ...target.params,
      });
  }
}

/** The href to navigate to: language prefix and meta parameters added. */
export function conditionHref(
  target: SearchTarget,
  condition: SearchCondition,
  lang: Lang,
  meta: MetaParams,
): string {
  return pageHref(conditionPath(target, condition), lang, meta);
}

/**
 * The action and hidden fields of a plain GET form that changes one field (sort) without
 * JavaScript: the localized path and the condition's query (meta parameters included) without the
 * named fields. One area in the path stays in the path.
 */
export function conditionFormFields(
  target: SearchTarget,
  condition: SearchCondition,
  omit: readonly (keyof SearchCondition)[],
  lang: Lang,
  meta: MetaParams,
): { action: string; fields: [string, string][] } {
  const href = conditionHref(target, condition, lang, meta);
  const [action = '/', query = ''] = href.split('?');
  const omitted = new Set<string>(omit);
  const fields = [...new URLSearchParams(query)].filter(([key]) => !omitted.has(key));
  return { action, fields };
}

/** Page numbers to offer around the current page: 1 … p−2 … p+2 … last (null = a gap). */
export function paginationItems(page: number, pageCount: number, around = 2): (number | null)[] {
  if (pageCount <= 1) return [];
  const items: (number | null)[] = [];
  const from = Math.max(2, page - around);
  const to = Math.min(pageCount - 1, page + around);
  items.push(1);
  if (from > 2) items.push(null);
  for (let n = from; n <= to; n++) items.push(n);
  if (to < pageCount - 1) items.push(null);
  items.push(pageCount);
  return items;
}

/**
 * A page's URL with `code` as its area in `param` (none: the area removed) and no page number: the
 * area modal of the pages whose search is no hotel or tour condition (AreaChooser).
 */
export function areaChoiceHref(href: string, param: string, code: string | undefined): string {
  const url = new URL(href, 'http://page.invalid');
  url.searchParams.delete('page');
  if (code) url.searchParams.set(param, code);
  else url.searchParams.delete(param);
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
