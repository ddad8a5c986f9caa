/**
 * Main domestic airports (IATA code, short and official names, prefecture, coordinates) and the
 * domestic carriers with their carrier group (spec §5: ANA, JAL, SKY, other).
 */
import type { Airport, Carrier } from '../types';

// IATA, short name, official name, reading, English short, English official, prefecture, lat, lng, hub
type Row = [string, string, string, string, string, string, string, number, number, 0 | 1];

// prettier-ignore
const ROWS: readonly Row[] = [
  ['HND', '羽田', '東京国際空港（羽田）', 'はねだ', 'Haneda', 'Tokyo International Airport (Haneda)', '13', 35.5494, 139.7798, 1],
  ['NRT', '成田', '成田国際空港', 'なりた', 'Narita', 'Narita International Airport', '12', 35.772, 140.3929, 1],
  ['KIX', '関西', '関西国際空港', 'かんさい', 'Kansai', 'Kansai International Airport', '27', 34.4347, 135.244, 1],
  ['ITM', '伊丹', '大阪国際空港（伊丹）', 'いたみ', 'Itami', 'Osaka International Airport (Itami)', '27', 34.7855, 135.4382, 1],
  ['UKB', '神戸', '神戸空港', 'こうべ', 'Kobe', 'Kobe Airport', '28', 34.6328, 135.2239, 0],
  ['NGO', '中部', '中部国際空港（セントレア）', 'ちゅうぶ', 'Chubu Centrair', 'Chubu Centrair International Airport', '23', 34.8584, 136.8054, 1],
  ['CTS', '新千歳', '新千歳空港', 'しんちとせ', 'New Chitose', 'New Chitose Airport', '01', 42.7752, 141.6923, 1],
  ['HKD', '函館', '函館空港', 'はこだて', 'Hakodate', 'Hakodate Airport', '01', 41.77, 140.8219, 0],
  ['AKJ', '旭川', '旭川空港', 'あさひかわ', 'Asahikawa', 'Asahikawa Airport', '01', 43.6708, 142.4475, 0],
  ['KUH', '釧路', 'たんちょう釧路空港', 'くしろ', 'Kushiro', 'Tancho Kushiro Airport', '01', 43.0411, 144.193, 0],
  ['MMB', '女満別', '女満別空港', 'めまんべつ', 'Memanbetsu', 'Memanbetsu Airport', '01', 43.8806, 144.1642, 0],
  ['OBO', '帯広', 'とかち帯広空港', 'おびひろ', 'Obihiro', 'Tokachi-Obihiro Airport', '01', 42.7333, 143.2172, 0],
  ['AOJ', '青森', '青森空港', 'あおもり', 'Aomori', 'Aomori Airport', '02', 40.7347, 140.6908, 0],
  ['HNA', '花巻', 'いわて花巻空港', 'はなまき', 'Hanamaki', 'Iwate Hanamaki Airport', '03', 39.4286, 141.1353, 0],
  ['SDJ', '仙台', '仙台空港', 'せんだい', 'Sendai', 'Sendai Airport', '04', 38.1397, 140.9169, 0],
  ['AXT', '秋田', '秋田空港', 'あきた', 'Akita', 'Akita Airport', '05', 39.6156, 140.2186, 0],
  ['GAJ', '山形', 'おいしい山形空港', 'やまがた', 'Yamagata', 'Oishii Yamagata Airport', '06', 38.4119, 140.3711, 0],
  ['SYO', '庄内', 'おいしい庄内空港', 'しょうない', 'Shonai', 'Oishii Shonai Airport', '06', 38.8122, 139.7872, 0],
  ['FKS', '福島', '福島空港', 'ふくしま', 'Fukushima', 'Fukushima Airport', '07', 37.2274, 140.4307, 0],
  ['HAC', '八丈島', '八丈島空港', 'はちじょうじま', 'Hachijojima', 'Hachijojima Airport', '13', 33.115, 139.7858, 0],
  ['KIJ', '新潟', '新潟空港', 'にいがた', 'Niigata', 'Niigata Airport', '15', 37.9559, 139.1207, 0],
  ['TOY', '富山', '富山きときと空港', 'とやま', 'Toyama', 'Toyama Kitokito Airport', '16', 36.6483, 137.1875, 0],
  ['KMQ', '小松', '小松空港', 'こまつ', 'Komatsu', 'Komatsu Airport', '17', 36.3946, 136.4067, 0],
  ['NTQ', '能登', 'のと里山空港', 'のと', 'Noto', 'Noto Satoyama Airport', '17', 37.2931, 136.962, 0],
  ['MMJ', '松本', '信州まつもと空港', 'まつもと', 'Matsumoto', 'Shinshu-Matsumoto Airport', '20', 36.1668, 137.9227, 0],
  ['FSZ', '静岡', '富士山静岡空港', 'しずおか', 'Shizuoka', 'Mt. Fuji Shizuoka Airport', '22', 34.7961, 138.1894, 0],
  ['SHM', '南紀白浜', '南紀白浜空港', 'なんきしらはま', 'Nanki-Shirahama', 'Nanki-Shirahama Airport', '30', 33.6622, 135.3644, 0],
  ['TTJ', '鳥取', '鳥取砂丘コナン空港', 'とっとり', 'Tottori', 'Tottori Sand Dunes Conan Airport', '31', 35.5301, 134.1668, 0],
  ['YGJ', '米子', '米子鬼太郎空港', 'よなご', 'Yonago', 'Yonago Kitaro Airport', '31', 35.4922, 133.2364, 0],
  ['IZO', '出雲', '出雲縁結び空港', 'いずも', 'Izumo', 'Izumo Enmusubi Airport', '32', 35.4136, 132.89, 0],
  ['OKJ', '岡山', '岡山桃太郎空港', 'おかやま', 'Okayama', 'Okayama Momotaro Airport', '33', 34.7569, 133.8553, 0],
  ['HIJ', '広島', '広島空港', 'ひろしま', 'Hiroshima', 'Hiroshima Airport', '34', 34.4361, 132.9194, 0],
  ['UBJ', '山口宇部', '山口宇部空港', 'やまぐちうべ', 'Yamaguchi Ube', 'Yamaguchi Ube Airport', '35', 33.93, 131.2789, 0],
  ['TKS', '徳島', '徳島阿波おどり空港', 'とくしま', 'Tokushima', 'Tokushima Awaodori Airport', '36', 34.1328, 134.6067, 0],
  ['TAK', '高松', '高松空港', 'たかまつ', 'Takamatsu', 'Takamatsu Airport', '37', 34.2142, 134.0156, 0],
  ['MYJ', '松山', '松山空港', 'まつやま', 'Matsuyama', 'Matsuyama Airport', '38', 33.8272, 132.6997, 0],
  ['KCZ', '高知', '高知龍馬空港', 'こうち', 'Kochi', 'Kochi Ryoma Airport', '39', 33.5461, 133.6694, 0],
  ['FUK', '福岡', '福岡空港', 'ふくおか', 'Fukuoka', 'Fukuoka Airport', '40', 33.5859, 130.4508, 1],
  ['KKJ', '北九州', '北九州空港', 'きたきゅうしゅう', 'Kitakyushu', 'Kitakyushu Airport', '40', 33.8459, 131.035, 0],
  ['HSG', '佐賀', '九州佐賀国際空港', 'さが', 'Saga', 'Kyushu-Saga International Airport', '41', 33.1497, 130.3022, 0],
  ['NGS', '長崎', '長崎空港', 'ながさき', 'Nagasaki', 'Nagasaki Airport', '42', 32.9169, 129.9136, 0],
  ['KMJ', '熊本', '阿蘇くまもと空港', 'くまもと', 'Kumamoto', 'Aso Kumamoto Airport', '43', 32.8373, 130.8551, 0],
  ['OIT', '大分', '大分空港', 'おおいた', 'Oita', 'Oita Airport', '44', 33.4794, 131.7372, 0],
  ['KMI', '宮崎', '宮崎ブーゲンビリア空港', 'みやざき', 'Miyazaki', 'Miyazaki Bougainvillea Airport', '45', 31.8772, 131.4486, 0],
  ['KOJ', '鹿児島', '鹿児島空港', 'かごしま', 'Kagoshima', 'Kagoshima Airport', '46', 31.8034, 130.7194, 0],
  ['KUM', '屋久島', '屋久島空港', 'やくしま', 'Yakushima', 'Yakushima Airport', '46', 30.3856, 130.6589, 0],
  ['ASJ', '奄美', '奄美空港', 'あまみ', 'Amami', 'Amami Airport', '46', 28.4306, 129.7125, 0],
  ['OKA', '那覇', '那覇空港', 'なは', 'Naha', 'Naha Airport', '47', 26.1958, 127.6459, 1],
  ['ISG', '石垣', '南ぬ島石垣空港', 'いしがき', 'Ishigaki', 'New Ishigaki Airport', '47', 24.3964, 124.245, 0],
  ['MMY', '宮古', '宮古空港', 'みやこ', 'Miyako', 'Miyako Airport', '47', 24.7828, 125.295, 0],
  ['SHI', '下地島', '下地島空港', 'しもじしま', 'Shimojishima', 'Shimojishima Airport', '47', 24.8267, 125.1447, 0],
];

export const AIRPORTS: readonly Airport[] = ROWS.map(
  ([code, ja, fullJa, kana, en, fullEn, prefectureCode, lat, lng, hub]) => ({
    code,
    name: { ja, en },
    fullName: { ja: fullJa, en: fullEn },
    kana,
    prefectureCode,
    lat,
    lng,
    hub: hub === 1,
  }),
);

const BY_CODE = new Map(AIRPORTS.map((a) => [a.code, a]));

export function airportByCode(code: string): Airport {
  const a = BY_CODE.get(code);
  if (!a) throw new Error(`unknown airport ${code}`);
  return a;
}

export const CARRIERS: readonly Carrier[] = [
  { code: 'NH', name: { ja: 'ANA（全日空）', en: 'ANA' }, group: 'ANA' },
  { code: 'JL', name: { ja: 'JAL（日本航空）', en: 'Japan Airlines' }, group: 'JAL' },
  { code: 'BC', name: { ja: 'スカイマーク', en: 'Skymark Airlines' }, group: 'SKY' },
  { code: '6J', name: { ja: 'ソラシドエア', en: 'Solaseed Air' }, group: 'other' },
  { code: 'HD', name: { ja: 'AIRDO', en: 'AIRDO' }, group: 'other' },
  { code: '7G', name: { ja: 'スターフライヤー', en: 'StarFlyer' }, group: 'other' },
  { code: 'MM', name: { ja: 'ピーチ', en: 'Peach Aviation' }, group: 'other' },
  { code: 'GK', name: { ja: 'ジェットスター・ジャパン', en: 'Jetstar Japan' }, group: 'other' },
];

/** Airports Skymark serves (its network is a subset of the majors'). */
export const SKYMARK_AIRPORTS: readonly string[] = [
  'HND',
  'CTS',
  'FUK',
  'OKA',
  'KOJ',
  'NGS',
  'KMJ',
  'UKB',
  'NGO',
  'SDJ',
  'SHI',
];
