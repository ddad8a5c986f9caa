/**
 * Departure areas (東京・関東発 …) with their airports and stations, approach types (air, train,
 * extrain and the generic 00 on-site / 01 ship), ports and the ship routes used by ship tours.
 */
import type { ApproachTypeDef, DepartureArea, Port } from '../types';

export const APPROACH_TYPES: readonly ApproachTypeDef[] = [
  { code: 'air', name: { ja: '飛行機', en: 'Flight' }, generic: false },
  { code: 'train', name: { ja: 'JR・新幹線', en: 'JR / Shinkansen' }, generic: false },
  { code: 'extrain', name: { ja: '特急列車', en: 'Limited express train' }, generic: false },
  { code: '00', name: { ja: '現地集合（交通なし）', en: 'Meet on site (no transport)' }, generic: true },
  { code: '01', name: { ja: '船', en: 'Ship' }, generic: true },
];

const dep = (
  code: string,
  ja: string,
  en: string,
  airports: string,
  stations: string,
  generics: string,
  prefs: string,
): DepartureArea => ({
  code,
  name: { ja, en },
  airportCodes: airports ? airports.split(' ') : [],
  stationCodes: stations ? stations.split(' ') : [],
  genericStationCodes: generics ? generics.split(' ') : [],
  prefectureCodes: prefs.split(' '),
});

// prettier-ignore
export const DEPARTURE_AREAS: readonly DepartureArea[] = [
  dep('01', '札幌・北海道発', 'From Sapporo / Hokkaido', 'CTS HKD AKJ KUH', 'sapporo shinhakodatehokuto hakodate asahikawa', 'sapporo-city', '01'),
  dep('02', '仙台・東北発', 'From Sendai / Tohoku', 'SDJ AOJ HNA AXT GAJ FKS', 'sendai morioka shinaomori akita yamagata fukushima koriyama', 'sendai-city', '02 03 04 05 06 07'),
  dep('03', '東京・関東発', 'From Tokyo / Kanto', 'HND NRT', 'tokyo shinagawa ueno shinjuku asakusa omiya shinyokohama', 'tokyo-23ku yokohama-city', '08 09 10 11 12 13 14'),
  dep('04', '名古屋・中部発', 'From Nagoya / Chubu', 'NGO FSZ MMJ', 'nagoya shizuoka hamamatsu gifu', 'nagoya-city', '21 22 23 24'),
  dep('05', '北陸・信越発', 'From Hokuriku / Shinetsu', 'KIJ TOY KMQ', 'niigata nagano toyama kanazawa fukui', '', '15 16 17 18 19 20'),
  dep('06', '大阪・関西発', 'From Osaka / Kansai', 'ITM KIX UKB', 'shinosaka kyoto shinkobe osakanamba himeji', 'osaka-city kyoto-city kobe-city', '25 26 27 28 29 30'),
  dep('07', '広島・中国・四国発', 'From Hiroshima / Chugoku / Shikoku', 'HIJ OKJ IZO YGJ UBJ TAK MYJ KCZ TKS', 'hiroshima okayama', 'hiroshima-city', '31 32 33 34 35 36 37 38 39'),
  dep('08', '福岡・九州発', 'From Fukuoka / Kyushu', 'FUK KKJ KMJ KOJ NGS OIT KMI', 'hakata kokura kumamoto kagoshimachuo', 'fukuoka-city', '40 41 42 43 44 45 46'),
  dep('09', '沖縄発', 'From Okinawa', 'OKA ISG MMY', '', '', '47'),
];

export const PORTS: readonly Port[] = [
  {
    code: 'takeshiba',
    name: { ja: '竹芝客船ターミナル', en: 'Takeshiba Passenger Ship Terminal' },
    prefectureCode: '13',
    lat: 35.654,
    lng: 139.762,
  },
  {
    code: 'motomachi',
    name: { ja: '元町港（伊豆大島）', en: 'Motomachi Port (Izu Oshima)' },
    prefectureCode: '13',
    lat: 34.753,
    lng: 139.355,
  },
  {
    code: 'niigata-port',
    name: { ja: '新潟港佐渡汽船ターミナル', en: 'Niigata Port Sado Kisen Terminal' },
    prefectureCode: '15',
    lat: 37.944,
    lng: 139.058,
  },
  {
    code: 'ryotsu',
    name: { ja: '両津港（佐渡）', en: 'Ryotsu Port (Sado)' },
    prefectureCode: '15',
    lat: 38.08,
    lng: 138.44,
  },
  {
    code: 'kobe-sannomiya',
    name: { ja: '神戸三宮フェリーターミナル', en: 'Kobe Sannomiya Ferry Terminal' },
    prefectureCode: '28',
    lat: 34.688,
    lng: 135.202,
  },
  {
    code: 'sakate',
    name: { ja: '坂手港（小豆島）', en: 'Sakate Port (Shodoshima)' },
    prefectureCode: '37',
    lat: 34.458,
    lng: 134.312,
  },
  {
    code: 'kagoshima-port',
    name: { ja: '鹿児島本港南ふ頭', en: 'Kagoshima Port South Pier' },
    prefectureCode: '46',
    lat: 31.596,
    lng: 130.566,
  },
  {
    code: 'miyanoura',
    name: { ja: '宮之浦港（屋久島）', en: 'Miyanoura Port (Yakushima)' },
    prefectureCode: '46',
    lat: 30.425,
    lng: 130.571,
  },
];

export interface ShipRoute {
  depAreaCode: string;
  depPort: string;
  arrPort: string;
  /** area3 code of the destination. */
  arrArea3Code: string;
  vessel: { ja: string; en: string };
  depTime: string;
  minutes: number;
  fare: number;
}

export const SHIP_ROUTES: readonly ShipRoute[] = [
  {
    depAreaCode: '03',
    depPort: 'takeshiba',
    arrPort: 'motomachi',
    arrArea3Code: '1306',
    vessel: { ja: '高速ジェット船', en: 'High-speed jetfoil' },
    depTime: '0835',
    minutes: 105,
    fare: 8000,
  },
  {
    depAreaCode: '05',
    depPort: 'niigata-port',
    arrPort: 'ryotsu',
    arrArea3Code: '1503',
    vessel: { ja: 'ジェットフォイル', en: 'Jetfoil' },
    depTime: '0925',
    minutes: 67,
    fare: 7000,
  },
  {
    depAreaCode: '06',
    depPort: 'kobe-sannomiya',
    arrPort: 'sakate',
    arrArea3Code: '3702',
    vessel: { ja: 'フェリー', en: 'Ferry' },
    depTime: '0715',
    minutes: 195,
    fare: 2500,
  },
  {
    depAreaCode: '08',
    depPort: 'kagoshima-port',
    arrPort: 'miyanoura',
    arrArea3Code: '4604',
    vessel: { ja: '高速船', en: 'High-speed ferry' },
    depTime: '0830',
    minutes: 120,
    fare: 10000,
  },
];
