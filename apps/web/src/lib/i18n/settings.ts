/**
 * Languages and namespaces of the site (spec §1, §9). Pure: used by the proxy, the server
 * components and the client provider alike.
 */
import type { ApiAnswer } from '@tabiyori/api-client';
import { DEFAULT_DISPLAY_LANG, type DisplayLang } from '@tabiyori/domain';

export type Lang = DisplayLang;
export const LANGS: readonly Lang[] = ['ja', 'en'];
export const DEFAULT_LANG: Lang = DEFAULT_DISPLAY_LANG;

/** The text namespaces served by GET /v1/locales: spec §7's twelve, the back office's and the legal and help pages'. */
export const NAMESPACES = [
  'common',
  'search',
  'calendar',
  'pax',
  'tour',
  'hotel',
  'coupon',
  'favorite',
  'booking',
  'account',
  'error',
  'seo',
  'operator',
  'legal',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** `{ [ns]: { key: text } }` for one language: every namespace of GET /v1/locales's answer. */
export type LocaleResources = Record<Namespace, ApiAnswer<'/v1/locales'>[string]>;

/** i18next's own names: the `lng` query parameter and the `i18next` cookie (spec §9). */
export const LANG_QUERY_PARAM = 'lng';
export const LANG_COOKIE = 'i18next';
/** Spec §9 library default: the language cookie lives one year. */
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The client cache key of i18next's localStorage detector. */
export const LANG_STORAGE_KEY = 'i18nextLng';

export function isLang(value: unknown): value is Lang {
  return value === 'ja' || value === 'en';
}

/**
 * A language named by a user-supplied value: ja, en, or showID (stored as ja, spec §4);
 * case-insensitive; region subtags are accepted (`en-US` → en, `ja-JP` → ja). Null for anything
 * else, so an unknown value never switches the language.
 */
export function parseLang(value: string | null | undefined): Lang | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  if (lower === 'showid') return 'ja';
  const primary = lower.split(/[-_]/)[0];
  return primary === 'ja' || primary === 'en' ? primary : null;
}

/** The `<html lang>` value and the hreflang of a language. */
export function htmlLang(lang: Lang): string {
  return lang;
}
