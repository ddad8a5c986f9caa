/**
 * Car rental: offices (airports and stations of tourist areas), car classes and one product per
 * office and class. carId = `{officeCode}-{classCode}`.
 *
 * Price for a rental from `pickup` for `days` 24-hour periods:
 *   (price24h + priceExtraDay × (days − 1)) × season factor of the pickup day (Okinawa summer,
 *   ski season, GW/お盆/年末年始 as for hotels, weekend ×1.1), rounded up to 100 yen.
 */
import type {
  CarClass,
  Catalog,
  CatalogScale,
  RentacarOffice,
  RentacarProduct,
  SeasonProfile,
} from './types';
import { dayInfo, windowDates } from '../model/calendar';
import { hashString, hashUnit } from './prng';
import { AREAS3 } from './reference/areas';
import { airportByCode } from './reference/airports';
import { stationByCode } from './reference/stations';
import { rentacarPrice } from '../model/prices';
import { distanceKm } from './text';
import { buildOneWays, buildRentacarOptions } from './rentacarOptions';

// office code, airport (A:) or station (S:), name ja, name en, open, close
// prettier-ignore
const OFFICE_ROWS: readonly [string, string, string, string, string, string][] = [
  ['OKA01', 'A:OKA', '那覇空港営業所', 'Naha Airport', '0800', '2100'],
  ['OKA02', 'S:', '北谷美浜営業所', 'Chatan Mihama', '0900', '1900'],
  ['ISG01', 'A:ISG', '石垣空港営業所', 'Ishigaki Airport', '0800', '2000'],
  ['MMY01', 'A:MMY', '宮古空港営業所', 'Miyako Airport', '0800', '2000'],
  ['CTS01', 'A:CTS', '新千歳空港営業所', 'New Chitose Airport', '0800', '2100'],
  ['SPK01', 'S:sapporo', '札幌駅前営業所', 'Sapporo Station', '0800', '2000'],
  ['HKD01', 'A:HKD', '函館空港営業所', 'Hakodate Airport', '0830', '2000'],
  ['AKJ01', 'A:AKJ', '旭川空港営業所', 'Asahikawa Airport', '0830', '2000'],
  ['KUH01', 'A:KUH', '釧路空港営業所', 'Kushiro Airport', '0830', '2000'],
  ['MMB01', 'A:MMB', '女満別空港営業所', 'Memanbetsu Airport', '0830', '2000'],
  ['SDJ01', 'A:SDJ', '仙台空港営業所', 'Sendai Airport', '0800', '2030'],
  ['AOJ01', 'A:AOJ', '青森空港営業所', 'Aomori Airport', '0830', '2000'],
  ['HNA01', 'A:HNA', '花巻空港営業所', 'Hanamaki Airport', '0830', '2000'],
  ['KRZ01', 'S:karuizawa', '軽井沢駅前営業所', 'Karuizawa Station', '0800', '1900'],
  ['NGN01', 'S:nagano', '長野駅前営業所', 'Nagano Station', '0800', '2000'],
  ['KMQ01', 'A:KMQ', '小松空港営業所', 'Komatsu Airport', '0800', '2030'],
  ['KNZ01', 'S:kanazawa', '金沢駅前営業所', 'Kanazawa Station', '0800', '2000'],
  ['TOY01', 'A:TOY', '富山空港営業所', 'Toyama Airport', '0830', '2000'],
  ['TKY01', 'S:takayama', '高山駅前営業所', 'Takayama Station', '0800', '1900'],
  ['KYT01', 'S:kyoto', '京都駅前営業所', 'Kyoto Station', '0800', '2000'],
  ['SHM01', 'A:SHM', '南紀白浜空港営業所', 'Nanki-Shirahama Airport', '0830', '1930'],
  ['IZO01', 'A:IZO', '出雲空港営業所', 'Izumo Airport', '0830', '2000'],
  ['HIJ01', 'A:HIJ', '広島空港営業所', 'Hiroshima Airport', '0800', '2030'],
  ['TAK01', 'A:TAK', '高松空港営業所', 'Takamatsu Airport', '0800', '2030'],
  ['MYJ01', 'A:MYJ', '松山空港営業所', 'Matsuyama Airport', '0800', '2030'],
  ['KCZ01', 'A:KCZ', '高知空港営業所', 'Kochi Airport', '0830', '2000'],
  ['FUK01', 'A:FUK', '福岡空港営業所', 'Fukuoka Airport', '0700', '2200'],
  ['HKT01', 'S:hakata', '博多駅前営業所', 'Hakata Station', '0800', '2100'],
  ['NGS01', 'A:NGS', '長崎空港営業所', 'Nagasaki Airport', '0800', '2030'],
  ['KMJ01', 'A:KMJ', '熊本空港営業所', 'Kumamoto Airport', '0800', '2030'],
  ['OIT01', 'A:OIT', '大分空港営業所', 'Oita Airport', '0800', '2030'],
  ['BPU01', 'S:beppu', '別府駅前営業所', 'Beppu Station', '0800', '1930'],
  ['KMI01', 'A:KMI', '宮崎空港営業所', 'Miyazaki Airport', '0800', '2030'],
  ['KOJ01', 'A:KOJ', '鹿児島空港営業所', 'Kagoshima Airport', '0800', '2030'],
  ['KGC01', 'S:kagoshimachuo', '鹿児島中央駅前営業所', 'Kagoshima-Chuo Station', '0800', '2000'],
  ['KUM01', 'A:KUM', '屋久島空港営業所', 'Yakushima Airport', '0830', '1830'],
  ['ASJ01', 'A:ASJ', '奄美空港営業所', 'Amami Airport', '0830', '1930'],
];

export const CAR_CLASSES: readonly CarClass[] = [
  {
    classCode: 'K',
    name: { ja: '軽自動車', en: 'Kei car' },
    capacity: 4,
    luggage: 1,
    exampleModels: [
      { ja: 'ダイハツ タント', en: 'Daihatsu Tanto' },
      { ja: 'スズキ ワゴンR', en: 'Suzuki Wagon R' },
      { ja: 'ホンダ N-BOX', en: 'Honda N-BOX' },
    ],
    price24h: 5500,
    priceExtraDay: 4400,
  },
  {
    classCode: 'S',
    name: { ja: 'コンパクト', en: 'Compact' },
    capacity: 5,
    luggage: 2,
    exampleModels: [
      { ja: 'トヨタ ヤリス', en: 'Toyota Yaris' },
      { ja: 'ホンダ フィット', en: 'Honda Fit' },
      { ja: '日産 ノート', en: 'Nissan Note' },
    ],
    price24h: 7000,
    priceExtraDay: 5500,
  },
  {
    classCode: 'M',
    name: { ja: 'セダン', en: 'Sedan' },
    capacity: 5,
    luggage: 3,
    exampleModels: [
      { ja: 'トヨタ カローラ', en: 'Toyota Corolla' },
      { ja: 'トヨタ プリウス', en: 'Toyota Prius' },
    ],
    price24h: 10000,
    priceExtraDay: 8000,
  },
  {
    classCode: 'V',
    name: { ja: 'ミニバン', en: 'Minivan' },
    capacity: 8,
    luggage: 4,
    exampleModels: [
      { ja: 'トヨタ ノア', en: 'Toyota Noah' },
      { ja: '日産 セレナ', en: 'Nissan Serena' },
      { ja: 'ホンダ ステップワゴン', en: 'Honda Step WGN' },
    ],
    price24h: 16000,
    priceExtraDay: 13000,
  },
  {
    classCode: 'SUV',
    name: { ja: 'SUV', en: 'SUV' },
    capacity: 5,
    luggage: 4,
    exampleModels: [
      { ja: 'トヨタ RAV4', en: 'Toyota RAV4' },
      { ja: 'マツダ CX-5', en: 'Mazda CX-5' },
      { ja: 'スバル フォレスター', en: 'Subaru Forester' },
    ],
    price24h: 14000,
    priceExtraDay: 11000,
  },
  {
    classCode: 'W',
    name: { ja: 'ワゴン（10人乗り）', en: 'Wagon (10 seats)' },
    capacity: 10,
    luggage: 6,
    exampleModels: [{ ja: 'トヨタ ハイエース ワゴン', en: 'Toyota HiAce Wagon' }],
    price24h: 22000,
    priceExtraDay: 18000,
  },
];

function nearestArea3(lat: number, lng: number, prefectureCode: string): string {
  let best = '';
  let bestKm = Infinity;
  for (const a of AREAS3) {
    if (a.prefectureCode !== prefectureCode) continue;
    const km = distanceKm(lat, lng, a.lat, a.lng);
    if (km < bestKm) {
      bestKm = km;
      best = a.code;
    }
  }
  return best;
}

export function buildOffices(): RentacarOffice[] {
  return OFFICE_ROWS.map(([officeCode, where, ja, en, openTime, closeTime]) => {
    const [kind, code = ''] = where.split(':');
    let lat: number;
    let lng: number;
    let pref: string;
    let airportCode: string | null = null;
    let stationCode: string | null = null;
    let access: { ja: string; en: string };
    if (kind === 'A') {
      const ap = airportByCode(code);
      ({ lat, lng } = ap);
      pref = ap.prefectureCode;
      airportCode = ap.code;
      access = {
        ja: `${ap.name.ja}空港から無料送迎バスで約5分`,
        en: `About 5 min by free shuttle from ${ap.name.en} Airport`,
      };
    } else if (code) {
      const st = stationByCode(code);
      ({ lat, lng } = st);
      pref = st.prefectureCode;
      stationCode = st.code;
      access = { ja: `${st.name.ja}駅から徒歩3分`, en: `3 min walk from ${st.name.en} Station` };
    } else {
      lat = 26.316;
      lng = 127.757;
      pref = '47';
      access = { ja: '那覇空港から車で約35分', en: 'About 35 min by car from Naha Airport' };
    }
    return {
      officeCode,
      name: { ja: `たびよりレンタカー ${ja}`, en: `Tabiyori Rent-a-Car ${en}` },
      area2Code: pref,
      area3Code: nearestArea3(lat, lng, pref),
      airportCode,
      stationCode,
      lat,
      lng,
      openTime,
      closeTime,
      access,
    };
  });
}

function profileOf(office: RentacarOffice): SeasonProfile {
  if (office.area2Code === '47') return 'okinawa';
  const area = AREAS3.find((a) => a.code === office.area3Code);
  return area?.kind === 'ski' || office.area2Code === '01' ? 'ski' : 'standard';
}

export function generateRentacar(seed: number, scale: CatalogScale): Catalog['rentacar'] {
  const offices = buildOffices();
  const cars: RentacarProduct[] = [];
  for (const office of offices) {
    const premium = office.area2Code === '47' ? 1.1 : 1;
    for (const cls of CAR_CLASSES) {
      if (cls.classCode === 'W' && !office.airportCode) continue;
      const carId = `${office.officeCode}-${cls.classCode}`;
      const h = hashString(`${seed}:car:${carId}`);
      cars.push({
        carId,
        officeCode: office.officeCode,
        classCode: cls.classCode,
        fleet: (scale === 'large' ? 3 : 1) * (2 + (h % 15)),
        price24h: Math.round((cls.price24h * premium) / 100) * 100,
        priceExtraDay: Math.round((cls.priceExtraDay * premium) / 100) * 100,
        seasonProfile: profileOf(office),
        stockSeed: h,
        images: [{ categoryCode: 'car', path: `/static/img/cars/${cls.classCode}.svg`, alt: cls.name }],
      });
    }
  }
  return {
    offices,
    carClasses: CAR_CLASSES.slice(),
    cars,
    options: buildRentacarOptions(offices),
    oneWays: buildOneWays(offices),
  };
}

/** Cars of this product still available on a date (0 = sold out). */
export function rentacarStock(car: RentacarProduct, ymd: string): number {
  const info = dayInfo(ymd);
  const busy = info.season && info.season !== 'summer' ? 0.9 : info.isDayBeforeHoliday ? 0.7 : 0.45;
  return Math.max(0, car.fleet - Math.floor(hashUnit(car.stockSeed, ymd) * busy * car.fleet * 1.3));
}

export interface RentacarStockRow {
  carId: string;
  date: string;
  stock: number;
  price24h: number;
}

export function* iterateRentacarStockRows(
  cars: Iterable<RentacarProduct>,
  today: string,
  days: number,
): Generator<RentacarStockRow> {
  const dates = windowDates(today, days);
  for (const car of cars) {
    for (const date of dates)
      yield {
        carId: car.carId,
        date,
        stock: rentacarStock(car, date),
        price24h: rentacarPrice(car, date, 1),
      };
  }
}
