/**
 * Code tables of the decoder (spec §3 "reference data from the server").
 *
 * Tour types:  01 フリープラン, 02 添乗員付き, 03 ダイナミックパッケージ (plan-bound coupons excluded,
 *              spec §5), 04 日帰り.
 * Meal types:  01 朝食付き, 02 夕朝食付き, 03 夕食付き, 04 食事なし.
 * Room types:  01 和室, 02 洋室, 03 和洋室, 04 シングル, 05 ダブル, 06 ツイン, 07 トリプル, 08 スイート,
 *              09 露天風呂付客室.
 * Hotel types: 01 旅館, 02 ホテル, 03 リゾートホテル, 04 ビジネスホテル, 05 ペンション・民宿.
 * Group codes (plan groups): 01–08, see PLAN_GROUPS.
 * Item codes (ITEM_CD, what a hotel is sold with): 01 宿泊のみ, 02 JR＋宿泊, 03 航空券＋宿泊, 04 レンタカー付き.
 * Pax types: male/female count as adults; childA–F per Japanese lodging custom; otherA/B operator-defined.
 */
import type { CodeName, ImageCategory, MealTypeDef, PaxTypeDef, TourTypeDef } from '../types';

const cn = (code: string, ja: string, en: string): CodeName => ({ code, name: { ja, en } });

export const TOUR_TYPES: readonly TourTypeDef[] = [
  { ...cn('01', 'フリープラン', 'Free plan'), excludesPlanBoundCoupons: false },
  { ...cn('02', '添乗員付きツアー', 'Escorted tour'), excludesPlanBoundCoupons: false },
  { ...cn('03', 'ダイナミックパッケージ', 'Dynamic package'), excludesPlanBoundCoupons: true },
  { ...cn('04', '日帰りツアー', 'Day trip'), excludesPlanBoundCoupons: false },
];

export const MEAL_TYPES: readonly MealTypeDef[] = [
  { ...cn('01', '朝食付き', 'Breakfast included'), breakfast: true, dinner: false },
  { ...cn('02', '夕朝食付き', 'Breakfast and dinner'), breakfast: true, dinner: true },
  { ...cn('03', '夕食付き', 'Dinner included'), breakfast: false, dinner: true },
  { ...cn('04', '食事なし', 'Room only'), breakfast: false, dinner: false },
];

export const ROOM_TYPES: readonly CodeName[] = [
  cn('01', '和室', 'Japanese-style room'),
  cn('02', '洋室', 'Western-style room'),
  cn('03', '和洋室', 'Japanese-Western room'),
  cn('04', 'シングル', 'Single'),
  cn('05', 'ダブル', 'Double'),
  cn('06', 'ツイン', 'Twin'),
  cn('07', 'トリプル', 'Triple'),
  cn('08', 'スイート', 'Suite'),
  cn('09', '露天風呂付客室', 'Room with open-air bath'),
];

export const BED_TYPES: readonly (CodeName & { widthCm: number; lengthCm: number })[] = [
  { ...cn('single', 'シングルベッド', 'Single bed'), widthCm: 100, lengthCm: 195 },
  { ...cn('semidouble', 'セミダブルベッド', 'Semi-double bed'), widthCm: 120, lengthCm: 195 },
  { ...cn('double', 'ダブルベッド', 'Double bed'), widthCm: 140, lengthCm: 195 },
  { ...cn('queen', 'クイーンベッド', 'Queen bed'), widthCm: 160, lengthCm: 200 },
  { ...cn('king', 'キングベッド', 'King bed'), widthCm: 180, lengthCm: 200 },
  { ...cn('futon', '布団', 'Futon'), widthCm: 100, lengthCm: 210 },
];

export const BATH_TYPES: readonly CodeName[] = [
  cn('1', 'ユニットバス', 'Unit bath'),
  cn('2', '独立バス（洗い場付き）', 'Separate bathroom with washing area'),
  cn('3', '露天風呂付き', 'Private open-air bath'),
  cn('4', 'シャワーブースのみ', 'Shower booth only'),
  cn('5', 'なし（大浴場をご利用ください）', 'None (use the public bath)'),
];

export const TOILET_TYPES: readonly CodeName[] = [
  cn('1', 'ウォシュレット付き', 'Bidet toilet (Washlet)'),
  cn('2', '洋式トイレ', 'Western-style toilet'),
  cn('3', '共同トイレ', 'Shared toilet'),
];

export const HOTEL_TYPES: readonly CodeName[] = [
  cn('01', '旅館', 'Ryokan'),
  cn('02', 'ホテル', 'Hotel'),
  cn('03', 'リゾートホテル', 'Resort hotel'),
  cn('04', 'ビジネスホテル', 'Business hotel'),
  cn('05', 'ペンション・民宿', 'Pension / guesthouse'),
];

export const PLAN_GROUPS: readonly CodeName[] = [
  cn('01', 'スタンダード', 'Standard'),
  cn('02', '早期割引', 'Early booking'),
  cn('03', '連泊', 'Consecutive nights'),
  cn('04', '記念日・カップル', 'Anniversary & couples'),
  cn('05', 'ファミリー', 'Family'),
  cn('06', '直前割', 'Last minute'),
  cn('07', '素泊まり・シンプル', 'Room only & simple'),
  cn('08', '贅沢ステイ', 'Premium stay'),
];

export const ITEM_CODES: readonly CodeName[] = [
  cn('01', '宿泊のみ', 'Stay only'),
  cn('02', 'JR＋宿泊', 'JR train + stay'),
  cn('03', '航空券＋宿泊', 'Flight + stay'),
  cn('04', 'レンタカー付き宿泊', 'Stay with rental car'),
];

export const HOTEL_IMAGE_CATEGORIES: readonly ImageCategory[] = [
  { code: '01', slug: 'exterior', name: { ja: '外観', en: 'Exterior' } },
  { code: '02', slug: 'room', name: { ja: '客室', en: 'Rooms' } },
  { code: '03', slug: 'bath', name: { ja: '温泉・大浴場', en: 'Hot springs & baths' } },
  { code: '04', slug: 'cuisine', name: { ja: '料理', en: 'Cuisine' } },
  { code: '05', slug: 'facility', name: { ja: '館内施設', en: 'Facilities' } },
  { code: '06', slug: 'sightseeing', name: { ja: '周辺観光', en: 'Sightseeing nearby' } },
];

const pax = (
  code: PaxTypeDef['code'],
  ja: string,
  en: string,
  descJa: string,
  descEn: string,
  flags: [counted: 0 | 1, adult: 0 | 1, noHotelCharge: 0 | 1, noBed: 0 | 1],
  ratePercent: number,
): PaxTypeDef => ({
  code,
  name: { ja, en },
  description: { ja: descJa, en: descEn },
  counted: flags[0] === 1,
  adult: flags[1] === 1,
  noHotelCharge: flags[2] === 1,
  noBed: flags[3] === 1,
  ratePercent,
});

/** Lodging price of each pax type as a percentage of the adult price (see PAX_TYPES.ratePercent). */
export const PAX_TYPES: readonly PaxTypeDef[] = [
  pax(
    'male',
    '大人（男性）',
    'Adult (male)',
    '中学生以上',
    'Junior high school age and over',
    [1, 1, 0, 0],
    100,
  ),
  pax(
    'female',
    '大人（女性）',
    'Adult (female)',
    '中学生以上',
    'Junior high school age and over',
    [1, 1, 0, 0],
    100,
  ),
  pax(
    'childA',
    '子供A',
    'Child A',
    '小学生高学年（4〜6年生）',
    'Elementary school, grades 4–6',
    [1, 0, 0, 0],
    70,
  ),
  pax(
    'childB',
    '子供B',
    'Child B',
    '小学生低学年（1〜3年生）',
    'Elementary school, grades 1–3',
    [1, 0, 0, 0],
    50,
  ),
  pax(
    'childC',
    '子供C',
    'Child C',
    '幼児（食事・布団あり）',
    'Infant with meals and bedding',
    [1, 0, 0, 0],
    30,
  ),
  pax('childD', '子供D', 'Child D', '幼児（食事のみ）', 'Infant with meals only', [1, 0, 0, 1], 20),
  pax('childE', '子供E', 'Child E', '幼児（布団のみ）', 'Infant with bedding only', [1, 0, 0, 0], 10),
  pax(
    'childF',
    '子供F',
    'Child F',
    '幼児（食事・布団なし）',
    'Infant without meals or bedding',
    [0, 0, 1, 1],
    0,
  ),
  pax(
    'otherA',
    'その他A',
    'Other A',
    '施設指定区分A（例：中学生の子供料金）',
    'Operator-defined category A',
    [1, 0, 0, 0],
    80,
  ),
  pax(
    'otherB',
    'その他B',
    'Other B',
    '施設指定区分B（例：添い寝の乳児）',
    'Operator-defined category B',
    [0, 0, 1, 1],
    0,
  ),
];

export const FACILITIES: readonly CodeName[] = [
  cn('f01', 'レストラン', 'Restaurant'),
  cn('f02', 'ラウンジ・バー', 'Lounge & bar'),
  cn('f03', '売店', 'Gift shop'),
  cn('f04', 'コンビニ（館内）', 'Convenience store'),
  cn('f05', '宴会場', 'Banquet hall'),
  cn('f06', '会議室', 'Meeting room'),
  cn('f07', '卓球台', 'Table tennis'),
  cn('f08', 'カラオケ', 'Karaoke'),
  cn('f09', 'キッズスペース', 'Kids space'),
  cn('f10', 'プール', 'Swimming pool'),
  cn('f11', 'フィットネスジム', 'Fitness gym'),
  cn('f12', 'エステ・マッサージ', 'Spa & massage'),
  cn('f13', 'コインランドリー', 'Coin laundry'),
  cn('f14', '自動販売機', 'Vending machines'),
  cn('f15', '製氷機', 'Ice machine'),
  cn('f16', '電子レンジ', 'Microwave'),
  cn('f17', '足湯', 'Foot bath'),
  cn('f18', '庭園', 'Japanese garden'),
];

export const SERVICES: readonly CodeName[] = [
  cn('s01', '無料Wi-Fi', 'Free Wi-Fi'),
  cn('s02', '送迎（要予約）', 'Shuttle (reservation required)'),
  cn('s03', '宅配便受付', 'Parcel delivery'),
  cn('s04', 'クリーニング', 'Laundry service'),
  cn('s05', 'モーニングコール', 'Wake-up call'),
  cn('s06', 'マッサージ（要予約）', 'Massage (reservation required)'),
  cn('s07', 'レンタサイクル', 'Bicycle rental'),
  cn('s08', '色浴衣の貸し出し', 'Colourful yukata rental'),
  cn('s09', 'ペット同伴可（小型犬）', 'Small pets allowed'),
  cn('s10', 'アレルギー対応食', 'Allergy-friendly meals'),
  cn('s11', '手荷物預かり', 'Luggage storage'),
  cn('s12', 'レイトチェックアウト（有料）', 'Late check-out (charged)'),
  cn('s13', '車いす貸し出し', 'Wheelchair rental'),
];

export const AMENITIES: readonly CodeName[] = [
  cn('a01', 'テレビ', 'TV'),
  cn('a02', '冷蔵庫', 'Refrigerator'),
  cn('a03', '電気ポット', 'Electric kettle'),
  cn('a04', 'お茶セット', 'Tea set'),
  cn('a05', 'ドライヤー', 'Hair dryer'),
  cn('a06', 'シャンプー・リンス', 'Shampoo & conditioner'),
  cn('a07', 'ボディソープ', 'Body soap'),
  cn('a08', '歯ブラシ', 'Toothbrush'),
  cn('a09', '浴衣', 'Yukata'),
  cn('a10', 'バスタオル', 'Bath towel'),
  cn('a11', '金庫', 'Safe'),
  cn('a12', '空気清浄機', 'Air purifier'),
  cn('a13', 'ズボンプレッサー', 'Trouser press'),
  cn('a14', 'ルームウェア', 'Loungewear'),
  cn('a15', 'コーヒーマシン', 'Coffee machine'),
  cn('a16', 'USB充電ポート', 'USB charging port'),
];

export const OPTIONAL_CATEGORIES: readonly CodeName[] = [
  cn('01', 'アクティビティ', 'Activities'),
  cn('02', '観光チケット', 'Sightseeing tickets'),
  cn('03', '文化体験', 'Cultural experiences'),
  cn('04', '観光ツアー', 'Guided tours'),
  cn('05', 'グルメ', 'Food & drink'),
  cn('06', 'クルーズ・遊覧', 'Cruises'),
];

/** Default price range of the price filter (spec §9: 10000–100000 yen). */
export const PRICE_RANGE = {
  min: 10000,
  max: 100000,
  steps: [10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 70000, 80000, 90000, 100000],
};
