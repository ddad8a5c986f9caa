/**
 * The demo company's rental options (rules: @tabiyori/domain rentacar/rentalOptions.ts), per
 * office, as Japanese rental companies sell them:
 *
 * - 免責補償 at every office, per day by class (軽・コンパクト 1,100円, セダン・SUV 1,650円,
 *   ミニバン 2,200円, ワゴン 3,300円);
 * - child seat and junior seat 1,100円 per rental and seat, up to 2 each, a few per office and day;
 * - ETC card 330円 per rental, except on remote islands without an expressway;
 * - snow tyres 2,200円 per day (at most 5 days charged) in snow regions, in season only (Hokkaido
 *   11/01–04/30, Tohoku, Hokuriku, Nagano and Hida 12/01–03/31), a few sets per office and day;
 * - one-way drop-off between offices of the same region (地方) on the same island, by distance:
 *   up to 40 km 2,200円, 100 km 5,500円, 200 km 11,000円, 350 km 16,500円; farther, or from an
 *   island office, not allowed.
 */
import type { RentalOptionCode, RentalOptionDefinition } from '@tabiyori/domain';
import { windowDates } from '../model/calendar';
import { hashUnit } from './prng';
import { prefectureByCode } from './reference/prefectures';
import { distanceKm } from './text';
import type { RentacarOffice, RentacarOneWayRow, RentacarOptionRow } from './types';

const ISLAND_AIRPORTS = new Set(['ISG', 'MMY', 'KUM', 'ASJ']);
const HOKKAIDO = '01';
const SNOW_PREFECTURES = new Set([
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '15',
  '16',
  '17',
  '18',
  '20',
  '21',
]);
const ONE_WAY_FEES: readonly [km: number, fee: number][] = [
  [40, 2200],
  [100, 5500],
  [200, 11000],
  [350, 16500],
];

const isIsland = (office: RentacarOffice) =>
  office.airportCode !== null && ISLAND_AIRPORTS.has(office.airportCode);

const base = {
  classPrices: null,
  maxChargedDays: null,
  maxQuantity: 1,
  limited: false,
  season: null,
} as const;

const CDW: RentalOptionDefinition = {
  ...base,
  code: 'cdw',
  name: { ja: '免責補償', en: 'Collision damage waiver (免責補償)' },
  note: {
    ja: '事故の際の対物・車両の免責額（お客様負担）が免除されます。',
    en: 'Waives your share (deductible) of property and vehicle damage in an accident.',
  },
  unit: 'day',
  price: 1100,
  classPrices: { K: 1100, S: 1100, M: 1650, SUV: 1650, V: 2200, W: 3300 },
};

const SEAT_NOTE = {
  ja: '6歳未満のお子様はチャイルドシートの使用が法律で義務付けられています。',
  en: 'Children under 6 must ride in a child restraint by Japanese law.',
};

const CHILD_SEAT: RentalOptionDefinition = {
  ...base,
  code: 'childSeat',
  name: { ja: 'チャイルドシート（1〜4歳頃）', en: 'Child seat (about 1–4 years)' },
  note: SEAT_NOTE,
  unit: 'rental',
  price: 1100,
  maxQuantity: 2,
  limited: true,
};

const JUNIOR_SEAT: RentalOptionDefinition = {
  ...CHILD_SEAT,
  code: 'juniorSeat',
  name: { ja: 'ジュニアシート（4〜10歳頃）', en: 'Junior seat (about 4–10 years)' },
};

const ETC_CARD: RentalOptionDefinition = {
  ...base,
  code: 'etcCard',
  name: { ja: 'ETCカード貸出', en: 'ETC card rental' },
  note: {
    ja: '高速道路の通行料金は返却時に精算します。',
    en: 'Expressway tolls are settled when you return the car.',
  },
  unit: 'rental',
  price: 330,
};

function snowTyres(prefectureCode: string): RentalOptionDefinition {
  return {
    ...base,
    code: 'snowTyres',
    name: { ja: 'スタッドレスタイヤ', en: 'Snow tyres (studless)' },
    note: {
      ja: '冬季限定。料金は5日分が上限です。',
      en: 'Winter only. At most 5 days are charged.',
    },
    unit: 'day',
    price: 2200,
    maxChargedDays: 5,
    limited: true,
    season: prefectureCode === HOKKAIDO ? { from: '1101', to: '0430' } : { from: '1201', to: '0331' },
  };
}

export function buildRentacarOptions(offices: readonly RentacarOffice[]): RentacarOptionRow[] {
  const rows: RentacarOptionRow[] = [];
  for (const office of offices) {
    const definitions = [CDW, CHILD_SEAT, JUNIOR_SEAT];
    if (!isIsland(office)) definitions.push(ETC_CARD);
    if (SNOW_PREFECTURES.has(office.area2Code)) definitions.push(snowTyres(office.area2Code));
    for (const definition of definitions) {
      rows.push({
        optionId: `${office.officeCode}-${definition.code}`,
        officeCode: office.officeCode,
        definition,
      });
    }
  }
  return rows;
}

export function buildOneWays(offices: readonly RentacarOffice[]): RentacarOneWayRow[] {
  const rows: RentacarOneWayRow[] = [];
  for (const from of offices) {
    for (const to of offices) {
      if (from === to || isIsland(from) || isIsland(to)) continue;
      if (prefectureByCode(from.area2Code).regionCode !== prefectureByCode(to.area2Code).regionCode) continue;
      const km = distanceKm(from.lat, from.lng, to.lat, to.lng);
      const fee = ONE_WAY_FEES.find(([limit]) => km <= limit)?.[1];
      if (fee !== undefined) rows.push({ from: from.officeCode, to: to.officeCode, fee });
    }
  }
  return rows;
}

const STOCK_BASE: Partial<Record<RentalOptionCode, number>> = { childSeat: 3, juniorSeat: 3, snowTyres: 4 };

/** Pieces of a limited option left on a day (a few per office, varying by day). */
export function rentacarOptionStock(row: RentacarOptionRow, ymd: string): number {
  return (STOCK_BASE[row.definition.code] ?? 2) + Math.floor(hashUnit(row.optionId, ymd) * 4);
}

export function* iterateRentacarOptionStockRows(
  rows: Iterable<RentacarOptionRow>,
  today: string,
  days: number,
): Generator<{ optionId: string; date: string; stock: number }> {
  const dates = windowDates(today, days);
  for (const row of rows) {
    if (!row.definition.limited) continue;
    for (const date of dates) yield { optionId: row.optionId, date, stock: rentacarOptionStock(row, date) };
  }
}
