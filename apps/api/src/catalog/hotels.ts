/**
 * Hotel generation. Hotels are spread over every area3 (at least one each), the rest by tourism
 * weight (weight², largest remainder), so Okinawa, Hokkaido, Kyoto, Hakone, Atami, Beppu … get more.
 * hotelId: 6 digits from 100001; roomId `{hotelId}R{n}`; planId `{hotelId}P{nn}`.
 */
import type { Area3, Area3Kind, Area4, Hotel, I18nText, ImageRef, SeasonProfile } from './types';
import type { HotelKindForName } from './names';
import { Rng, hashString } from './prng';
import { AREAS3, AREAS4 } from './reference/areas';
import { prefectureByCode } from './reference/prefectures';
import { areaAccess } from './geo';
import { buildHotelName, placePart, STEMS, uniqueHotelName } from './names';
import { buildRooms } from './rooms';
import { buildPlans, type HotelCosts } from './plans';
import { buildOnsen, catchCopy, recommendPoints } from './hotelText';
import { hotelImage, IMAGE_VARIANTS } from './images';
import { addDays } from '../model/calendar';
import { toHiragana } from '@tabiyori/domain';
import { normalizeForSearch } from '../model/searchText';
import { distanceKm } from './text';

export const HOTEL_TYPE_CODE: Record<HotelKindForName, string> = {
  ryokan: '01',
  hotel: '02',
  resort: '03',
  business: '04',
  pension: '05',
};

const TYPE_WEIGHTS: Record<Area3Kind, [HotelKindForName, number][]> = {
  city: [
    ['business', 45],
    ['hotel', 40],
    ['ryokan', 10],
    ['resort', 5],
  ],
  onsen: [
    ['ryokan', 60],
    ['hotel', 25],
    ['resort', 8],
    ['pension', 4],
    ['business', 3],
  ],
  resort: [
    ['resort', 40],
    ['hotel', 30],
    ['pension', 20],
    ['ryokan', 10],
  ],
  beach: [
    ['resort', 50],
    ['hotel', 30],
    ['pension', 15],
    ['business', 5],
  ],
  ski: [
    ['pension', 30],
    ['hotel', 30],
    ['resort', 25],
    ['ryokan', 15],
  ],
  nature: [
    ['ryokan', 35],
    ['hotel', 25],
    ['pension', 30],
    ['resort', 10],
  ],
};

/** Hotels per area3 for a total: one each, the remainder by weight² (largest remainder). */
export function allocateHotels(total: number): Map<string, number> {
  const out = new Map<string, number>();
  const base = total >= AREAS3.length ? 1 : 0;
  const rest = total - base * AREAS3.length;
  const w = AREAS3.map((a) => a.weight ** 2);
  const sum = w.reduce((s, x) => s + x, 0);
  const exact = AREAS3.map((a, i) => ({ code: a.code, q: (rest * (w[i] ?? 0)) / sum }));
  let assigned = 0;
  for (const e of exact) {
    const n = Math.floor(e.q);
    out.set(e.code, base + n);
    assigned += n;
  }
  const byRemainder = exact
    .slice()
    .sort((a, b) => b.q - Math.floor(b.q) - (a.q - Math.floor(a.q)) || a.code.localeCompare(b.code));
  for (let i = 0; i < rest - assigned; i++) {
    const e = byRemainder[i % byRemainder.length];
    if (e) out.set(e.code, (out.get(e.code) ?? 0) + 1);
  }
  return out;
}

const SEASIDE = /海|浜|ビーチ|湾|岬|島$|島・|島（|夕日ヶ浦|鞆の浦|浦安/;

function seasonProfileOf(area3: Area3): SeasonProfile {
  if (area3.prefectureCode === '47') return 'okinawa';
  if (area3.kind === 'ski') return 'ski';
  return 'standard';
}

function costsOf(rng: Rng, kind: HotelKindForName, area3: Area3): HotelCosts {
  const r = rng.float() ** 1.6;
  const premium = (0.9 + area3.weight * 0.025) * (['13', '26'].includes(area3.prefectureCode) ? 1.15 : 1);
  const c = (min: number, span: number) => Math.round(((min + r * span) * premium) / 100) * 100;
  switch (kind) {
    case 'ryokan':
      return { roomOnly: c(7000, 18000), breakfast: c(2000, 1500), dinner: c(6000, 12000) };
    case 'hotel':
      return { roomOnly: c(5000, 11000), breakfast: c(1800, 1700), dinner: c(4000, 5000) };
    case 'resort':
      return { roomOnly: c(9000, 21000), breakfast: c(2500, 1500), dinner: c(6000, 6000) };
    case 'business':
      return { roomOnly: c(3500, 4500), breakfast: c(800, 700), dinner: c(2500, 0) };
    case 'pension':
      return { roomOnly: c(4500, 4500), breakfast: c(1000, 800), dinner: c(3000, 2000) };
  }
}

const FACILITY_P: Record<HotelKindForName, Record<string, number>> = {
  ryokan: {
    f01: 0.5,
    f02: 0.3,
    f03: 0.8,
    f05: 0.5,
    f07: 0.4,
    f08: 0.2,
    f09: 0.2,
    f12: 0.3,
    f14: 0.9,
    f15: 0.5,
    f17: 0.3,
    f18: 0.4,
  },
  hotel: {
    f01: 0.9,
    f02: 0.5,
    f03: 0.4,
    f04: 0.2,
    f05: 0.3,
    f06: 0.4,
    f10: 0.1,
    f11: 0.2,
    f12: 0.2,
    f13: 0.5,
    f14: 0.9,
    f15: 0.7,
    f16: 0.6,
  },
  resort: {
    f01: 1,
    f02: 0.8,
    f03: 0.8,
    f09: 0.6,
    f10: 0.7,
    f11: 0.5,
    f12: 0.6,
    f13: 0.5,
    f14: 0.9,
    f15: 0.6,
  },
  business: { f01: 0.3, f04: 0.3, f13: 0.8, f14: 0.95, f15: 0.8, f16: 0.9 },
  pension: { f02: 0.2, f09: 0.2, f14: 0.5, f18: 0.2 },
};

const SERVICE_P: Record<HotelKindForName, Record<string, number>> = {
  ryokan: { s01: 0.95, s02: 0.4, s03: 0.7, s06: 0.4, s08: 0.5, s09: 0.04, s10: 0.4, s11: 0.8, s13: 0.15 },
  hotel: {
    s01: 0.97,
    s02: 0.1,
    s03: 0.7,
    s04: 0.5,
    s05: 0.5,
    s09: 0.04,
    s10: 0.3,
    s11: 0.9,
    s12: 0.3,
    s13: 0.4,
  },
  resort: {
    s01: 0.95,
    s02: 0.5,
    s03: 0.7,
    s04: 0.5,
    s06: 0.4,
    s07: 0.4,
    s09: 0.05,
    s10: 0.3,
    s11: 0.9,
    s12: 0.3,
    s13: 0.4,
  },
  business: { s01: 0.99, s03: 0.6, s04: 0.5, s05: 0.5, s11: 0.9, s12: 0.3, s13: 0.15 },
  pension: { s01: 0.9, s02: 0.3, s07: 0.4, s09: 0.3, s10: 0.3, s11: 0.6 },
};

function pickCodes(rng: Rng, p: Record<string, number>): string[] {
  return Object.keys(p)
    .filter((code) => rng.chance(p[code] ?? 0))
    .sort();
}

const CHECK_TIMES: Record<HotelKindForName, [string[], string[], string[]]> = {
  ryokan: [['1500', '1500', '1400'], ['1800', '1900'], ['1000']],
  hotel: [['1500', '1400'], ['2400'], ['1100', '1000']],
  resort: [
    ['1500', '1400'],
    ['2200', '2400'],
    ['1100', '1200'],
  ],
  business: [['1500', '1400'], ['2400'], ['1000', '1100']],
  pension: [['1500'], ['2000'], ['1000']],
};

const TOTAL_ROOMS: Record<HotelKindForName, [number, number]> = {
  ryokan: [8, 60],
  hotel: [60, 300],
  resort: [80, 400],
  business: [80, 250],
  pension: [5, 14],
};

function accessText(area4: Area4, walkMinutes: number | null, minutes: number): I18nText {
  const from = area4.access.from;
  if (area4.access.mode === 'walk')
    return { ja: `${from.ja}から徒歩${walkMinutes}分`, en: `${walkMinutes} min walk from ${from.en}` };
  if (area4.access.mode === 'bus')
    return { ja: `${from.ja}からバスで約${minutes}分`, en: `About ${minutes} min by bus from ${from.en}` };
  return { ja: `${from.ja}から車で約${minutes}分`, en: `About ${minutes} min by car from ${from.en}` };
}

const AREA_SEARCH = new Map<string, string>();

/** Normalised names and readings of a district's area chain (cached per district). */
function areaSearchText(area4: Area4): string {
  let text = AREA_SEARCH.get(area4.code);
  if (text === undefined) {
    const area3 = AREAS3.find((a) => a.code === area4.area3Code);
    const pref = prefectureByCode(area4.prefectureCode);
    const parts = [
      area3?.name.ja,
      area3?.kana,
      area3?.name.en,
      area4.name.ja,
      area4.kana,
      area4.name.en,
      pref.name.ja,
    ];
    text = parts.map((p) => normalizeForSearch(p ?? '')).join('|');
    AREA_SEARCH.set(area4.code, text);
  }
  return text;
}

export interface HotelBuildContext {
  seed: number;
  today: string;
  days: number;
  taken: Set<string>;
}

function buildHotel(ctx: HotelBuildContext, index: number, area3: Area3, area4: Area4): Hotel {
  const hotelId = String(100001 + index);
  const rng = new Rng(hashString(`${ctx.seed}:hotel:${hotelId}`));
  const pref = prefectureByCode(area3.prefectureCode);
  const weights = TYPE_WEIGHTS[area3.kind].map(([k, w]): [HotelKindForName, number] => [
    k,
    k === 'ryokan' && area4.onsen ? w + 25 : w,
  ]);
  const kind = rng.weighted(weights, ([, w]) => w)[0];
  const seaside = area3.kind === 'beach' || SEASIDE.test(area4.name.ja);
  const mode = area4.access.mode;
  const walkMinutes =
    mode === 'walk' ? rng.int(Math.max(1, area4.access.minutes - 4), area4.access.minutes + 6) : null;
  const rideMinutes = Math.max(5, Math.round((area4.access.minutes * rng.range(0.8, 1.25)) / 5) * 5);
  const name = uniqueHotelName(rng, ctx.taken, () =>
    buildHotelName(rng, kind, area4, {
      seaside,
      city: area3.kind === 'city',
      walk: walkMinutes !== null && walkMinutes <= 6,
    }),
  );
  const stem = rng.pick(STEMS);
  const place = placePart(area4);

  const hasOnsen = area4.onsen
    ? kind !== 'business' || rng.chance(0.5)
    : rng.chance(kind === 'business' ? 0.1 : 0.15);
  const onsenFull = hasOnsen ? buildOnsen(rng, area4, stem, kind) : null;
  const largeBath =
    onsenFull !== null || ((kind === 'hotel' || kind === 'resort' || kind === 'business') && rng.chance(0.3));
  const sauna = largeBath && rng.chance(0.3);

  const [inTimes, endTimes, outTimes] = CHECK_TIMES[kind];
  const totalRooms = rng.int(...TOTAL_ROOMS[kind]);
  const rooms = buildRooms(rng, hotelId, kind, area3.kind, seaside, totalRooms, ctx.seed);
  const plans = buildPlans({
    rng,
    hotelId,
    kind,
    rooms,
    costs: costsOf(rng, kind, area3),
    seasonProfile: seasonProfileOf(area3),
    today: ctx.today,
    days: ctx.days,
  });

  const facilityCodes = pickCodes(rng, FACILITY_P[kind]);
  const serviceCodes = pickCodes(rng, SERVICE_P[kind]);
  const parkingAvailable = rng.chance(area3.kind === 'city' ? 0.7 : 0.95);
  const parkingFree = parkingAvailable && rng.chance(area3.kind === 'city' ? 0.2 : 0.8);

  // coordinates: jittered near the district; about 1 in 37 hotels has none
  const noPosition = index % 37 === 11;
  const jitter = walkMinutes !== null ? 0.004 : 0.012;
  const lat = noPosition ? null : Math.round((area4.lat + rng.range(-jitter, jitter)) * 1e6) / 1e6;
  const lng = noPosition ? null : Math.round((area4.lng + rng.range(-jitter, jitter)) * 1e6) / 1e6;

  const ban = rng.int(1, 30);
  const go = rng.int(1, 20);
  const chome = rng.int(1, 9);
  const addressNumber =
    area3.kind === 'city'
      ? `${chome}丁目${ban}-${go}`
      : `${rng.int(1, 2000)}${rng.chance(0.5) ? `-${go}` : ''}`;
  const addressNumberEn = area3.kind === 'city' ? `${chome}-${ban}-${go}` : addressNumber;

  const access = areaAccess(area3.code);
  const nearAirport =
    lat !== null &&
    lng !== null &&
    access.airports.some((a) => distanceKm(lat, lng, a.airport.lat, a.airport.lng) <= 12);
  const itemCodes = ['01'];
  if (access.stations.length > 0) itemCodes.push('02');
  if ((access.airports[0]?.km ?? 999) <= 100) itemCodes.push('03');
  if (
    itemCodes.includes('03') &&
    (['01', '47', '46', '42'].includes(area3.prefectureCode) || area3.kind === 'beach')
  )
    itemCodes.push('04');

  const roomTypes = new Set(rooms.map((r) => r.roomTypeCode));
  const planK = new Set<string>();
  let basePriceFrom = Infinity;
  let basePriceAny = Infinity;
  for (const p of plans) {
    for (const code of p.kodawari) planK.add(code);
    for (const b of p.basePrices) {
      if (b.paxPerRoom === 2) basePriceFrom = Math.min(basePriceFrom, b.pricePerAdult);
      basePriceAny = Math.min(basePriceAny, b.pricePerAdult);
    }
  }
  if (basePriceFrom === Infinity) basePriceFrom = basePriceAny;
  const oceanView = rooms.some((r) => r.view?.en === 'Ocean view');
  const family = facilityCodes.includes('f09') || plans.some((p) => p.planGroupCode === '05');
  const k = new Set<string>();
  if (onsenFull) {
    k.add('101');
    if (onsenFull.kakenagashi) k.add('102');
    if (onsenFull.outdoorBaths > 0) k.add('103');
    if (onsenFull.privateBaths > 0) k.add('105');
    if (onsenFull.milky) k.add('108');
  }
  if (roomTypes.has('09')) k.add('104').add('103');
  if (largeBath) k.add('106');
  if (sauna) k.add('107');
  for (const code of ['201', '202', '203', '205', '206']) if (planK.has(code)) k.add(code);
  if (kind === 'ryokan' && planK.has('202') && rng.chance(0.3)) k.add('204');
  if (serviceCodes.includes('s10')) k.add('207');
  if (rooms.some((r) => !r.canSmoke)) k.add('301');
  if (oceanView) k.add('302');
  if (roomTypes.has('01') || roomTypes.has('03')) k.add('303');
  if (rooms.some((r) => r.roomTypeCode !== '01')) k.add('304');
  if (roomTypes.has('08')) k.add('305');
  if (rooms.some((r) => r.capacityMax >= 4)) k.add('306');
  if (walkMinutes !== null && walkMinutes <= 5) k.add('401');
  if (nearAirport) k.add('402');
  if (area3.kind === 'beach' && seaside && rng.chance(0.6)) k.add('403');
  if (area3.kind === 'city' && walkMinutes !== null) k.add('404');
  if (area3.kind === 'ski') k.add('405');
  if (parkingFree) k.add('501');
  if (serviceCodes.includes('s09')) k.add('502');
  if (serviceCodes.includes('s01')) k.add('503');
  if (family) k.add('504');
  if (serviceCodes.includes('s12')) k.add('505');
  if (serviceCodes.includes('s13') && rng.chance(0.7)) k.add('506');
  if (serviceCodes.includes('s02')) k.add('507');
  if (facilityCodes.includes('f10')) k.add('508');
  if (facilityCodes.includes('f12')) k.add('509');
  if (facilityCodes.includes('f13')) k.add('510');

  const station = area4.access.from;
  const textCtx = { area3, place, station };
  const hotelName: I18nText = { ja: name.ja, en: name.en };
  const images: ImageRef[] = [];
  const img = (cat: string, label: I18nText) =>
    images.push(
      hotelImage(cat, rng.int(1, IMAGE_VARIANTS), {
        ja: `${name.ja} ${label.ja}`,
        en: `${name.en} – ${label.en}`,
      }),
    );
  img('01', { ja: '外観', en: 'exterior' });
  for (let i = rng.int(1, 3); i > 0; i--) img('02', { ja: '客室', en: 'guest room' });
  if (largeBath)
    for (let i = rng.int(1, 2); i > 0; i--)
      img('03', { ja: onsenFull ? '温泉' : '大浴場', en: onsenFull ? 'hot spring' : 'public bath' });
  if (planK.has('201') || planK.has('202'))
    for (let i = rng.int(1, 2); i > 0; i--) img('04', { ja: '料理', en: 'cuisine' });
  if (facilityCodes.length > 0) img('05', { ja: '館内施設', en: 'facilities' });
  img('06', { ja: `周辺観光（${area3.name.ja}）`, en: `sightseeing in ${area3.name.en}` });

  const published = rng.chance(0.88);
  const score = published ? Math.min(4.9, Math.round((3 + 1.9 * (1 - rng.float() ** 1.8)) * 10) / 10) : null;
  const reviewCount = published ? Math.round(8 * Math.exp(rng.float() * Math.log(300))) : rng.int(0, 4);
  const evaluation = {
    status: published ? ('published' as const) : ('collecting' as const),
    score,
    reviewCount,
    periodFrom: addDays(ctx.today, published ? -rng.pick([365, 730]) : -rng.int(10, 90)),
    periodTo: addDays(ctx.today, -1),
  };

  const points = recommendPoints(
    rng,
    {
      kakenagashi: onsenFull?.kakenagashi ?? false,
      roomMeal: planK.has('203'),
      buffet: planK.has('205'),
      walkMinutes,
      oceanView,
      family,
      freeParking: parkingFree,
      rotenburoRoom: roomTypes.has('09'),
      pets: serviceCodes.includes('s09'),
      business: kind === 'business',
      ski: area3.kind === 'ski',
      pool: facilityCodes.includes('f10'),
      localFood: planK.has('206'),
    },
    textCtx,
  );

  const nameKatakana = name.kana;
  const nameKana = toHiragana(nameKatakana);
  const onsen = onsenFull ? (({ milky: _milky, ...rest }) => rest)(onsenFull) : null;

  return {
    hotelId,
    name: hotelName,
    nameKana,
    nameKatakana,
    nameRomaji: name.en,
    searchText: [name.ja, nameKana, name.en, onsen?.onsenName.ja ?? '']
      .map(normalizeForSearch)
      .concat(areaSearchText(area4))
      .join('|'),
    hotelTypeCode: HOTEL_TYPE_CODE[kind],
    area1Code: pref.regionCode,
    area2Code: pref.code,
    area3Code: area3.code,
    area4Code: area4.code,
    address: {
      ja: `${pref.name.ja}${area4.city}${addressNumber}`,
      en: `${addressNumberEn} ${place.en}, ${pref.shortName.en}`,
    },
    lat,
    lng,
    checkinTime: rng.pick(inTimes),
    checkinTimeEnd: rng.pick(endTimes),
    checkoutTime: rng.pick(outTimes),
    access: accessText(area4, walkMinutes, rideMinutes),
    nearestStation: station,
    walkMinutes,
    catchCopy: catchCopy(rng, kind, textCtx, onsenFull !== null),
    recommendPoints: points,
    kodawari: [...k].sort(),
    itemCodes,
    onsen,
    facilityCodes,
    serviceCodes,
    parking: {
      available: parkingAvailable,
      free: parkingFree,
      capacity: parkingAvailable ? Math.max(3, Math.min(200, Math.round(totalRooms * rng.range(0.3, 1)))) : 0,
      note: !parkingAvailable
        ? {
            ja: '駐車場はございません。近隣のコインパーキングをご利用ください。',
            en: 'No parking; please use a nearby car park.',
          }
        : parkingFree
          ? { ja: '無料（先着順・予約不要）', en: 'Free (first come, first served)' }
          : { ja: '1泊1,500円（提携駐車場）', en: '1,500 yen per night (partner car park)' },
    },
    totalRooms: rooms.reduce((s, r) => s + r.roomCount, 0),
    images,
    evaluation,
    basePriceFrom,
    popularity: Math.min(1000, Math.round(area3.weight * 40 + (score ?? 3) * 80 + rng.int(0, 300))),
    recommendScore: Math.min(100, Math.round((score ?? 3.5) * 12 + rng.int(0, 40))),
    rooms,
    plans,
  };
}

/** Generates `total` hotels (deterministic for the seed). */
export function generateHotels(seed: number, total: number, today: string, days: number): Hotel[] {
  const ctx: HotelBuildContext = { seed, today, days, taken: new Set() };
  const allocation = allocateHotels(total);
  const hotels: Hotel[] = [];
  let index = 0;
  for (const area3 of AREAS3) {
    const n = allocation.get(area3.code) ?? 0;
    const districts = AREAS4.filter((d) => d.area3Code === area3.code);
    const rng = new Rng(hashString(`${seed}:districts:${area3.code}`));
    for (let i = 0; i < n; i++) {
      const area4 = i < districts.length ? (districts[i] as Area4) : rng.pick(districts);
      hotels.push(buildHotel(ctx, index++, area3, area4));
    }
  }
  return hotels;
}
