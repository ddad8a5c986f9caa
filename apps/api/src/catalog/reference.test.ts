import { describe, expect, it } from 'vitest';
import {
  AIRPORTS,
  AREAS3,
  AREAS4,
  DEPARTURE_AREAS,
  GENERIC_STATIONS,
  KODAWARI,
  KODAWARI_GROUPS,
  PREFECTURES,
  REGIONS,
  SHIP_ROUTES,
  STATIONS,
  TRAIN_SERVICES,
  areaAncestors,
  areaCodeLevel,
  areaMatches,
  areaNameHashes,
  buildReference,
  prefectureCodesOf,
} from './reference';
import { expandKodawari } from '../model/kodawari';
import { PAX_TYPES } from './reference/masters';

/** Japan's bounding box (Okinotorishima / Minamitorishima / Yonaguni / Etorofu, with a margin). */
const inJapan = (lat: number, lng: number) => lat >= 20 && lat <= 46 && lng >= 122 && lng <= 154;

describe('reference data: areas (DESIGN.md area hierarchy, spec §3 area names in four levels)', () => {
  it('has all 47 prefectures with JIS codes 01–47, names and coordinates inside Japan', () => {
    expect(PREFECTURES.map((p) => p.code)).toEqual(
      Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    for (const p of PREFECTURES) {
      expect(p.name.ja).toMatch(/^(北海道|東京都|京都府|大阪府|.+県)$/);
      expect(p.name.en).not.toBe('');
      expect(inJapan(p.lat, p.lng)).toBe(true);
    }
    expect(PREFECTURES.find((p) => p.code === '13')?.name.ja).toBe('東京都');
    expect(PREFECTURES.find((p) => p.code === '47')?.regionCode).toBe('okinawa');
  });

  it('has the eleven regions covering every prefecture exactly once', () => {
    expect(REGIONS.map((r) => r.name.ja)).toEqual([
      '北海道',
      '東北',
      '関東',
      '甲信越',
      '北陸',
      '東海',
      '近畿',
      '中国',
      '四国',
      '九州',
      '沖縄',
    ]);
    const all = REGIONS.flatMap((r) => r.prefectureCodes).sort();
    expect(all).toEqual(PREFECTURES.map((p) => p.code));
  });

  it('gives every prefecture 1+ areas and every area 1–4 districts, with hierarchical codes', () => {
    for (const p of PREFECTURES)
      expect(AREAS3.filter((a) => a.prefectureCode === p.code).length).toBeGreaterThanOrEqual(1);
    expect(AREAS3.length).toBeGreaterThanOrEqual(110);
    for (const a of AREAS3) {
      expect(a.code).toMatch(/^\d{4}$/);
      expect(a.code.slice(0, 2)).toBe(a.prefectureCode);
      expect(a.districtCodes.length).toBeGreaterThanOrEqual(1);
      expect(a.districtCodes.length).toBeLessThanOrEqual(4);
      expect(inJapan(a.lat, a.lng)).toBe(true);
    }
    for (const d of AREAS4) {
      expect(d.code).toMatch(/^\d{6}$/);
      expect(d.code.slice(0, 4)).toBe(d.area3Code);
      expect(inJapan(d.lat, d.lng)).toBe(true);
      expect(d.kana).toMatch(/^[ぁ-ゖー・（）]+$/);
    }
    expect(new Set(AREAS4.map((d) => d.code)).size).toBe(AREAS4.length);
  });

  it('keeps well-known areas and districts at stable codes', () => {
    const byName = (name: string) => AREAS3.find((a) => a.name.ja === name)?.code;
    expect(byName('箱根・湯河原')).toBe('1402');
    expect(AREAS4.find((d) => d.name.ja === '箱根湯本')?.code).toBe('140201');
    expect(byName('京都市内')).toBe('2601');
    expect(byName('伊豆大島・八丈島')).toBe('1306');
    expect(byName('小豆島・直島')).toBe('3702');
    expect(byName('佐渡')).toBe('1503');
    expect(byName('屋久島・奄美')).toBe('4604');
    for (const r of SHIP_ROUTES) expect(AREAS3.some((a) => a.code === r.arrArea3Code)).toBe(true);
  });

  it('matches a search by any level against everything below it', () => {
    expect(areaCodeLevel('kanto')).toBe(1);
    expect(areaCodeLevel('14')).toBe(2);
    expect(areaCodeLevel('1402')).toBe(3);
    expect(areaCodeLevel('140201')).toBe(4);
    expect(areaCodeLevel('99')).toBeNull();
    expect(areaAncestors('140201')).toEqual(['kanto', '14', '1402', '140201']);
    expect(areaMatches('kanto', '140201')).toBe(true);
    expect(areaMatches('14', '140201')).toBe(true);
    expect(areaMatches('1402', '140201')).toBe(true);
    expect(areaMatches('1401', '140201')).toBe(false);
    expect(areaMatches('kinki', '140201')).toBe(false);
    expect(prefectureCodesOf('koshinetsu')).toEqual(['15', '19', '20']);
    const hashes = areaNameHashes('ja');
    expect(hashes.area3['1402']).toBe('箱根・湯河原');
    expect(areaNameHashes('en').area3['1402']).toBe('Hakone / Yugawara');
  });
});

describe('reference data: transport and masters (spec §3 decoder)', () => {
  it('has 35+ airports with IATA codes, known prefectures and coordinates inside Japan', () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(35);
    const codes = AIRPORTS.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['HND', 'NRT', 'KIX', 'ITM', 'NGO', 'CTS', 'FUK', 'OKA', 'ISG', 'MMY', 'UKB', 'SHM'])
      expect(codes).toContain(code);
    for (const a of AIRPORTS) {
      expect(a.code).toMatch(/^[A-Z]{3}$/);
      expect(PREFECTURES.some((p) => p.code === a.prefectureCode)).toBe(true);
      expect(inJapan(a.lat, a.lng)).toBe(true);
    }
  });

  it('has 40+ stations, each on a line, and services that stop only at known stations', () => {
    expect(STATIONS.length).toBeGreaterThanOrEqual(40);
    const codes = new Set(STATIONS.map((s) => s.code));
    for (const s of STATIONS) {
      expect(s.lines.length).toBeGreaterThan(0);
      expect(inJapan(s.lat, s.lng)).toBe(true);
    }
    for (const svc of TRAIN_SERVICES) {
      for (const stop of svc.stops) expect(codes.has(stop.stationCode)).toBe(true);
      const minutes = svc.stops.map((s) => s.minutes);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    }
    for (const g of GENERIC_STATIONS) for (const c of g.stationCodes) expect(codes.has(c)).toBe(true);
    expect(STATIONS.find((s) => s.code === 'tokyo')?.lines).toEqual(
      expect.arrayContaining(['tokaido', 'tohoku', 'hokuriku']),
    );
  });

  it('has departure areas whose airports and stations exist', () => {
    const airports = new Set(AIRPORTS.map((a) => a.code));
    const stations = new Set(STATIONS.map((s) => s.code));
    for (const d of DEPARTURE_AREAS) {
      for (const a of d.airportCodes) expect(airports.has(a)).toBe(true);
      for (const s of d.stationCodes) expect(stations.has(s)).toBe(true);
      for (const g of d.genericStationCodes) expect(GENERIC_STATIONS.some((x) => x.code === g)).toBe(true);
    }
  });

  it('has grouped kodawari with unique codes whose children exist', () => {
    const codes = KODAWARI.map((k) => k.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const k of KODAWARI) {
      expect(KODAWARI_GROUPS.some((g) => g.code === k.groupCode)).toBe(true);
      for (const c of k.children) expect(codes).toContain(c);
    }
    expect(expandKodawari(['101'])).toEqual(['101', '102', '108']);
  });

  it('defines pax types with the spec flags (counted, adult, no hotel charge, no bed)', () => {
    expect(PAX_TYPES.map((p) => p.code)).toEqual([
      'male',
      'female',
      'childA',
      'childB',
      'childC',
      'childD',
      'childE',
      'childF',
      'otherA',
      'otherB',
    ]);
    expect(PAX_TYPES.filter((p) => p.adult).map((p) => p.code)).toEqual(['male', 'female']);
    expect(PAX_TYPES.find((p) => p.code === 'childF')).toMatchObject({
      noHotelCharge: true,
      noBed: true,
      ratePercent: 0,
    });
  });

  it('builds the decoder reference for a window (booking end = today + days, holidays inside)', () => {
    const ref = buildReference('20260401', 60);
    expect(ref.bookingEndDate).toBe('20260531');
    expect(ref.priceRange).toMatchObject({ min: 10000, max: 100000 });
    expect(ref.holidays.map((h) => h.date)).toEqual([
      '20260429',
      '20260503',
      '20260504',
      '20260505',
      '20260506',
    ]);
    expect(ref.maintenanceSchedule).toEqual([]);
    expect(ref.tourTypes.find((x) => x.code === '03')?.excludesPlanBoundCoupons).toBe(true);
    expect(Object.keys(ref.externalFiles.flyerCommonNotices)).toEqual(['air', 'train', 'extrain']);
  });
});
