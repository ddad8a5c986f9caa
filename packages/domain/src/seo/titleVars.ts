/**
 * Title variables of spec §2 (specialname, tourname, deparea, area1-4, arriveair, arrivetra,
 * hotel, kodawari, arrarea, arrareas, pagetext) and the ones derived from them for templates:
 * - departure: deparea (the caller passes the name of the departure area, airport or station);
 * - arrival: arrareas, else arrarea, else the most specific of area4…area1, else arriveair
 *   (arrival airport), else arrivetra (arrival station);
 * - tourtitle: the tour title form of seo/tourTitle.ts from departure and arrival.
 */
import type { DisplayLang } from '../format/lang';
import type { TemplateVars } from './template';
import { tourTitle } from './tourTitle';

export const TITLE_VAR_NAMES = [
  'specialname',
  'tourname',
  'deparea',
  'area1',
  'area2',
  'area3',
  'area4',
  'arriveair',
  'arrivetra',
  'hotel',
  'kodawari',
  'arrarea',
  'arrareas',
  'pagetext',
] as const;
export type TitleVarName = (typeof TITLE_VAR_NAMES)[number];

export type TitleVarValue = string | number | readonly (string | number)[] | null | undefined;
/** Values may be lists (arrareas, kodawari): joined with ・ in ja and ', ' in en. */
export type TitleVars = Partial<Record<TitleVarName, TitleVarValue>>;

/**
 * A value as text: blank, null, undefined and the strings 'undefined'/'null' (a careless
 * String(x) upstream) are missing; lists drop such items and repeats.
 */
export function titleVarText(value: TitleVarValue, separator: string): string | undefined {
  const items = (Array.isArray(value) ? value : [value]) as readonly (string | number | null | undefined)[];
  const texts = items
    .map((item) => (item === null || item === undefined ? '' : String(item).trim()))
    .filter((text) => text !== '' && text !== 'undefined' && text !== 'null' && text !== 'NaN');
  const unique = [...new Set(texts)];
  return unique.length > 0 ? unique.join(separator) : undefined;
}

/** Separator joining list values in running text. */
export function listSeparator(lang: DisplayLang): string {
  return lang === 'en' ? ', ' : '・';
}

/** Spec §2 pagetext for a result page: '' on page 1 (the canonical title), `2ページ目` / 'Page 2' after. */
export function pageNumberText(page: number | undefined, lang: DisplayLang = 'ja'): string {
  if (page === undefined || !Number.isInteger(page) || page <= 1) return '';
  return lang === 'en' ? `Page ${page}` : `${page}ページ目`;
}

/**
 * A departure as a place name: the decoder's departure areas are named for lists (東京・関東発,
 * 'From Tokyo / Kanto'), while the templates and tourTitle add 発 / 'from' themselves (issue 16:
 * 「東京・関東発発ツアー」, 'Tours from From Tokyo / Kanto'). A trailing 発 and a leading 'From ' go.
 */
export function departurePlaceName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const place = name
    .replace(/\s*発$/u, '')
    .replace(/^from\s+/iu, '')
    .trim();
  return place === '' ? undefined : place;
}

/** The template variables: the given ones as text plus departure, arrival and tourtitle. */
export function resolveTitleVars(
  vars: TitleVars,
  lang: DisplayLang,
  separator = listSeparator(lang),
): TemplateVars {
  const out: Record<string, string | undefined> = {};
  for (const name of TITLE_VAR_NAMES) out[name] = titleVarText(vars[name], separator);
  out.deparea = departurePlaceName(out.deparea);
  const departure = out.deparea;
  const arrival =
    out.arrareas ??
    out.arrarea ??
    out.area4 ??
    out.area3 ??
    out.area2 ??
    out.area1 ??
    out.arriveair ??
    out.arrivetra;
  out.departure = departure;
  out.arrival = arrival;
  out.tourtitle = tourTitle({ departure, arrival }, lang);
  return out;
}
