/**
 * Demo users. `demoPassword` is DEMO ONLY: a plain-text password for the seeded demo accounts, to be
 * hashed by the account service before it is stored. Never use these accounts outside a demo.
 */
import type { DemoUser } from './types';

const ROWS: readonly [string, string, string, string, string, 'male' | 'female', string, string][] = [
  ['u0001', '山田 花子', 'Hanako Yamada', 'やまだ はなこ', 'hanako@example.jp', 'female', '19880512', '13'],
  ['u0002', '佐藤 太郎', 'Taro Sato', 'さとう たろう', 'taro@example.jp', 'male', '19751103', '27'],
  ['u0003', '鈴木 美咲', 'Misaki Suzuki', 'すずき みさき', 'misaki@example.jp', 'female', '19960220', '01'],
  [
    'u0004',
    '高橋 健一',
    'Kenichi Takahashi',
    'たかはし けんいち',
    'kenichi@example.jp',
    'male',
    '19580808',
    '40',
  ],
];

/** The shared demo password of every demo account (DEMO ONLY). */
export const DEMO_PASSWORD = 'tabiyori-demo';

function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(4) < birthDate.slice(4) ? years - 1 : years;
}

export function generateUsers(today: string): DemoUser[] {
  return ROWS.map(([userId, ja, en, kana, email, gender, birthDate, prefectureCode]) => ({
    userId,
    name: { ja, en },
    nameKana: kana,
    email,
    demoPassword: DEMO_PASSWORD,
    gender,
    birthYear: Number(birthDate.slice(0, 4)),
    birthDate,
    age: ageOn(birthDate, today),
    prefectureCode,
  }));
}
