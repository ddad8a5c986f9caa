/**
 * Client-side language detection (spec §9 order: querystring lng, cookie i18next, localStorage
 * i18nextLng, sessionStorage, navigator, html tag). The server already handled the first two (the
 * proxy redirects on lng and on the cookie), so in the browser they mean "the visitor has chosen":
 * nothing is suggested. Otherwise the first language found in storage, the browser's languages or
 * the html tag is compared with the page's language, and a different one is only *suggested*
 * (components/client/LanguageSuggestion): never an automatic redirect, so crawlers and shared links
 * always get the page the URL names. Pure (tested).
 */
import { parseLang, type Lang } from './settings';

export interface ClientLanguageSources {
  query: string | null;
  cookie: string | null;
  localStorage: string | null;
  sessionStorage: string | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
}

export type DetectionSource =
  'query' | 'cookie' | 'localStorage' | 'sessionStorage' | 'navigator' | 'htmlTag';

export interface Detection {
  lang: Lang;
  source: DetectionSource;
}

export function detectClientLanguage(sources: ClientLanguageSources): Detection | null {
  const ordered: [DetectionSource, string | null][] = [
    ['query', sources.query],
    ['cookie', sources.cookie],
    ['localStorage', sources.localStorage],
    ['sessionStorage', sources.sessionStorage],
    ...sources.navigatorLanguages.map((value): [DetectionSource, string] => ['navigator', value]),
    ['htmlTag', sources.htmlLang],
  ];
  for (const [source, value] of ordered) {
    const lang = parseLang(value);
    if (lang) return { lang, source };
  }
  return null;
}

/** The language to suggest on a page in `pageLang`, or null (chosen already, or the same). */
export function languageToSuggest(pageLang: Lang, detection: Detection | null): Lang | null {
  if (!detection || detection.source === 'query' || detection.source === 'cookie') return null;
  return detection.lang === pageLang ? null : detection.lang;
}

const BOT = /bot|crawl|spider|slurp|bingpreview|lighthouse|headless/i;

export function isLikelyBot(userAgent: string): boolean {
  return BOT.test(userAgent);
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
