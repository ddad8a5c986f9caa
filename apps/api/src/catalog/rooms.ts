/** Room types of a hotel (2–5 per hotel) from templates per hotel type. */
import type { Area3Kind, BedSpec, I18nText, Room } from './types';
import type { HotelKindForName } from './names';
import type { Rng } from './prng';
import { hashString } from './prng';
import { BED_TYPES } from './reference/masters';
import { IMAGE_VARIANTS } from './images';

interface RoomTemplate {
  typeCode: string;
  name: I18nText;
  size: [number, number];
  cap: [number, number];
  beds: [bedType: string, count: number][];
  bath: string[];
  extraBedMax: number;
  /** Core templates come first; the first one is always chosen. */
  premium?: boolean;
}

const tpl = (
  typeCode: string,
  ja: string,
  en: string,
  size: [number, number],
  cap: [number, number],
  beds: [string, number][],
  bath: string[],
  extraBedMax: number,
  premium = false,
): RoomTemplate => ({ typeCode, name: { ja, en }, size, cap, beds, bath, extraBedMax, premium });

// prettier-ignore
const TEMPLATES: Record<HotelKindForName, RoomTemplate[]> = {
  ryokan: [
    tpl('01', '和室10畳', 'Japanese-style room (10 tatami)', [30, 40], [2, 5], [['futon', 5]], ['1', '2', '5'], 0),
    tpl('01', '和室8畳', 'Japanese-style room (8 tatami)', [24, 30], [1, 4], [['futon', 4]], ['1', '5'], 0),
    tpl('01', '和室6畳（お一人様・お二人様向け）', 'Japanese-style room (6 tatami) for 1–2', [16, 20], [1, 2], [['futon', 2]], ['1', '5'], 0),
    tpl('03', '和洋室（ツインベッド＋和室6畳）', 'Japanese-Western room (twin beds + 6 tatami)', [45, 55], [2, 5], [['single', 2], ['futon', 3]], ['2'], 0),
    tpl('09', '露天風呂付客室', 'Room with private open-air bath', [45, 70], [2, 4], [['futon', 4]], ['3'], 0, true),
    tpl('08', '特別室', 'Deluxe suite', [70, 120], [2, 6], [['futon', 6]], ['3'], 0, true),
  ],
  hotel: [
    tpl('06', 'スタンダードツイン', 'Standard twin', [22, 30], [1, 3], [['single', 2]], ['1'], 1),
    tpl('05', 'スタンダードダブル', 'Standard double', [18, 24], [1, 2], [['double', 1]], ['1'], 0),
    tpl('04', 'シングル', 'Single', [14, 18], [1, 1], [['semidouble', 1]], ['1'], 0),
    tpl('07', 'トリプル', 'Triple', [30, 36], [1, 3], [['single', 3]], ['1', '2'], 0),
    tpl('03', '和洋室', 'Japanese-Western room', [40, 50], [2, 5], [['single', 2], ['futon', 3]], ['2'], 0),
    tpl('08', 'スイート', 'Suite', [55, 90], [1, 4], [['king', 1], ['single', 2]], ['2'], 1, true),
  ],
  resort: [
    tpl('06', 'デラックスツイン', 'Deluxe twin', [36, 46], [1, 3], [['single', 2]], ['2'], 1),
    tpl('02', 'ファミリールーム（4ベッド）', 'Family room (4 beds)', [50, 65], [2, 5], [['single', 4]], ['2'], 1),
    tpl('06', 'スーペリアツイン', 'Superior twin', [40, 50], [1, 4], [['queen', 2]], ['2'], 2),
    tpl('05', 'デラックスダブル', 'Deluxe double', [34, 42], [1, 2], [['king', 1]], ['2'], 0),
    tpl('09', '露天風呂付客室', 'Room with private open-air bath', [55, 80], [2, 4], [['queen', 2]], ['3'], 1, true),
    tpl('08', 'スイート', 'Suite', [80, 130], [2, 6], [['king', 1], ['single', 2]], ['3'], 2, true),
  ],
  business: [
    tpl('04', 'シングル', 'Single', [11, 15], [1, 1], [['semidouble', 1]], ['1'], 0),
    tpl('05', 'ダブル', 'Double', [15, 18], [1, 2], [['double', 1]], ['1'], 0),
    tpl('06', 'ツイン', 'Twin', [18, 24], [1, 2], [['single', 2]], ['1'], 0),
    tpl('04', 'エコノミーシングル', 'Economy single', [9, 11], [1, 1], [['single', 1]], ['4', '1'], 0),
  ],
  pension: [
    tpl('06', '洋室ツイン', 'Western-style twin', [16, 22], [1, 3], [['single', 2]], ['1', '5'], 1),
    tpl('02', '洋室ファミリー（4ベッド）', 'Western-style family room (4 beds)', [25, 32], [2, 5], [['single', 4]], ['1', '5'], 1),
    tpl('01', '和室8畳', 'Japanese-style room (8 tatami)', [14, 18], [1, 4], [['futon', 4]], ['5'], 0),
    tpl('05', '洋室ダブル', 'Western-style double', [14, 18], [1, 2], [['double', 1]], ['1'], 0),
    tpl('02', 'ロフト付き洋室', 'Western-style room with loft', [24, 30], [2, 5], [['single', 3], ['futon', 2]], ['1'], 0),
  ],
};

const BASE_AMENITIES = ['a01', 'a02', 'a03', 'a05', 'a06', 'a07', 'a10'];
const KIND_AMENITIES: Record<HotelKindForName, string[]> = {
  ryokan: ['a04', 'a08', 'a09', 'a11'],
  hotel: ['a08', 'a11', 'a12', 'a14', 'a16'],
  resort: ['a11', 'a12', 'a14', 'a15', 'a16'],
  business: ['a12', 'a13', 'a16'],
  pension: ['a04', 'a08'],
};

const AMENITIES_BY_KIND = Object.fromEntries(
  Object.entries(KIND_AMENITIES).map(([kind, extra]) => [kind, [...BASE_AMENITIES, ...extra].sort()]),
) as Record<HotelKindForName, string[]>;

function viewFor(rng: Rng, kind: Area3Kind, seaside: boolean): I18nText | null {
  if (seaside && rng.chance(0.7)) return { ja: 'オーシャンビュー', en: 'Ocean view' };
  if (kind === 'city' && rng.chance(0.4)) return { ja: '高層階・シティビュー', en: 'High floor, city view' };
  if (kind === 'onsen' && rng.chance(0.5))
    return rng.pick([
      { ja: '渓流側', en: 'River side' },
      { ja: '山側', en: 'Mountain side' },
      { ja: '庭園側', en: 'Garden side' },
    ]);
  if ((kind === 'ski' || kind === 'nature' || kind === 'resort') && rng.chance(0.4))
    return { ja: 'マウンテンビュー', en: 'Mountain view' };
  return null;
}

function bedsOf(template: RoomTemplate, capMax: number): BedSpec[] {
  return template.beds.map(([code, count]) => {
    const bed = BED_TYPES.find((b) => b.code === code);
    if (!bed) throw new Error(`unknown bed type ${code}`);
    const n = code === 'futon' ? Math.min(count, capMax) : count;
    return { bedTypeCode: code, widthCm: bed.widthCm, lengthCm: bed.lengthCm, count: n };
  });
}

export function buildRooms(
  rng: Rng,
  hotelId: string,
  kind: HotelKindForName,
  areaKind: Area3Kind,
  seaside: boolean,
  totalRooms: number,
  seed: number,
): Room[] {
  const templates = TEMPLATES[kind];
  const first = templates[0] as RoomTemplate;
  const count = Math.min(templates.length, rng.int(2, kind === 'business' ? 3 : 5));
  const rest = rng.sample(templates.slice(1), count - 1);
  const chosen = [first, ...rest];
  const smokingHotel = kind === 'business' ? 0.35 : 0.08;
  const shares = chosen.map((t) => (t.premium ? 0.08 : rng.range(0.2, 0.5)));
  const shareSum = shares.reduce((a, b) => a + b, 0);
  return chosen.map((template, i) => {
    const [capMin, capMax] = template.cap;
    const canSmoke = !template.premium && rng.chance(smokingHotel);
    const roomCount = Math.max(1, Math.round((totalRooms * (shares[i] ?? 0)) / shareSum));
    const roomId = `${hotelId}R${i + 1}`;
    const prefix = canSmoke ? { ja: '【喫煙】', en: '[Smoking] ' } : { ja: '【禁煙】', en: '[Non-smoking] ' };
    const view = template.typeCode === '04' ? null : viewFor(rng, areaKind, seaside);
    const amenities = AMENITIES_BY_KIND[kind].filter(() => rng.chance(0.9));
    const bath = rng.pick(template.bath);
    const nImages = rng.int(1, 2);
    const images = Array.from({ length: nImages }, () => {
      const n = rng.int(1, IMAGE_VARIANTS);
      return {
        categoryCode: '02',
        path: `/static/img/hotels/room/${n}.svg`,
        alt: template.name,
      };
    });
    return {
      roomId,
      hotelId,
      name: {
        ja: `${prefix.ja}${template.name.ja}${view ? `（${view.ja}）` : ''}`,
        en: `${prefix.en}${template.name.en}${view ? ` (${view.en})` : ''}`,
      },
      roomTypeCode: template.typeCode,
      sizeM2: rng.int(template.size[0], template.size[1]),
      beds: bedsOf(template, capMax),
      canSmoke,
      bathTypeCode: bath,
      toiletTypeCode: bath === '5' && rng.chance(0.4) ? '3' : rng.chance(0.92) ? '1' : '2',
      capacityMin: capMin,
      capacityMax: capMax,
      extraBedMax: template.extraBedMax,
      view,
      amenityCodes: amenities,
      roomCount,
      images,
      stockSeed: hashString(`${seed}:${roomId}`),
    };
  });
}

/** True for suite and open-air-bath rooms (sold by premium plans). */
export function isPremiumRoom(room: Room): boolean {
  return room.roomTypeCode === '08' || room.roomTypeCode === '09';
}
