/**
 * area2: the 47 prefectures with JIS X 0401 codes, readings and the coordinates of the prefectural
 * office.
 */
import type { Prefecture } from '../types';
import { REGIONS } from '../../model/regions';

// code, full name, reading, romaji, lat, lng
const ROWS: readonly [string, string, string, string, number, number][] = [
  ['01', '北海道', 'ほっかいどう', 'Hokkaido', 43.0642, 141.3469],
  ['02', '青森県', 'あおもりけん', 'Aomori', 40.8244, 140.74],
  ['03', '岩手県', 'いわてけん', 'Iwate', 39.7036, 141.1527],
  ['04', '宮城県', 'みやぎけん', 'Miyagi', 38.2688, 140.8721],
  ['05', '秋田県', 'あきたけん', 'Akita', 39.7186, 140.1024],
  ['06', '山形県', 'やまがたけん', 'Yamagata', 38.2404, 140.3633],
  ['07', '福島県', 'ふくしまけん', 'Fukushima', 37.7503, 140.4676],
  ['08', '茨城県', 'いばらきけん', 'Ibaraki', 36.3418, 140.4468],
  ['09', '栃木県', 'とちぎけん', 'Tochigi', 36.5658, 139.8836],
  ['10', '群馬県', 'ぐんまけん', 'Gunma', 36.3911, 139.0608],
  ['11', '埼玉県', 'さいたまけん', 'Saitama', 35.8574, 139.6489],
  ['12', '千葉県', 'ちばけん', 'Chiba', 35.6047, 140.1233],
  ['13', '東京都', 'とうきょうと', 'Tokyo', 35.6895, 139.6917],
  ['14', '神奈川県', 'かながわけん', 'Kanagawa', 35.4478, 139.6425],
  ['15', '新潟県', 'にいがたけん', 'Niigata', 37.9026, 139.0236],
  ['16', '富山県', 'とやまけん', 'Toyama', 36.6953, 137.2113],
  ['17', '石川県', 'いしかわけん', 'Ishikawa', 36.5947, 136.6256],
  ['18', '福井県', 'ふくいけん', 'Fukui', 36.0652, 136.2216],
  ['19', '山梨県', 'やまなしけん', 'Yamanashi', 35.6642, 138.5684],
  ['20', '長野県', 'ながのけん', 'Nagano', 36.6513, 138.181],
  ['21', '岐阜県', 'ぎふけん', 'Gifu', 35.3912, 136.7223],
  ['22', '静岡県', 'しずおかけん', 'Shizuoka', 34.9769, 138.3831],
  ['23', '愛知県', 'あいちけん', 'Aichi', 35.1802, 136.9066],
  ['24', '三重県', 'みえけん', 'Mie', 34.7303, 136.5086],
  ['25', '滋賀県', 'しがけん', 'Shiga', 35.0045, 135.8686],
  ['26', '京都府', 'きょうとふ', 'Kyoto', 35.0214, 135.7556],
  ['27', '大阪府', 'おおさかふ', 'Osaka', 34.6863, 135.52],
  ['28', '兵庫県', 'ひょうごけん', 'Hyogo', 34.6913, 135.183],
  ['29', '奈良県', 'ならけん', 'Nara', 34.6851, 135.8329],
  ['30', '和歌山県', 'わかやまけん', 'Wakayama', 34.226, 135.1675],
  ['31', '鳥取県', 'とっとりけん', 'Tottori', 35.5036, 134.2383],
  ['32', '島根県', 'しまねけん', 'Shimane', 35.4723, 133.0505],
  ['33', '岡山県', 'おかやまけん', 'Okayama', 34.6617, 133.9344],
  ['34', '広島県', 'ひろしまけん', 'Hiroshima', 34.3966, 132.4596],
  ['35', '山口県', 'やまぐちけん', 'Yamaguchi', 34.1859, 131.4714],
  ['36', '徳島県', 'とくしまけん', 'Tokushima', 34.0658, 134.5593],
  ['37', '香川県', 'かがわけん', 'Kagawa', 34.3401, 134.0434],
  ['38', '愛媛県', 'えひめけん', 'Ehime', 33.8416, 132.7657],
  ['39', '高知県', 'こうちけん', 'Kochi', 33.5597, 133.5311],
  ['40', '福岡県', 'ふくおかけん', 'Fukuoka', 33.6064, 130.4181],
  ['41', '佐賀県', 'さがけん', 'Saga', 33.2494, 130.2988],
  ['42', '長崎県', 'ながさきけん', 'Nagasaki', 32.7448, 129.8737],
  ['43', '熊本県', 'くまもとけん', 'Kumamoto', 32.7898, 130.7417],
  ['44', '大分県', 'おおいたけん', 'Oita', 33.2382, 131.6126],
  ['45', '宮崎県', 'みやざきけん', 'Miyazaki', 31.9111, 131.4239],
  ['46', '鹿児島県', 'かごしまけん', 'Kagoshima', 31.5602, 130.5581],
  ['47', '沖縄県', 'おきなわけん', 'Okinawa', 26.2124, 127.6809],
];

function regionOf(code: string): string {
  const region = REGIONS.find((r) => r.prefectureCodes.includes(code));
  if (!region) throw new Error(`prefecture ${code} has no region`);
  return region.code;
}

function englishName(code: string, romaji: string): string {
  if (code === '01' || code === '13') return romaji;
  return `${romaji} Prefecture`;
}

export const PREFECTURES: readonly Prefecture[] = ROWS.map(([code, ja, kana, romaji, lat, lng]) => ({
  code,
  name: { ja, en: englishName(code, romaji) },
  shortName: { ja: code === '01' ? ja : ja.replace(/[都府県]$/, ''), en: romaji },
  kana,
  romaji,
  regionCode: regionOf(code),
  lat,
  lng,
}));

const BY_CODE = new Map(PREFECTURES.map((p) => [p.code, p]));

export function prefectureByCode(code: string): Prefecture {
  const p = BY_CODE.get(code);
  if (!p) throw new Error(`unknown prefecture code ${code}`);
  return p;
}
