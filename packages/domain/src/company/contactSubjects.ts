/**
 * The subjects of the お問い合わせ form (issue 17 item 3), as the form lists them and the receipt
 * mail repeats them.
 */
export const CONTACT_SUBJECT_LABELS = {
  booking: { ja: 'ご予約について', en: 'About a booking' },
  change: { ja: '予約の変更・取消について', en: 'Changing or cancelling a booking' },
  payment: { ja: 'お支払いについて', en: 'About payment' },
  account: { ja: '会員登録・ログインについて', en: 'Account and log-in' },
  site: { ja: 'サイトの使い方について', en: 'Using the site' },
  other: { ja: 'その他', en: 'Other' },
} as const;

export type ContactSubject = keyof typeof CONTACT_SUBJECT_LABELS;
