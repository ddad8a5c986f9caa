/**
 * The company behind tabiyori, as the legal pages, the confirmation and the e-mails show it.
 * DEMO DATA: a fictitious travel agency; the registration number and the bank account do not exist.
 */
export const DEMO_COMPANY = {
  name: { ja: '株式会社旅日和（デモ）', en: 'Tabiyori Inc. (demo)' },
  /** 観光庁長官登録旅行業 第N号: the agency registration (fictitious). */
  registration: {
    ja: '観光庁長官登録旅行業 第0000号（デモ）',
    en: 'Japan Tourism Agency registered travel agency No. 0000 (demo)',
  },
  association: {
    ja: '一般社団法人日本旅行業協会（JATA）正会員（デモ）',
    en: 'Member of the Japan Association of Travel Agents (JATA) (demo)',
  },
  manager: {
    ja: '総合旅行業務取扱管理者 旅 日和（デモ）',
    en: 'Chief travel service manager: Hiyori Tabi (demo)',
  },
  address: {
    ja: '〒100-0000 東京都千代田区丸の内0-0-0（デモ）',
    en: '0-0-0 Marunouchi, Chiyoda-ku, Tokyo 100-0000 (demo)',
  },
  phone: '03-0000-0000',
  email: 'support@tabiyori.example',
  hours: {
    ja: '平日 10:00〜18:00（土日祝・年末年始を除く）',
    en: 'Weekdays 10:00–18:00 JST (closed on weekends, holidays and at New Year)',
  },
} as const;

/** The account bank transfers go to (fictitious). */
export const DEMO_BANK_ACCOUNT = {
  bank: { ja: 'デモ銀行（0000）', en: 'Demo Bank (0000)' },
  branch: { ja: '本店営業部（001）', en: 'Head Office (001)' },
  accountType: { ja: '普通', en: 'Ordinary' },
  accountNumber: '0000000',
  holder: 'カ）タビヨリ',
} as const;
