/**
 * Hotel names built from parts (kanji/kana, reading in katakana, romaji), e.g.
 * `箱根湯本温泉 ホテル松風` / ハコネユモトオンセンホテルマツカゼ / Hakone-Yumoto Onsen Hotel Matsukaze.
 * The generated names are fictitious; common words make accidental resemblance to real hotels possible.
 */
import type { Area4 } from './types';
import type { Rng } from './prng';
import { toKatakana } from '@tabiyori/domain';
import { boundedCache } from '../model/processCache';

export interface NamePart {
  ja: string;
  /** Reading in katakana. */
  kana: string;
  en: string;
}

const p = (ja: string, kana: string, en: string): NamePart => ({ ja, kana, en });

// prettier-ignore
export const STEMS: readonly NamePart[] = [
  p('松風', 'マツカゼ', 'Matsukaze'), p('月光', 'ゲッコウ', 'Gekko'), p('花月', 'カゲツ', 'Kagetsu'),
  p('清流', 'セイリュウ', 'Seiryu'), p('白鷺', 'シラサギ', 'Shirasagi'), p('翠嵐', 'スイラン', 'Suiran'),
  p('鶴翔', 'カクショウ', 'Kakusho'), p('菊水', 'キクスイ', 'Kikusui'), p('桜', 'サクラ', 'Sakura'),
  p('紅葉', 'モミジ', 'Momiji'), p('山水', 'サンスイ', 'Sansui'), p('湖月', 'コゲツ', 'Kogetsu'),
  p('朝日', 'アサヒ', 'Asahi'), p('千歳', 'チトセ', 'Chitose'), p('水月', 'スイゲツ', 'Suigetsu'),
  p('竹林', 'チクリン', 'Chikurin'), p('雪月花', 'セツゲッカ', 'Setsugekka'), p('望洋', 'ボウヨウ', 'Boyo'),
  p('白樺', 'シラカバ', 'Shirakaba'), p('海風', 'ウミカゼ', 'Umikaze'), p('青葉', 'アオバ', 'Aoba'),
  p('椿', 'ツバキ', 'Tsubaki'), p('藤乃', 'フジノ', 'Fujino'), p('楓', 'カエデ', 'Kaede'),
  p('蓬莱', 'ホウライ', 'Horai'), p('瑞穂', 'ミズホ', 'Mizuho'), p('若竹', 'ワカタケ', 'Wakatake'),
  p('鳳凰', 'ホウオウ', 'Hoo'), p('天空', 'テンクウ', 'Tenku'), p('凪', 'ナギ', 'Nagi'),
  p('悠久', 'ユウキュウ', 'Yukyu'), p('彩', 'イロドリ', 'Irodori'), p('結', 'ユイ', 'Yui'),
  p('和楽', 'ワラク', 'Waraku'), p('碧水', 'ヘキスイ', 'Hekisui'), p('萬寿', 'マンジュ', 'Manju'),
  p('福寿', 'フクジュ', 'Fukuju'), p('錦', 'ニシキ', 'Nishiki'), p('宝山', 'ホウザン', 'Hozan'),
  p('星月', 'ホシヅキ', 'Hoshizuki'), p('時雨', 'シグレ', 'Shigure'), p('葵', 'アオイ', 'Aoi'),
  p('蛍', 'ホタル', 'Hotaru'), p('陽光', 'ヨウコウ', 'Yoko'), p('銀河', 'ギンガ', 'Ginga'),
  p('梅香', 'バイコウ', 'Baiko'), p('潮騒', 'シオサイ', 'Shiosai'), p('白雲', 'ハクウン', 'Hakuun'),
];

/** Stems that only suit a seaside hotel. */
const SEA_STEMS = new Set(['海風', '潮騒', '望洋']);
const INLAND_STEMS: readonly NamePart[] = STEMS.filter((s) => !SEA_STEMS.has(s.ja));

const RYOKAN_SUFFIXES: readonly NamePart[] = [
  p('荘', 'ソウ', '-so'),
  p('館', 'カン', '-kan'),
  p('亭', 'テイ', '-tei'),
  p('閣', 'カク', '-kaku'),
  p('苑', 'エン', '-en'),
  p('楼', 'ロウ', '-ro'),
  p('庵', 'アン', '-an'),
];

const RYOKAN_PREFIXES: readonly NamePart[] = [
  p('旅館', 'リョカン', 'Ryokan'),
  p('湯宿', 'ユヤド', 'Yuyado'),
  p('お宿', 'オヤド', 'Oyado'),
  p('料理旅館', 'リョウリリョカン', 'Ryori Ryokan'),
  p('湯の宿', 'ユノヤド', 'Yu no Yado'),
];

const KATA_CITY: readonly NamePart[] = [
  p('パーク', 'パーク', 'Park'),
  p('セントラル', 'セントラル', 'Central'),
  p('プラザ', 'プラザ', 'Plaza'),
  p('メトロ', 'メトロ', 'Metro'),
  p('シティ', 'シティ', 'City'),
  p('スカイ', 'スカイ', 'Sky'),
  p('クラウン', 'クラウン', 'Crown'),
  p('ガーデン', 'ガーデン', 'Garden'),
  p('パレス', 'パレス', 'Palace'),
  p('リバーサイド', 'リバーサイド', 'Riverside'),
  p('ステーション', 'ステーション', 'Station'),
];

const KATA_SEA: readonly NamePart[] = [
  p('シーサイド', 'シーサイド', 'Seaside'),
  p('ベイ', 'ベイ', 'Bay'),
  p('ハーバー', 'ハーバー', 'Harbor'),
  p('サンセット', 'サンセット', 'Sunset'),
  p('コーラル', 'コーラル', 'Coral'),
  p('オーシャン', 'オーシャン', 'Ocean'),
  p('マリン', 'マリン', 'Marine'),
  p('ブルー', 'ブルー', 'Blue'),
  p('サンライズ', 'サンライズ', 'Sunrise'),
];

const KATA_NATURE: readonly NamePart[] = [
  p('フォレスト', 'フォレスト', 'Forest'),
  p('レイクサイド', 'レイクサイド', 'Lakeside'),
  p('ヒルズ', 'ヒルズ', 'Hills'),
  p('テラス', 'テラス', 'Terrace'),
  p('ガーデン', 'ガーデン', 'Garden'),
  p('マウンテン', 'マウンテン', 'Mountain'),
  p('アルパイン', 'アルパイン', 'Alpine'),
  p('ビュー', 'ビュー', 'View'),
  p('グリーン', 'グリーン', 'Green'),
];

const PENSION_WORDS: readonly NamePart[] = [
  p('ラベンダー', 'ラベンダー', 'Lavender'),
  p('メープル', 'メープル', 'Maple'),
  p('クローバー', 'クローバー', 'Clover'),
  p('ポプラ', 'ポプラ', 'Poplar'),
  p('アルプス', 'アルプス', 'Alps'),
  p('ひだまり', 'ヒダマリ', 'Hidamari'),
  p('こもれび', 'コモレビ', 'Komorebi'),
  p('ミルキーウェイ', 'ミルキーウェイ', 'Milky Way'),
  p('シリウス', 'シリウス', 'Sirius'),
  p('オーロラ', 'オーロラ', 'Aurora'),
  p('ハーモニー', 'ハーモニー', 'Harmony'),
  p('どんぐり', 'ドングリ', 'Donguri'),
  p('ふくろう', 'フクロウ', 'Fukuro'),
  p('すずらん', 'スズラン', 'Suzuran'),
  p('ポラリス', 'ポラリス', 'Polaris'),
  p('ミモザ', 'ミモザ', 'Mimosa'),
  p('モミの木', 'モミノキ', 'Mominoki'),
  p('ハーブガーデン', 'ハーブガーデン', 'Herb Garden'),
];

const HOTEL = p('ホテル', 'ホテル', 'Hotel');
const RESORT = p('リゾート', 'リゾート', 'Resort');

export type HotelKindForName = 'ryokan' | 'hotel' | 'resort' | 'business' | 'pension';

/** A short place name for naming: the first segment of the district name, "駅周辺" and "JR" removed. */
const PLACE_CACHE = boundedCache<string, NamePart>({ max: 4000 });

export function placePart(area4: Area4): NamePart {
  const hit = PLACE_CACHE.get(area4.code);
  if (hit) return hit;
  const part = computePlacePart(area4);
  PLACE_CACHE.set(area4.code, part);
  return part;
}

function computePlacePart(area4: Area4): NamePart {
  const first = (s: string, sep: string) => s.split(sep)[0] ?? s;
  const ja = first(area4.name.ja, '・')
    .replace(/^JR/, '')
    .replace(/駅周辺$|周辺$/, '')
    .replace(/（.*）$/, '');
  const kana = toKatakana(first(area4.kana, '・'))
    .replace(/^ジェイアール/, '')
    .replace(/エキシュウヘン$|シュウヘン$/, '')
    .replace(/（.*）$/, '');
  const en = first(area4.name.en, ' / ')
    .replace(/^JR /, '')
    .replace(/ Station Area$| Area$/, '')
    .replace(/ \(.*\)$/, '');
  return { ja, kana, en };
}

/** Name part of a hot-spring district (箱根湯本 → 箱根湯本温泉). */
export function onsenPart(area4: Area4): NamePart {
  const place = placePart(area4);
  if (/温泉|温泉郷/.test(place.ja)) return place;
  return { ja: `${place.ja}温泉`, kana: `${place.kana}オンセン`, en: `${place.en} Onsen` };
}

function join(parts: (NamePart | string)[]): NamePart {
  let ja = '';
  let kana = '';
  let en = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      // separators: ' ' (space in ja and en), '' (glue)
      ja += part;
      en += part === '' ? '' : ' ';
      continue;
    }
    ja += part.ja;
    kana += part.kana;
    if (part.en.startsWith('-')) en += part.en;
    else en += (en && !en.endsWith(' ') ? ' ' : '') + part.en;
  }
  return { ja: ja.trim(), kana, en: en.replace(/\s+/g, ' ').trim() };
}

function kataFor(rng: Rng, seaside: boolean, city: boolean): NamePart {
  if (seaside && rng.chance(0.75)) return rng.pick(KATA_SEA);
  if (city) return rng.pick(KATA_CITY);
  return rng.pick(KATA_NATURE);
}

/** One candidate name; call again for another when the name is taken. */
export function buildHotelName(
  rng: Rng,
  kind: HotelKindForName,
  area4: Area4,
  opts: { seaside: boolean; city: boolean; walk: boolean },
): NamePart {
  const place = placePart(area4);
  const stem = rng.pick(opts.seaside ? STEMS : INLAND_STEMS);
  switch (kind) {
    case 'ryokan': {
      const suffix = rng.pick(RYOKAN_SUFFIXES);
      const n = rng.int(0, 4);
      if (n === 0 && area4.onsen) return join([onsenPart(area4), ' ', stem, suffix]);
      if (n === 1) return join([rng.pick(RYOKAN_PREFIXES), ' ', stem]);
      if (n === 2) return join([stem, { ja: 'の宿', kana: 'ノヤド', en: 'no Yado' }, ' ', place]);
      if (n === 3) return join([place, ' ', stem, suffix]);
      return join([stem, suffix]);
    }
    case 'hotel': {
      const n = rng.int(0, 3);
      if (n === 0 && area4.onsen) return join([onsenPart(area4), ' ', HOTEL, stem]);
      if (n === 1) return join([HOTEL, stem, ' ', place]);
      if (n === 2) return join([place, kataFor(rng, opts.seaside, opts.city), HOTEL]);
      return join([HOTEL, kataFor(rng, opts.seaside, opts.city), ' ', place]);
    }
    case 'resort': {
      const kata = kataFor(rng, opts.seaside, false);
      const n = rng.int(0, 3);
      if (n === 0) return join([kata, RESORT, ' ', place]);
      if (n === 1) return join([place, ' ', kata, RESORT, { ja: '＆スパ', kana: 'アンドスパ', en: '& Spa' }]);
      if (n === 2) return join([{ ja: 'ザ・', kana: 'ザ', en: 'The' }, kata, RESORT, ' ', place]);
      return join([stem, RESORT, ' ', place]);
    }
    case 'business': {
      const n = rng.int(0, 3);
      if (n === 0 && opts.walk)
        return join([place, { ja: 'ステーションホテル', kana: 'ステーションホテル', en: 'Station Hotel' }]);
      if (n === 1)
        return join([HOTEL, rng.pick(KATA_CITY), { ja: 'イン', kana: 'イン', en: 'Inn' }, ' ', place]);
      if (n === 2)
        return join([{ ja: 'ビジネスホテル', kana: 'ビジネスホテル', en: 'Business Hotel' }, stem]);
      return join([{ ja: 'スマートステイ', kana: 'スマートステイ', en: 'Smart Stay' }, ' ', place]);
    }
    case 'pension': {
      const word = rng.pick(PENSION_WORDS);
      const n = rng.int(0, 3);
      if (n === 0) return join([{ ja: 'ペンション', kana: 'ペンション', en: 'Pension' }, ' ', word]);
      if (n === 1) return join([{ ja: 'プチホテル', kana: 'プチホテル', en: 'Petit Hotel' }, ' ', word]);
      if (n === 2) return join([{ ja: '民宿', kana: 'ミンシュク', en: 'Minshuku' }, ' ', stem]);
      return join([{ ja: 'ロッジ', kana: 'ロッジ', en: 'Lodge' }, ' ', word]);
    }
  }
}

const ANNEX: readonly NamePart[] = [
  p('別館', 'ベッカン', 'Annex'),
  p('新館', 'シンカン', 'New Wing'),
  p('はなれ', 'ハナレ', 'Hanare'),
  p('アネックス', 'アネックス', 'Annex'),
  p('本館', 'ホンカン', 'Main Building'),
];

/** Makes a name unique against `taken` (ja name), trying fresh candidates first, then annex suffixes. */
export function uniqueHotelName(rng: Rng, taken: Set<string>, candidate: () => NamePart): NamePart {
  for (let i = 0; i < 8; i++) {
    const name = candidate();
    if (!taken.has(name.ja)) {
      taken.add(name.ja);
      return name;
    }
  }
  const base = candidate();
  for (let n = 0; ; n++) {
    const annex = ANNEX[n % ANNEX.length] as NamePart;
    const round = Math.floor(n / ANNEX.length);
    const suffix = round > 0 ? { ja: String(round + 1), kana: String(round + 1), en: String(round + 1) } : '';
    const name = join([base, ' ', annex, suffix]);
    if (!taken.has(name.ja)) {
      taken.add(name.ja);
      return name;
    }
  }
}
