/**
 * Spec §8 messages shown to users, in ja (default) and en. One table, `ERROR_LOCALE_RESOURCES`, is
 * the source: it has the shape of an i18next namespace (keys → texts, `{{name}}` placeholders), so
 * the locale files can be generated from it and the helpers below read the same texts.
 */
import { messageCodeFor, type MessageCode } from './catalogue';
import type { DisplayLang } from '../format/lang';
import { interpolateMessage } from './interpolate';
import { UNAVAILABLE_TEXTS } from './unavailable';

export type ErrorMessageKey =
  | MessageCode
  | 'noHotels'
  | 'noPlans'
  | 'favoriteRegisterFailed'
  | 'favoriteLimit'
  | 'favoriteDeleteFailed'
  | 'errorCode';

/** Spec §9 favourites messages: shown by key and also as the messages of the FVE codes. */
const FAVORITE_TEXTS: Record<DisplayLang, Record<'register' | 'limit' | 'delete', string>> = {
  ja: {
    register: 'お気に入りの登録に失敗しました。',
    limit: 'お気に入りは{{maxFavoriteCount}}件まで登録できます。',
    delete: 'お気に入りの削除に失敗しました。',
  },
  en: {
    register: 'Could not add this to your favorites.',
    limit: 'You can register up to {{maxFavoriteCount}} favorites.',
    delete: 'Could not remove this from your favorites.',
  },
};

export const ERROR_LOCALE_RESOURCES: Record<DisplayLang, Record<ErrorMessageKey, string>> = {
  ja: {
    E_00001: '指定された条件での検索に失敗しました。URLをご確認いただくか、条件を設定し直してください。',
    E_00002: UNAVAILABLE_TEXTS.ja.E_00002,
    E_00003: '特集コードに誤りがあります。URLをご確認いただくか、再度検索してください。',
    E_10001: '入力内容に誤りがあります。ご確認のうえ、再度お試しください。',
    E_10002: 'このメールアドレスはすでに登録されています。ログインしてください。',
    E_10003: 'メールアドレスまたはパスワードが正しくありません。',
    E_10004: 'ログインしてください。ログイン後に、もう一度お試しください。',
    E_10005: 'この操作を行う権限がありません。',
    E_10006: '画面の有効期限が切れました。ページを再読み込みしてから、もう一度お試しください。',
    E_10007: 'ログインの試行回数が上限に達しました。しばらく時間をおいてから、再度お試しください。',
    E_10008: '処理に失敗しました。しばらく時間をおいてから、再度お試しください。',
    E_10009: 'パスワードは8文字以上128文字以内で入力してください。',
    E_10010: '空白だけのパスワードは使えません。文字や数字を含めて入力してください。',
    E_10011:
      'このパスワードはよく使われているため、第三者に推測されやすく使えません。別のパスワードを入力してください。',
    E_10012:
      'このパスワード再設定のリンクは無効です（使用済み、または30分の有効期限切れ）。もう一度、再設定をお申し込みください。',
    E_10013:
      'このメールアドレス確認のリンクは無効です（使用済み、または有効期限切れ）。マイページから確認メールを再送してください。',
    E_20001: FAVORITE_TEXTS.ja.limit,
    E_20002: FAVORITE_TEXTS.ja.register,
    E_20003: FAVORITE_TEXTS.ja.delete,
    E_30001:
      '申し訳ございません。ご希望の日程は満席・満室のため予約できませんでした。日程や条件を変更して、再度お試しください。',
    E_30002: '料金が変更されました。最新の料金をご確認のうえ、再度お申し込みください。',
    E_30003: 'ご指定のクーポンはこの予約ではご利用いただけません。',
    E_30004: '人数・部屋数の指定に誤りがあります。ご確認のうえ、再度お試しください。',
    E_30005: '取消期限を過ぎているため、オンラインでは取り消しできません。',
    E_30006: '同じ予約番号の申し込みが別の内容で送信されました。画面を再読み込みしてください。',
    E_30007: 'この予約はすでに取り消されています。',
    E_30008: '予約処理に失敗しました。予約は確定していません。しばらく時間をおいてから、再度お試しください。',
    E_30009: '予約が見つかりませんでした。',
    E_30010: 'この予約は入金待ちではありません。',
    E_30011:
      'この予約はオンラインでは変更できません（ツアー、取り消し済み、または変更期限（取消料がかからない期間）を過ぎた予約）。取り消してから新しくご予約いただくか、お問い合わせください。',
    E_30012: 'ご入金済みの予約は、料金が上がる変更をオンラインでは承れません。お問い合わせください。',
    E_30013: '旅行者のお名前（フリガナ）は全角カタカナで入力してください。',
    E_30014:
      '旅行者のお名前はパスポートと同じローマ字（A～Z）で入力してください。日本語のお名前の場合は、フリガナを全角カタカナで入力してください。',
    E_40001: 'このクーポンコードはすでに使われています。',
    E_40002: 'クーポンが見つかりませんでした。',
    E_50001: 'この変更を行うと管理者がいなくなるため、変更できません。',
    E_50002: '対象が見つかりませんでした。',
    E_50004: 'このコードはすでに使われています。別のコードを入力してください。',
    E_50003: '予約済みの数より少ない在庫にはできません。予約済みの数を確認してください。',
    E_90001: 'ページを表示できません。URLをご確認いただくか、再度検索してください。',
    E_90002: 'インターネットに接続されていません。インターネットに接続できる環境でご利用ください。',
    E_90003: 'アクセスが集中しています。しばらく時間をおいてから、再度お試しください。',
    noHotels: '条件に合う宿泊施設が見つかりませんでした。条件を変更して、再度検索してください。',
    noPlans: '該当するプランが見つかりませんでした。',
    favoriteRegisterFailed: FAVORITE_TEXTS.ja.register,
    favoriteLimit: FAVORITE_TEXTS.ja.limit,
    favoriteDeleteFailed: FAVORITE_TEXTS.ja.delete,
    errorCode: UNAVAILABLE_TEXTS.ja.errorCode,
  },
  en: {
    E_00001:
      'The search with the specified conditions failed. Please check the URL or set the conditions again.',
    E_00002: UNAVAILABLE_TEXTS.en.E_00002,
    E_00003: 'The special feature code is incorrect. Please check the URL or search again.',
    E_10001: 'Some of the information entered is not valid. Please check it and try again.',
    E_10002: 'This e-mail address is already registered. Please log in.',
    E_10003: 'The e-mail address or password is incorrect.',
    E_10004: 'Please log in, then try again.',
    E_10005: 'You are not allowed to do this.',
    E_10006: 'This page has expired. Please reload it and try again.',
    E_10007: 'Too many log-in attempts. Please wait a while and try again.',
    E_10008: 'Something went wrong. Please wait a while and try again.',
    E_10009: 'The password must be 8 to 128 characters long.',
    E_10010: 'A password of only spaces cannot be used. Please include letters or digits.',
    E_10011:
      'This password is one of the most commonly used and easy to guess, so it cannot be used. Please choose another.',
    E_10012:
      'This password reset link is no longer valid (already used, or older than 30 minutes). Please ask for a new one.',
    E_10013:
      'This e-mail confirmation link is no longer valid (already used, or expired). Please send a new one from My page.',
    E_20001: FAVORITE_TEXTS.en.limit,
    E_20002: FAVORITE_TEXTS.en.register,
    E_20003: FAVORITE_TEXTS.en.delete,
    E_30001:
      'Sorry, the dates you chose are sold out and could not be booked. Please change the dates or conditions and try again.',
    E_30002: 'The price has changed. Please check the latest price and book again.',
    E_30003: 'The coupon you chose cannot be used for this booking.',
    E_30004: 'The number of people or rooms is not valid. Please check it and try again.',
    E_30005: 'The cancellation deadline has passed, so this booking cannot be cancelled online.',
    E_30006: 'This booking request was already sent with other details. Please reload the page.',
    E_30007: 'This booking has already been cancelled.',
    E_30008: 'The booking failed and was not confirmed. Please wait a while and try again.',
    E_30009: 'The booking was not found.',
    E_30010: 'This booking is not awaiting a payment.',
    E_30011:
      'This booking cannot be changed online (a tour, a cancelled booking, or past the change deadline, the end of the free cancellation period). Please cancel and book again, or contact us.',
    E_30012:
      'This booking has been paid, so a change that raises its price cannot be made online. Please contact us.',
    E_30013: 'Enter the travellers’ names (reading) in full-width katakana.',
    E_30014:
      'Enter the travellers’ names in Latin letters (A–Z), as in the passport; for a name in Japanese, give its reading in full-width katakana.',
    E_40001: 'This coupon code is already in use.',
    E_40002: 'The coupon was not found.',
    E_50001: 'This change would leave the site without an administrator, so it was not made.',
    E_50002: 'The item was not found.',
    E_50004: 'This code is already in use. Enter another code.',
    E_50003: 'Stock cannot be set below what is already booked. Check the booked count.',
    E_90001: 'This page cannot be displayed. Please check the URL or search again.',
    E_90002: 'You are not connected to the internet. Please use this site where a connection is available.',
    E_90003: 'Too many requests at once. Please wait a while and try again.',
    noHotels: 'No accommodation matches your conditions. Please change the conditions and search again.',
    noPlans: 'No plans were found.',
    favoriteRegisterFailed: FAVORITE_TEXTS.en.register,
    favoriteLimit: FAVORITE_TEXTS.en.limit,
    favoriteDeleteFailed: FAVORITE_TEXTS.en.delete,
    errorCode: UNAVAILABLE_TEXTS.en.errorCode,
  },
};

export { interpolateMessage } from './interpolate';

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
