/**
 * Spec §8 messages shown to users, in ja (default) and en. One table, `ERROR_LOCALE_RESOURCES`, is
 * the source: it has the shape of an i18next namespace (keys → texts, `{{name}}` placeholders), so
 * the locale files can be generated from it and the helpers below read the same texts.
 */
import { messageCodeFor, type MessageCode } from './catalogue';
import type { DisplayLang } from '../format/lang';

export type ErrorMessageKey =
  | MessageCode
  | 'noHotels'
  | 'noPlans'
  | 'favoriteRegisterFailed'
  | 'favoriteLimit'
  | 'favoriteDeleteFailed'
  | 'errorCode';

export const ERROR_LOCALE_RESOURCES: Record<DisplayLang, Record<ErrorMessageKey, string>> = {
  ja: {
    E_00001: '指定された条件での検索に失敗しました。URLをご確認いただくか、条件を設定し直してください。',
    E_00002: '検索に失敗しました。しばらく時間をおいてから、再度お試しください。',
    E_00003: '特集コードに誤りがあります。URLをご確認いただくか、再度検索してください。',
    E_90001: 'ページを表示できません。URLをご確認いただくか、再度検索してください。',
    E_90002: 'インターネットに接続されていません。インターネットに接続できる環境でご利用ください。',
    noHotels: '条件に合う宿泊施設が見つかりませんでした。条件を変更して、再度検索してください。',
    noPlans: '該当するプランが見つかりませんでした。',
    favoriteRegisterFailed: 'お気に入りの登録に失敗しました。',
    favoriteLimit: 'お気に入りは{{maxFavoriteCount}}件まで登録できます。',
    favoriteDeleteFailed: 'お気に入りの削除に失敗しました。',
    errorCode: 'エラーコード <{{codes}}>',
  },
  en: {
    E_00001:
      'The search with the specified conditions failed. Please check the URL or set the conditions again.',
    E_00002: 'The search failed. Please wait a while and try again.',
    E_00003: 'The special feature code is incorrect. Please check the URL or search again.',
    E_90001: 'This page cannot be displayed. Please check the URL or search again.',
    E_90002: 'You are not connected to the internet. Please use this site where a connection is available.',
    noHotels: 'No accommodation matches your conditions. Please change the conditions and search again.',
    noPlans: 'No plans were found.',
    favoriteRegisterFailed: 'Could not add this to your favorites.',
    favoriteLimit: 'You can register up to {{maxFavoriteCount}} favorites.',
    favoriteDeleteFailed: 'Could not remove this from your favorites.',
    errorCode: 'Error code <{{codes}}>',
  },
};

/**
 * Fills i18next-style `{{name}}` placeholders. A placeholder without a value is left as written, so
 * a missing value shows up in review instead of silently printing nothing.
 */
export function interpolateMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The text of a message code (E_00001 …). */
export function messageText(messageCode: MessageCode, lang: DisplayLang = 'ja'): string {
  return ERROR_LOCALE_RESOURCES[lang][messageCode];
}

/** The message shown for an internal error code (TDE901 → E_00001's text). */
export function errorMessageFor(errorCode: string, lang: DisplayLang = 'ja'): string {
  return messageText(messageCodeFor(errorCode), lang);
}

/** 'no accommodation matches the conditions…' (hotel list) and 'no plans found' (plan list). */
export function noResultMessage(kind: 'hotels' | 'plans', lang: DisplayLang = 'ja'): string {
  return ERROR_LOCALE_RESOURCES[lang][kind === 'hotels' ? 'noHotels' : 'noPlans'];
}

export type FavoriteFailure = 'register' | 'limit' | 'delete';

/** Favorites messages; 'limit' needs maxFavoriteCount (`お気に入りは20件まで登録できます。`). */
export function favoriteMessage(
  failure: FavoriteFailure,
  lang: DisplayLang = 'ja',
  maxFavoriteCount?: number,
): string {
  const texts = ERROR_LOCALE_RESOURCES[lang];
  if (failure === 'register') return texts.favoriteRegisterFailed;
  if (failure === 'delete') return texts.favoriteDeleteFailed;
  if (maxFavoriteCount === undefined)
    throw new RangeError('maxFavoriteCount is required for the limit message');
  return interpolateMessage(texts.favoriteLimit, { maxFavoriteCount });
}
