/**
 * Preference features (こだわり条件, the decoder's "features and groups").
 *
 * Codes: 3 digits, the first digit is the group (1 お風呂, 2 食事, 3 部屋, 4 立地, 5 サービス・設備,
 * 6 ツアー). `children` lists narrower features: a search for a parent also matches its children
 * (e.g. 101 温泉 ⊃ 102 源泉かけ流し, 108 にごり湯).
 */
import { boundedCache } from './processCache';
import type { Kodawari, KodawariGroup } from './types';

export const KODAWARI_GROUPS: readonly KodawariGroup[] = [
  { code: '1', name: { ja: 'お風呂', en: 'Baths' }, target: 'hotel' },
  { code: '2', name: { ja: '食事', en: 'Meals' }, target: 'hotel' },
  { code: '3', name: { ja: '部屋', en: 'Rooms' }, target: 'hotel' },
  { code: '4', name: { ja: '立地', en: 'Location' }, target: 'hotel' },
  { code: '5', name: { ja: 'サービス・設備', en: 'Services & facilities' }, target: 'hotel' },
  { code: '6', name: { ja: 'ツアー', en: 'Tour' }, target: 'tour' },
];

const k = (code: string, ja: string, en: string, children: string[] = []): Kodawari => ({
  code,
  groupCode: code.slice(0, 1),
  name: { ja, en },
  children,
});

export const KODAWARI: readonly Kodawari[] = [
  k('101', '温泉', 'Hot spring (onsen)', ['102', '108']),
  k('102', '源泉かけ流し', 'Free-flowing hot spring'),
  k('103', '露天風呂', 'Open-air bath', ['104']),
  k('104', '露天風呂付客室', 'Room with private open-air bath'),
  k('105', '貸切風呂', 'Private reservable bath'),
  k('106', '大浴場', 'Large public bath'),
  k('107', 'サウナ', 'Sauna'),
  k('108', 'にごり湯', 'Milky hot spring water'),
  k('201', '朝食付き', 'Breakfast included'),
  k('202', '夕食付き', 'Dinner included', ['203', '204']),
  k('203', '部屋食', 'Dinner served in the room'),
  k('204', '個室食', 'Dinner in a private dining room'),
  k('205', 'バイキング', 'Buffet'),
  k('206', '地元食材', 'Local ingredients'),
  k('207', '食物アレルギー対応', 'Food allergy friendly'),
  k('301', '禁煙ルーム', 'Non-smoking rooms'),
  k('302', 'オーシャンビュー', 'Ocean view'),
  k('303', '和室', 'Japanese-style rooms'),
  k('304', 'ベッドの部屋', 'Rooms with beds'),
  k('305', 'スイート', 'Suites'),
  k('306', '4名以上で泊まれる部屋', 'Rooms for 4 or more'),
  k('401', '駅近（徒歩5分以内）', 'Near a station (within 5 min walk)'),
  k('402', '空港近く', 'Near the airport'),
  k('403', 'ビーチ近く', 'Near the beach'),
  k('404', '繁華街に近い', 'Near downtown'),
  k('405', 'スキー場近く', 'Near ski slopes'),
  k('501', '駐車場無料', 'Free parking'),
  k('502', 'ペット可', 'Pets allowed'),
  k('503', 'Wi-Fi無料', 'Free Wi-Fi'),
  k('504', '子連れ歓迎', 'Family friendly'),
  k('505', 'レイトチェックアウト', 'Late check-out'),
  k('506', 'バリアフリー', 'Barrier-free'),
  k('507', '送迎あり', 'Shuttle service'),
  k('508', 'プール', 'Swimming pool'),
  k('509', 'エステ', 'Spa treatments'),
  k('510', 'コインランドリー', 'Coin laundry'),
  k('601', '直行便', 'Direct flight'),
  k('602', '添乗員同行', 'Tour conductor'),
  k('603', '1名から参加OK', 'Solo travellers welcome'),
  k('604', '新幹線で行く', 'By shinkansen'),
  k('605', '観光付き', 'Sightseeing included'),
  k('606', 'レンタカー付き', 'Rental car included'),
  k('607', '連泊', 'Consecutive nights'),
  k('608', '早期割引', 'Early booking discount'),
];

/** Expands a list of feature codes with their children (for "matches the parent or any child"). */
export function expandKodawari(codes: readonly string[]): string[] {
  const key = codes.join(',');
  const hit = EXPAND_CACHE.get(key);
  if (hit) return hit.slice();
  const out = new Set<string>();
  for (const code of codes) {
    out.add(code);
    for (const child of KODAWARI.find((f) => f.code === code)?.children ?? []) out.add(child);
  }
  const result = [...out].sort();
  EXPAND_CACHE.set(key, result);
  return result.slice();
}

const EXPAND_CACHE = boundedCache<string, string[]>({ max: 1000 });

