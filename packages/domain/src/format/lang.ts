/**
 * The site's languages (spec §1: ja default, en): the languages the site stores and serves and in
 * which the domain package writes display texts. `showID` is stored as ja before it reaches any
 * rule (spec §1, §4; condition/appShell.ts normalizeSiteLang), so it never appears here.
 */
export const DISPLAY_LANGS = ['ja', 'en'] as const;
export type DisplayLang = (typeof DISPLAY_LANGS)[number];

/** Default display language (spec §9: default locale ja). */
export const DEFAULT_DISPLAY_LANG: DisplayLang = 'ja';
