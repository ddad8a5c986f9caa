/**
 * Punctuation that differs between the page languages: Japanese writes full-width （） ： ／ ・ 、
 * while English uses ASCII with spaces. Pure. Every component writes its separators from here.
 */
import type { Lang } from './settings';

/** `label：` / `label: ` */
export const colon = (lang: Lang): string => (lang === 'en' ? ': ' : '：');
/** `（text）` / ` (text)` */
export const paren = (text: string, lang: Lang): string => (lang === 'en' ? ` (${text})` : `（${text}）`);
/** Separator between items of a short list. */
export const listSep = (lang: Lang): string => (lang === 'en' ? ', ' : '・');
/** Separator between the items of a longer list (names, ages): 、 / , */
export const itemSep = (lang: Lang): string => (lang === 'en' ? ', ' : '、');
/** Separator between facts on one line. */
export const factSep = (lang: Lang): string => (lang === 'en' ? ' / ' : '／');
/** Separator between the parts of one name or line (car class · office): ・ / · */
export const dotSep = (lang: Lang): string => (lang === 'en' ? ' · ' : '・');
