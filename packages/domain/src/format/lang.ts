/**
 * The languages whose display texts the domain package writes (spec §1: ja default, en).
 * `showID` is stored as ja before it reaches any rule (spec §4), so it never appears here.
 */
export type DisplayLang = 'ja' | 'en';

/** Default display language (spec §9: default locale ja). */
export const DEFAULT_DISPLAY_LANG: DisplayLang = 'ja';
