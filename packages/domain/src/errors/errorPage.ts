/**
 * Spec §8 error page: the text 'Error code <{codes}>' and the code groups "PNF900 (not found)" and
 * "HDE900, HVE800, HSP900, HDE901, HVE801 (second group)".
 *
 * What the groups drive (our reading; the spec names the groups only): the second group is exactly
 * the hotel codes, so it is the hotel group. The group picks the page's heading and its way back:
 * - 'notFound' (PNF900): "page not found" heading, link to the top page; HTTP 404.
 * - 'hotel' (the five hotel codes): "hotel information could not be shown", link back to the
 *   hotel search (/hotels) instead of the tour search.
 * - 'general' (every other code): "an error occurred", link to the top page.
 * When a page carries several codes, notFound wins over hotel, hotel over general.
 * The body text is the message of the first code (messages.ts) and the codes line lists all codes.
 */
import { ERROR_LOCALE_RESOURCES, interpolateMessage } from './messages';
import type { DisplayLang } from '../format/lang';

export type ErrorPageGroup = 'notFound' | 'hotel' | 'general';

export const NOT_FOUND_ERROR_CODES: readonly string[] = ['PNF900'];
export const HOTEL_ERROR_PAGE_CODES: readonly string[] = ['HDE900', 'HVE800', 'HSP900', 'HDE901', 'HVE801'];

export function errorPageGroup(codes: readonly string[]): ErrorPageGroup {
  if (codes.some((c) => NOT_FOUND_ERROR_CODES.includes(c))) return 'notFound';
  if (codes.some((c) => HOTEL_ERROR_PAGE_CODES.includes(c))) return 'hotel';
  return 'general';
}

export interface ErrorPageView {
  group: ErrorPageGroup;
  heading: string;
  /** Where the page's button leads. */
  backPath: string;
  backLabel: string;
  /** `エラーコード <TDE901>` / `Error code <TDE901>`. */
  codesText: string;
}

const VIEW_TEXTS: Record<DisplayLang, Record<ErrorPageGroup, { heading: string; backLabel: string }>> = {
  ja: {
    notFound: { heading: 'お探しのページが見つかりませんでした', backLabel: 'トップページへ' },
    hotel: { heading: '宿泊施設の情報を表示できませんでした', backLabel: '宿泊施設を探す' },
    general: { heading: 'エラーが発生しました', backLabel: 'トップページへ' },
  },
  en: {
    notFound: { heading: 'Page not found', backLabel: 'Go to the top page' },
    hotel: { heading: 'Hotel information could not be displayed', backLabel: 'Search hotels' },
    general: { heading: 'An error occurred', backLabel: 'Go to the top page' },
  },
};

const BACK_PATHS: Record<ErrorPageGroup, string> = { notFound: '/', hotel: '/hotels', general: '/' };

/** `エラーコード <TDE901, HDE901>`: the codes joined with ", " (duplicates dropped, order kept). */
export function errorCodeText(codes: readonly string[], lang: DisplayLang = 'ja'): string {
  return interpolateMessage(ERROR_LOCALE_RESOURCES[lang].errorCode, {
    codes: [...new Set(codes)].join(', '),
  });
}

/** Everything the error page shows besides the message itself. */
export function errorPageView(codes: readonly string[], lang: DisplayLang = 'ja'): ErrorPageView {
  const group = errorPageGroup(codes);
  const texts = VIEW_TEXTS[lang][group];
  return {
    group,
    heading: texts.heading,
    backPath: BACK_PATHS[group],
    backLabel: texts.backLabel,
    codesText: errorCodeText(codes, lang),
  };
}
