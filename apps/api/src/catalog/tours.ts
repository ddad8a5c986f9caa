/**
 * Tour generation: every tour type (01 フリープラン, 02 添乗員付き, 03 ダイナミックパッケージ, 04 日帰り),
 * by air, JR train, limited express, ship or on-site meeting, 1–5 days, round trip or one way.
 * tourId: `T` + 6 digits. Default lodging refers to generated hotels in the arrival areas.
 */
import type {
  Area3,
  Area4,
  CarrierGroup,
  DefaultYadoPlan,
  DepartureArea,
  Hotel,
  I18nText,
  Plan,
  Tour,
  TransportationEntry,
} from './types';
import { Rng, hashString } from './prng';
import { AREAS3, AREAS4 } from './reference/areas';
import { DEPARTURE_AREAS, PORTS } from './reference/departures';
import { GENERIC_STATIONS, LINES } from './reference/stations';
import { MEAL_TYPES, PLAN_GROUPS, ROOM_TYPES } from './reference/masters';
import { prefectureByCode } from './reference/prefectures';
import { CARRIERS } from './reference/airports';
import { routeTable, type RailRoute, type RouteTable, type TourRoute } from './tourRoutes';
import { airEntries, railEntries, shipEntries } from './tourTransport';
import { buildItinerary } from './tourItinerary';
import { highlightsOf } from './tourHighlights';
import { IMAGE_VARIANTS } from './images';
import { addDays } from '../model/calendar';
import { distanceKm, pad } from './text';

type RouteKind = keyof RouteTable;

const TOUR_TYPE_WEIGHTS: [string, number][] = [
  ['01', 40],
  ['03', 25],
  ['02', 15],
  ['04', 20],
];
const DEP_WEIGHTS: Record<string, number> = {
  '01': 6,
  '02': 5,
  '03': 40,
  '04': 10,
  '05': 3,
  '06': 22,
  '07': 4,
  '08': 9,
  '09': 1,
};
const KIND_WEIGHTS: Record<string, [RouteKind, number][]> = {
  '01': [
    ['air', 55],
    ['train', 28],
    ['extrain', 14],
    ['ship', 3],
  ],
  '02': [
    ['air', 50],
    ['train', 25],
    ['onsite', 25],
  ],
  '03': [
    ['air', 65],
    ['train', 35],
  ],
  '04': [
    ['train', 35],
    ['extrain', 35],
    ['onsite', 30],
  ],
};

const FAR_PREFS = new Set(['01', '47', '46', '42']);

interface TourContext {
  seed: number;
  today: string;
  days: number;
  /** Default plans must be on sale from at least today + 45 to today + 30 … (see planSuits). */
  latestStayFrom: string;
  earliestStayTo: string;
  districtsByArea: Map<string, Area4[]>;
  /** Day-trip rail routes per `{depCode}:{kind}` (computed on first use). */
  dayTripRoutes: Map<string, TourRoute[]>;
  hotelsByArea: Map<string, Hotel[]>;
  tables: Map<string, RouteTable>;
}

const t = (ja: string, en: string): I18nText => ({ ja, en });

function routesOf(ctx: TourContext, dep: DepartureArea, kind: RouteKind, tourType: string): TourRoute[] {
  const table = ctx.tables.get(dep.code);
  if (!table) return [];
  const list: TourRoute[] = table[kind];
  if (tourType === '04' && (kind === 'train' || kind === 'extrain')) {
    const key = `${dep.code}:${kind}`;
    let dayTrips = ctx.dayTripRoutes.get(key);
    if (!dayTrips) {
      dayTrips = list.filter((r) => {
        const rail = r as RailRoute;
        return (
          rail.minutes <= 120 &&
          distanceKm(rail.arrStation.lat, rail.arrStation.lng, r.area3.lat, r.area3.lng) <= 25
        );
      });
      ctx.dayTripRoutes.set(key, dayTrips);
    }
    return dayTrips;
  }
  return list;
}

function weightedDays(rng: Rng, table: [number, number][]): number {
  return rng.weighted(table, ([, w]) => w)[0];
}

function travelDaysFor(rng: Rng, tourType: string, route: TourRoute): number {
  if (tourType === '04') return 1;
  const far = FAR_PREFS.has(route.area3.prefectureCode) || (route.kind === 'air' && route.km > 1200);
  if (tourType === '02')
    return route.kind === 'air'
      ? weightedDays(rng, [
          [2, 20],
          [3, 50],
          [4, 30],
        ])
      : weightedDays(rng, [
          [2, 55],
          [3, 45],
        ]);
  if (route.kind === 'air') {
    return far
      ? weightedDays(rng, [
          [2, 10],
          [3, 45],
          [4, 35],
          [5, 10],
        ])
      : weightedDays(rng, [
          [2, 35],
          [3, 45],
          [4, 15],
          [5, 5],
        ]);
  }
  return weightedDays(rng, [
    [2, 60],
    [3, 35],
    [4, 5],
  ]);
}

function planSuits(plan: Plan, nights: number, tourType: string, ctx: TourContext): boolean {
  if (plan.minPax > 2 || plan.maxPax < 2 || plan.minNights > nights) return false;
  if (plan.stayFrom > ctx.latestStayFrom || plan.stayTo < ctx.earliestStayTo) return false;
  // anniversary and last-minute plans are not offered inside packages
  if (plan.planGroupCode === '04' || plan.planGroupCode === '06') return false;
  if (tourType === '02') return plan.mealTypeCode === '02';
  return true;
}

function roomTypeName(plan: Plan): I18nText {
  const names = plan.roomTypeCodes.map((c) => ROOM_TYPES.find((r) => r.code === c)?.name ?? t(c, c));
  return { ja: names.map((n) => n.ja).join('・'), en: names.map((n) => n.en).join(' / ') };
}

function yadoPlan(hotel: Hotel, plans: Plan[], relativeDate: number, nights: number): DefaultYadoPlan {
  const paxPlanIds: Record<string, string> = {};
  for (let pax = 1; pax <= 9; pax++) {
    let best: { id: string; price: number } | null = null;
    for (const plan of plans) {
      const price = plan.basePrices.find((b) => b.paxPerRoom === pax)?.pricePerAdult;
      if (price !== undefined && (!best || price < best.price)) best = { id: plan.planId, price };
    }
    if (best) paxPlanIds[String(pax)] = best.id;
  }
  const main = plans.find((p) => p.planId === paxPlanIds['2']) ?? (plans[0] as Plan);
  const meal = MEAL_TYPES.find((m) => m.code === main.mealTypeCode);
  const group = PLAN_GROUPS.find((g) => g.code === main.planGroupCode);
  return {
    relativeDate,
    nights,
    hotelId: hotel.hotelId,
    planIds: plans.map((p) => p.planId),
    paxPlanIds,
    roomTypeNames: plans.map(roomTypeName),
    planNames: plans.map((p) => p.name),
    planCanSmokes: plans.map((p) => p.canSmoke),
    planMinPaxes: plans.map((p) => p.minPax),
    planMaxPaxes: plans.map((p) => p.maxPax),
    mealTypeName: meal?.name ?? t('', ''),
    planGroupName: group?.name ?? t('', ''),
    usePlanGroupCodeFlag: new Set(plans.map((p) => p.planGroupCode)).size === 1,
    planGroupCode: main.planGroupCode,
  };
}

/** Picks a hotel of the area with plans suiting the stay; null when the area has none. */
function pickStay(
  rng: Rng,
  ctx: TourContext,
  area: Area3,
  relativeDate: number,
  nights: number,
  tourType: string,
): DefaultYadoPlan | null {
  const hotels = ctx.hotelsByArea.get(area.code) ?? [];
  const order = rng.sample(hotels, 30);
  for (const hotel of order) {
    const plans = hotel.plans.filter((p) => planSuits(p, nights, tourType, ctx)).slice(0, 4);
    if (plans.length > 0) return yadoPlan(hotel, plans, relativeDate, nights);
  }
  return null;
}

function secondArea(rng: Rng, ctx: TourContext, main: Area3): Area3 | null {
  const near = AREAS3.filter(
    (a) =>
      a.code !== main.code &&
      (ctx.hotelsByArea.get(a.code)?.length ?? 0) > 0 &&
      a.regionCode === main.regionCode &&
      distanceKm(a.lat, a.lng, main.lat, main.lng) < 150,
  );
  return near.length > 0 ? rng.weighted(near, (a) => a.weight) : null;
}

function depLabel(route: TourRoute): I18nText {
  switch (route.kind) {
    case 'air': {
      const list = route.depAirports.slice(0, 2);
      return { ja: list.map((a) => a.name.ja).join('・'), en: list.map((a) => a.name.en).join(' / ') };
    }
    case 'train':
    case 'extrain':
      return route.depStation.name;
    case 'ship': {
      const port = PORTS.find((p) => p.code === route.route.depPort);
      const short = (s: string) =>
        s.replace(
          /客船ターミナル|フェリーターミナル|港佐渡汽船ターミナル|本港南ふ頭| Passenger Ship Terminal| Ferry Terminal| Port.*$/g,
          '',
        );
      return port ? { ja: short(port.name.ja), en: short(port.name.en) } : t('港', 'port');
    }
    case 'onsite':
      return t('現地集合', 'Meet on site');
  }
}

function trainLabel(route: RailRoute): I18nText {
  if (route.kind === 'train') return t('新幹線', 'shinkansen');
  const s = route.services[0]?.service;
  if (!s) return t('特急', 'limited express');
  const privateLine = LINES.find((l) => l.code === s.lineCode)?.kind === 'private';
  return privateLine ? s.name : { ja: `特急${s.name.ja}`, en: `the ${s.name.en} limited express` };
}

function destLabel(area: Area3): I18nText {
  return prefectureByCode(area.prefectureCode).shortName;
}

function tourName(
  tourType: string,
  route: TourRoute,
  days: number,
  oneWay: boolean,
  carrier: CarrierGroup | null,
  hls: I18nText[],
): I18nText {
  const dep = depLabel(route);
  const area = route.area3.name;
  const dest = destLabel(route.area3);
  const nights = days - 1;
  const h0 = hls[0] ?? area;
  const h1 = hls[1] ?? h0;
  const carrierJa = carrier && carrier !== 'other' ? `${carrier}で行く ` : '';
  const carrierEn = carrier && carrier !== 'other' ? `with ${carrier}: ` : '';
  if (tourType === '04') {
    if (route.kind === 'onsite') {
      return {
        ja: `【日帰り・現地集合】${area.ja} ${h0.ja}と${h1.ja}をめぐるガイドツアー`,
        en: `[Day trip, meet on site] ${area.en}: guided tour of ${h0.en} and ${h1.en}`,
      };
    }
    const train = trainLabel(route as RailRoute);
    return {
      ja: `【日帰り】${dep.ja}発 ${train.ja}で行く ${area.ja} ${h0.ja}散策`,
      en: `[Day trip from ${dep.en}] ${area.en} by ${train.en}: ${h0.en}`,
    };
  }
  if (tourType === '02') {
    if (route.kind === 'onsite') {
      return {
        ja: `【現地集合・添乗員同行】${area.ja} ${h0.ja}と${h1.ja}めぐり ${days}日間`,
        en: `[Meet on site, escorted] ${area.en}: ${h0.en} and ${h1.en}, ${days} days`,
      };
    }
    return {
      ja: `【${dep.ja}発・添乗員同行】${dest.ja} ${h0.ja}と${h1.ja} ${days}日間`,
      en: `[From ${dep.en}, escorted] ${dest.en}: ${h0.en} and ${h1.en}, ${days} days`,
    };
  }
  if (tourType === '03') {
    const kind =
      route.kind === 'air'
        ? t('航空券＋ホテル', 'Flight + hotel')
        : t('新幹線＋ホテル', 'Shinkansen + hotel');
    return {
      ja: `【${dep.ja}発】${kind.ja} ${dest.ja} ${area.ja} ${nights}泊${days}日`,
      en: `[From ${dep.en}] ${kind.en}: ${area.en}, ${nights} night${nights > 1 ? 's' : ''}`,
    };
  }
  if (route.kind === 'air') {
    const oneWayJa = oneWay ? '・片道' : '';
    const oneWayEn = oneWay ? ', one way' : '';
    return {
      ja: `【${dep.ja}発${oneWayJa}】${carrierJa}${dest.ja}${days}日間 フリープラン ${area.ja}のホテル選べる`,
      en: `[From ${dep.en}${oneWayEn}] ${carrierEn}${dest.en} ${days} days, free plan: choose your hotel in ${area.en}`,
    };
  }
  if (route.kind === 'ship') {
    return {
      ja: `【${dep.ja}発】船で行く ${area.ja} ${days}日間 フリープラン`,
      en: `[From ${dep.en}] ${area.en} by ship, ${days} days, free plan`,
    };
  }
  const train = trainLabel(route as RailRoute);
  return {
    ja: `【${dep.ja}発】${train.ja}で行く ${dest.ja} ${area.ja} ${days}日間 フリープラン`,
    en: `[From ${dep.en}] ${area.en} by ${train.en}, ${days} days, free plan`,
  };
}

const CATCH: Record<string, I18nText> = {
  '01': t(
    '宿泊ホテルを選べる自由な旅。現地では思いのままにお過ごしください。',
    'Choose your hotel and spend your time as you like.',
  ),
  '02': t(
    '添乗員がご案内するので初めての方も安心。見どころを効率よくめぐります。',
    'A tour conductor looks after you: see the highlights with ease.',
  ),
  '03': t(
    '交通とホテルを自由に組み合わせ。出発日ごとの最新料金でご案内します。',
    'Combine transport and hotels freely, priced for each departure date.',
  ),
  '04': t(
    '朝出発、夕方には帰着。気軽に楽しめる日帰りの旅です。',
    'Leave in the morning, back by evening: an easy day out.',
  ),
};

function transportFare(route: TourRoute): number {
  const r100 = (x: number) => Math.round(x / 100) * 100;
  switch (route.kind) {
    case 'air':
      return Math.min(45000, r100(9000 + route.km * 14));
    case 'train':
      return r100(2000 + route.minutes * 85);
    case 'extrain':
      return r100(500 + route.minutes * 30);
    case 'ship':
      return route.route.fare;
    case 'onsite':
      return 0;
  }
}

function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(4, 6));
  const end = Number(to.slice(0, 6));
  while (y * 100 + m <= end) {
    out.push(`${y}${pad(m, 2)}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

function buildTour(ctx: TourContext, index: number): Tour {
  const tourId = `T${pad(index + 1, 6)}`;
  const rng = new Rng(hashString(`${ctx.seed}:tour:${tourId}`));
  // every 40th tour (from the 14th) goes by ship, so that ship tours exist at every scale
  const shipDeps = DEPARTURE_AREAS.filter((d) => (ctx.tables.get(d.code)?.ship.length ?? 0) > 0);
  const forcedShip =
    index % 40 === 13 && shipDeps.length > 0 ? shipDeps[Math.floor(index / 40) % shipDeps.length] : undefined;
  for (let attempt = 0; attempt < 40; attempt++) {
    const tourType = forcedShip ? '01' : rng.weighted(TOUR_TYPE_WEIGHTS, ([, w]) => w)[0];
    const dep =
      forcedShip ??
      (attempt < 20
        ? rng.weighted(DEPARTURE_AREAS, (d) => DEP_WEIGHTS[d.code] ?? 1)
        : (DEPARTURE_AREAS[2] as DepartureArea));
    const kinds = (KIND_WEIGHTS[tourType] ?? []).filter(([k]) => routesOf(ctx, dep, k, tourType).length > 0);
    if (kinds.length === 0) continue;
    const kind = forcedShip && attempt < 20 ? 'ship' : rng.weighted(kinds, ([, w]) => w)[0];
    const route = rng.weighted(routesOf(ctx, dep, kind, tourType), (r) => r.area3.weight);
    const travelDays = travelDaysFor(rng, tourType, route);
    const nights = travelDays - 1;
    const oneWay = route.kind === 'air' && (tourType === '01' || tourType === '03') && rng.chance(0.08);
    const main = route.area3;
    const second =
      nights >= 3 && (tourType === '01' || tourType === '02') && rng.chance(0.4)
        ? secondArea(rng, ctx, main)
        : null;
    const n1 = second ? Math.ceil(nights / 2) : nights;
    const nightAreas: Area3[] = Array.from({ length: nights }, (_, i) => (second && i >= n1 ? second : main));
    const stays: DefaultYadoPlan[] = [];
    if (nights > 0) {
      const first = pickStay(rng, ctx, main, 0, n1, tourType);
      const next = second ? pickStay(rng, ctx, second, n1, nights - n1, tourType) : null;
      if (!first || (second && !next)) continue;
      stays.push(first);
      if (next) stays.push(next);
    }
    const carrier: CarrierGroup | null =
      route.kind === 'air' && rng.chance(0.35) ? rng.pick(['ANA', 'JAL'] as const) : null;
    const roundTrip = !oneWay;
    let transport: TransportationEntry[] = [];
    if (route.kind === 'air') transport = airEntries(rng, route, travelDays, roundTrip, carrier);
    else if (route.kind === 'train' || route.kind === 'extrain')
      transport = railEntries(rng, route, travelDays, roundTrip);
    else if (route.kind === 'ship') transport = shipEntries(route, travelDays);

    const districts = ctx.districtsByArea.get(main.code) ?? [];
    const hls = highlightsOf(
      main.name,
      districts.map((d) => d.name),
    );
    const defaultHotels = stays.map((s) =>
      ctx.hotelsByArea.get(nightAreas[s.relativeDate]?.code ?? '')?.find((h) => h.hotelId === s.hotelId),
    );
    const firstPlan = defaultHotels[0]?.plans.find((p) => p.planId === stays[0]?.paxPlanIds['2']);
    const meal = MEAL_TYPES.find((m) => m.code === firstPlan?.mealTypeCode);
    const meetingPoint = route.kind === 'onsite' ? (districts[0]?.access.from ?? null) : null;
    const itinerary = buildItinerary({
      tourType,
      travelDays,
      roundTrip,
      transport,
      nightAreas,
      mainArea: main,
      highlights: hls,
      meetingPoint,
      breakfast: meal?.breakfast ?? false,
      dinner: meal?.dinner ?? false,
    });

    const selectable = [...new Set(nightAreas.map((a) => a.code))].flatMap((code) =>
      rng
        .sample(ctx.hotelsByArea.get(code) ?? [], 24)
        .filter((h) => h.plans.some((p) => planSuits(p, 1, tourType, ctx))),
    );
    const hotelIds =
      tourType === '02'
        ? stays.map((s) => s.hotelId)
        : [
            ...new Set([...stays.map((s) => s.hotelId), ...rng.sample(selectable, 12).map((h) => h.hotelId)]),
          ].slice(0, 12);

    const minPax = tourType === '02' && rng.chance(0.5) ? 2 : 1;
    const rentacar =
      route.kind === 'air' && tourType === '01' && FAR_PREFS.has(main.prefectureCode) && rng.chance(0.3);
    const kodawari = new Set<string>();
    if (route.kind === 'air') kodawari.add('601');
    if (tourType === '02') kodawari.add('602');
    if (minPax === 1) kodawari.add('603');
    if (route.kind === 'train') kodawari.add('604');
    if (tourType === '02' || tourType === '04') kodawari.add('605');
    if (rentacar) kodawari.add('606');
    if (stays.some((s) => s.nights >= 2)) kodawari.add('607');
    if (rng.chance(0.2)) kodawari.add('608');
    for (const h of defaultHotels)
      for (const k of h?.kodawari ?? []) if (['101', '102', '103', '104', '106'].includes(k)) kodawari.add(k);
    if (meal?.breakfast) kodawari.add('201');
    if (meal?.dinner) kodawari.add('202');

    const pref = prefectureByCode(main.prefectureCode);
    const flightCarriers = [
      ...new Set(
        transport.flatMap((e) => e.services.map((s) => s.carrierCode)).filter((c): c is string => c !== null),
      ),
    ];
    const keywords = [
      main.name.ja,
      pref.name.ja,
      ...hls.map((x) => x.ja),
      ...(second ? [second.name.ja] : []),
      ...transport
        .filter((e) => e.type === 'train' || e.type === 'extrain')
        .flatMap((e) => e.services.map((s) => s.number.ja.replace(/\d+号$/, ''))),
      ...flightCarriers.map((c) => CARRIERS.find((x) => x.code === c)?.name.ja ?? c),
      ...(kodawari.has('101') ? ['温泉'] : []),
    ];

    const icons = [
      route.kind === 'onsite'
        ? null
        : route.kind === 'air'
          ? 'air'
          : route.kind === 'ship'
            ? 'ship'
            : route.kind,
      nights > 0 ? 'hotel' : null,
      kodawari.has('101') ? 'onsen' : null,
      meal?.breakfast ? 'breakfast' : null,
      meal?.dinner ? 'dinner' : null,
      tourType === '02' ? 'guide' : null,
      kodawari.has('605') ? 'sightseeing' : null,
      minPax === 1 ? 'solo' : null,
      rentacar ? 'rentacar' : null,
    ].filter((x): x is string => x !== null);
    const carrierNames = flightCarriers.map((c) => CARRIERS.find((x) => x.code === c)?.name ?? t(c, c));
    const notes: I18nText[] = [
      t(
        '表示の旅行代金は、2名1室ご利用時の大人お一人様あたりの料金です。',
        'Prices are per adult, two people sharing a room.',
      ),
      { ja: `最少催行人員：${minPax}名`, en: `Minimum number of participants: ${minPax}` },
    ];
    if (carrierNames.length > 0) {
      notes.push({
        ja: `利用予定航空会社：${carrierNames.map((c) => c.ja).join('、')}`,
        en: `Airlines: ${carrierNames.map((c) => c.en).join(', ')}`,
      });
    }
    if (tourType === '03')
      notes.push(
        t(
          '航空便・ホテルの空席状況により、料金は日々変動します。',
          'Prices change daily with flight and hotel availability.',
        ),
      );
    if (rentacar)
      notes.push(
        t(
          'レンタカー（コンパクトクラス・免責補償料込み）が旅行期間中付いています。',
          'A compact rental car (with collision damage waiver) is included for the whole trip.',
        ),
      );

    const includes: I18nText[] = [];
    if (route.kind === 'air')
      includes.push(
        roundTrip
          ? t('往復航空券（普通席）', 'Round-trip flights (economy)')
          : t('片道航空券（普通席）', 'One-way flight (economy)'),
      );
    if (route.kind === 'train')
      includes.push(t('JR乗車券・特急券（普通車指定席）', 'JR tickets (ordinary reserved seats)'));
    if (route.kind === 'extrain')
      includes.push(t('往復の特急券・乗車券', 'Round-trip limited express tickets'));
    if (route.kind === 'ship') includes.push(t('往復乗船券', 'Round-trip ship tickets'));
    if (nights > 0) {
      includes.push({
        ja: `宿泊 ${nights}泊（${meal?.name.ja ?? '食事なし'}）`,
        en: `${nights} night${nights > 1 ? 's' : ''} accommodation (${meal?.name.en ?? 'room only'})`,
      });
    }
    if (tourType === '02')
      includes.push(t('添乗員同行・観光・入場料', 'Tour conductor, sightseeing and admissions'));
    if (tourType === '04') includes.push(t('ガイド・昼食', 'Guide and lunch'));
    if (rentacar) includes.push(t('レンタカー（コンパクトクラス）', 'Rental car (compact class)'));

    const bookingEnd = addDays(ctx.today, ctx.days);
    const weekdays = [0, 1, 2, 3, 4, 5, 6];
    const departureDays =
      tourType === '02'
        ? rng.sample(weekdays, 3).sort()
        : tourType === '04'
          ? [...new Set([0, 6, ...rng.sample([1, 2, 3, 4, 5], 2)])].sort()
          : weekdays;
    const fixedPerPerson =
      tourType === '02'
        ? 6000 * travelDays
        : tourType === '04'
          ? 3000 + rng.int(0, 16) * 500
          : rentacar
            ? 4000 * travelDays
            : 0;
    const name = tourName(tourType, route, travelDays, oneWay, carrier, hls);
    const depStationCodes =
      route.kind === 'train' || route.kind === 'extrain'
        ? [route.depStation, ...route.otherDeps].map((s) => s.code)
        : [];
    const nImages = rng.int(1, 3);

    return {
      tourId,
      tourType,
      name,
      catchCopy: CATCH[tourType] ?? t('', ''),
      description: {
        ja: `${main.name.ja}では${hls
          .slice(0, 2)
          .map((x) => x.ja)
          .join('や')}などの観光が楽しめます。${itinerary.length}日間の旅程です。`,
        en: `In ${main.name.en} you can enjoy ${hls
          .slice(0, 2)
          .map((x) => x.en)
          .join(' and ')}. A ${itinerary.length}-day itinerary.`,
      },
      approachType: route.kind === 'onsite' ? '00' : route.kind === 'ship' ? '01' : route.kind,
      tripKind: roundTrip ? 'roundTrip' : 'oneWay',
      travelDays,
      nights,
      depAreaCode: dep.code,
      depAirports: route.kind === 'air' ? route.depAirports.map((a) => a.code) : [],
      depStations: depStationCodes,
      depGenericStations: dep.genericStationCodes.filter((g) =>
        GENERIC_STATIONS.find((x) => x.code === g)?.stationCodes.some((c) => depStationCodes.includes(c)),
      ),
      depPortCode: route.kind === 'ship' ? route.route.depPort : null,
      arrAreaCodes: [...new Set([main.code, ...(second ? [second.code] : [])])],
      arrPrefectureCodes: [...new Set([main.prefectureCode, ...(second ? [second.prefectureCode] : [])])],
      arrRegionCodes: [main.regionCode],
      arrAirports: route.kind === 'air' ? route.arrAirports.map((a) => a.code) : [],
      arrStations: route.kind === 'train' || route.kind === 'extrain' ? [route.arrStation.code] : [],
      overview: { transportation: transport, includes, guide: tourType === '02', minPax, maxPax: 9 },
      itinerary,
      defaultYadoPlans: stays,
      hotels: hotelIds,
      kodawari: [...kodawari].sort(),
      keywords: [...new Set(keywords)],
      images: Array.from({ length: nImages }, (_, i) => ({
        categoryCode: 'tour',
        path: `/static/img/tours/${main.regionCode}/${rng.int(1, IMAGE_VARIANTS)}.svg`,
        alt: hls[i % hls.length] ?? main.name,
      })),
      popularity: Math.min(1000, Math.round(main.weight * 50 + rng.int(0, 500))),
      recommendScore: rng.int(20, 100),
      pricing: {
        transportFare: transportFare(route),
        fixedPerPerson,
        hotelFactor: tourType === '02' ? 1.05 : 0.95,
        departureDays,
        stockSeed: hashString(`${ctx.seed}:tourstock:${tourId}`),
        maxStock: tourType === '02' || tourType === '04' ? 40 : route.kind === 'air' ? 30 : 20,
      },
      flyer: { flyerMonths: monthsBetween(ctx.today, bookingEnd), iconCodes: icons, notes },
    };
  }
  throw new Error(`could not build tour ${tourId}`);
}

/** Generates `total` tours over the given hotels (deterministic for the seed). */
export function generateTours(
  seed: number,
  total: number,
  hotels: readonly Hotel[],
  today: string,
  days: number,
): Tour[] {
  const hotelsByArea = new Map<string, Hotel[]>();
  for (const h of hotels) {
    const list = hotelsByArea.get(h.area3Code);
    if (list) list.push(h);
    else hotelsByArea.set(h.area3Code, [h]);
  }
  const areas = AREAS3.filter((a) => hotelsByArea.has(a.code));
  const tables = new Map(DEPARTURE_AREAS.map((d) => [d.code, routeTable(d, areas)]));
  const districtsByArea = new Map<string, Area4[]>();
  for (const d of AREAS4) districtsByArea.set(d.area3Code, [...(districtsByArea.get(d.area3Code) ?? []), d]);
  const ctx: TourContext = {
    seed,
    today,
    days,
    latestStayFrom: addDays(today, 45),
    earliestStayTo: addDays(today, 30),
    districtsByArea,
    dayTripRoutes: new Map(),
    hotelsByArea,
    tables,
  };
  return Array.from({ length: total }, (_, i) => buildTour(ctx, i));
}
