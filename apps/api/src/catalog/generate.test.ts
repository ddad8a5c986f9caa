import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate';
import { AREAS3, AREAS4, PREFECTURES, areaAncestors, area4ByCode } from './reference';
import { HOTEL_IMAGE_CATEGORIES } from './reference/masters';
import { normalizeForSearch } from '../model/searchText';
import { placeholderImages } from './images';

const OPTIONS = { seed: 20260401, scale: 'demo' as const, today: '20260401', days: 180 };
const catalog = generateCatalog(OPTIONS);
const inJapan = (lat: number, lng: number) => lat >= 20 && lat <= 46 && lng >= 122 && lng <= 154;

describe('generateCatalog: determinism', () => {
  it('gives a deep-equal catalog for the same options', () => {
    expect(generateCatalog(OPTIONS)).toEqual(catalog);
  });

  it('gives a different catalog for a different seed', () => {
    const other = generateCatalog({ ...OPTIONS, seed: OPTIONS.seed + 1 });
    expect(other.hotels.map((h) => h.name.ja)).not.toEqual(catalog.hotels.map((h) => h.name.ja));
    expect(other.tours.map((x) => x.name.ja)).not.toEqual(catalog.tours.map((x) => x.name.ja));
  });

  it('rejects an invalid today or days', () => {
    expect(() => generateCatalog({ ...OPTIONS, today: '20260230' })).toThrow();
    expect(() => generateCatalog({ ...OPTIONS, days: 0 })).toThrow();
  });
});

describe('generateCatalog: hotels (spec §3 hotel card display)', () => {
  const { hotels } = catalog;

  it('has about 300 hotels in every prefecture, more in the tourist areas', () => {
    expect(hotels.length).toBe(300);
    const prefs = new Set(hotels.map((h) => h.area2Code));
    for (const p of PREFECTURES) expect(prefs.has(p.code)).toBe(true);
    const count = (area3Name: string) =>
      hotels.filter((h) => AREAS3.find((a) => a.code === h.area3Code)?.name.ja === area3Name).length;
    expect(count('箱根・湯河原')).toBeGreaterThan(count('室戸'));
    expect(hotels.filter((h) => h.area2Code === '47').length).toBeGreaterThan(
      hotels.filter((h) => h.area2Code === '36').length * 2,
    );
  });

  it('has unique ids and names, and a consistent area chain on every hotel', () => {
    expect(new Set(hotels.map((h) => h.hotelId)).size).toBe(hotels.length);
    expect(new Set(hotels.map((h) => h.name.ja)).size).toBe(hotels.length);
    for (const h of hotels) {
      const d = area4ByCode(h.area4Code);
      expect(areaAncestors(h.area4Code)).toEqual([h.area1Code, h.area2Code, h.area3Code, h.area4Code]);
      expect(d.area3Code).toBe(h.area3Code);
      expect(h.address.ja.startsWith(PREFECTURES.find((p) => p.code === h.area2Code)?.name.ja ?? '?')).toBe(
        true,
      );
    }
  });

  it('has coordinates near the district, and a few hotels without a position', () => {
    const noPos = hotels.filter((h) => h.lat === null || h.lng === null);
    expect(noPos.length).toBeGreaterThan(0);
    expect(noPos.length).toBeLessThan(hotels.length * 0.05);
    for (const h of hotels) {
      if (h.lat === null || h.lng === null) continue;
      const d = area4ByCode(h.area4Code);
      expect(inJapan(h.lat, h.lng)).toBe(true);
      expect(Math.abs(h.lat - d.lat)).toBeLessThan(0.02);
      expect(Math.abs(h.lng - d.lng)).toBeLessThan(0.02);
    }
  });

  it('has readings and romaji that make kanji, hiragana, katakana and romaji searches work', () => {
    for (const h of hotels) {
      expect(h.nameKana).toMatch(/^[ぁ-ゖー\d]+$/u);
      expect(h.nameKatakana).toMatch(/^[ァ-ヶー\d]+$/u);
      expect(h.nameRomaji).toMatch(/^[A-Za-z0-9 .&'’/()-]+$/);
      for (const q of [h.name.ja, h.nameKana, h.nameKatakana, h.nameRomaji.toUpperCase()]) {
        expect(h.searchText).toContain(normalizeForSearch(q));
      }
    }
  });

  it('has 2–5 rooms and 2–6 plans per hotel with valid room references and price tables', () => {
    for (const h of hotels) {
      expect(h.rooms.length).toBeGreaterThanOrEqual(2);
      expect(h.rooms.length).toBeLessThanOrEqual(5);
      expect(h.plans.length).toBeGreaterThanOrEqual(2);
      expect(h.plans.length).toBeLessThanOrEqual(6);
      const roomIds = new Set(h.rooms.map((r) => r.roomId));
      for (const r of h.rooms) {
        expect(r.capacityMin).toBeLessThanOrEqual(r.capacityMax);
        expect(r.beds.length).toBeGreaterThan(0);
        expect(r.sizeM2).toBeGreaterThan(5);
      }
      for (const p of h.plans) {
        expect(p.roomIds.length).toBeGreaterThan(0);
        for (const id of p.roomIds) expect(roomIds.has(id)).toBe(true);
        expect(p.basePrices.map((b) => b.paxPerRoom)).toEqual(
          Array.from({ length: p.maxPax - p.minPax + 1 }, (_, i) => p.minPax + i),
        );
        expect(p.stayFrom <= p.stayTo).toBe(true);
      }
      expect(h.basePriceFrom).toBeGreaterThan(0);
      expect(Number.isInteger(h.basePriceFrom)).toBe(true);
    }
  });

  it('has images under /static with a known category, evaluations, kodawari and texts', () => {
    const slugs = HOTEL_IMAGE_CATEGORIES.map((c) => c.slug).join('|');
    const known = new Set(
      placeholderImages(catalog.rentacar.carClasses, catalog.specials).map((p) => p.path),
    );
    for (const h of hotels) {
      for (const img of [...h.images, ...h.rooms.flatMap((r) => r.images)]) {
        expect(img.path).toMatch(new RegExp(`^/static/img/hotels/(${slugs})/\\d+\\.svg$`));
        expect(known.has(img.path)).toBe(true);
      }
      if (h.evaluation.status === 'published') {
        expect(h.evaluation.score).toBeGreaterThanOrEqual(3);
        expect(h.evaluation.score).toBeLessThanOrEqual(4.9);
      } else expect(h.evaluation.score).toBeNull();
      expect(h.evaluation.periodFrom < h.evaluation.periodTo).toBe(true);
      expect(h.kodawari).toEqual([...h.kodawari].sort());
      expect(h.recommendPoints.length).toBeGreaterThanOrEqual(2);
      expect(h.checkinTime).toMatch(/^\d{4}$/);
      expect(h.access.ja).toMatch(/から(徒歩|バスで約|車で約)\d+分$/);
    }
    expect(hotels.some((h) => h.evaluation.status === 'collecting')).toBe(true);
    expect(new Set(hotels.map((h) => h.hotelTypeCode)).size).toBe(5);
  });
});

describe('generateCatalog: tours (spec §3 Tour)', () => {
  const { tours, hotels } = catalog;
  const hotelById = new Map(hotels.map((h) => [h.hotelId, h]));

  it('serves lunch in the itinerary of every tour whose price includes lunch', () => {
    const withLunch = tours.filter((x) => x.overview.includes.some((i) => i.ja.includes('昼食')));
    expect(withLunch.length).toBeGreaterThan(0);
    for (const tour of withLunch) {
      expect(tour.itinerary.every((day) => day.meals.lunch), tour.tourId).toBe(true);
    }
  });

  it('has about 200 tours of every tour type and approach type', () => {
    expect(tours.length).toBe(200);
    expect(new Set(tours.map((x) => x.tourType))).toEqual(new Set(['01', '02', '03', '04']));
    expect(new Set(tours.map((x) => x.approachType))).toEqual(
      new Set(['air', 'train', 'extrain', '00', '01']),
    );
    expect(tours.some((x) => x.tripKind === 'oneWay')).toBe(true);
    expect(tours.filter((x) => x.tourType === '04').every((x) => x.travelDays === 1)).toBe(true);
    expect(new Set(tours.map((x) => x.tourId)).size).toBe(tours.length);
  });

  it('refers only to existing hotels and plans in the arrival areas', () => {
    for (const tour of tours) {
      expect(tour.defaultYadoPlans.reduce((s, y) => s + y.nights, 0)).toBe(tour.nights);
      for (const stay of tour.defaultYadoPlans) {
        const hotel = hotelById.get(stay.hotelId);
        expect(hotel).toBeDefined();
        expect(tour.arrAreaCodes).toContain(hotel?.area3Code);
        const planIds = new Set(hotel?.plans.map((p) => p.planId));
        for (const id of stay.planIds) expect(planIds.has(id)).toBe(true);
        for (const [pax, id] of Object.entries(stay.paxPlanIds)) {
          expect(stay.planIds).toContain(id);
          const plan = hotel?.plans.find((p) => p.planId === id);
          expect(Number(pax)).toBeGreaterThanOrEqual(plan?.minPax ?? 99);
          expect(Number(pax)).toBeLessThanOrEqual(plan?.maxPax ?? 0);
        }
        expect(stay.paxPlanIds['2']).toBeDefined();
        for (const arr of [
          stay.planNames,
          stay.roomTypeNames,
          stay.planCanSmokes,
          stay.planMinPaxes,
          stay.planMaxPaxes,
        ]) {
          expect(arr.length).toBe(stay.planIds.length);
        }
      }
      for (const id of tour.hotels) expect(hotelById.has(id)).toBe(true);
    }
  });

  it('has an itinerary per day and transport matching the approach type', () => {
    for (const tour of tours) {
      expect(tour.itinerary.map((d) => d.day)).toEqual(
        Array.from({ length: tour.travelDays }, (_, i) => i + 1),
      );
      const types = new Set(tour.overview.transportation.map((e) => e.type));
      if (tour.approachType === '00') expect(types.size).toBe(0);
      else expect([...types]).toEqual([tour.approachType === '01' ? 'ship' : tour.approachType]);
      const legs = tour.overview.transportation.map((e) => e.leg);
      if (tour.approachType !== '00')
        expect(legs).toEqual(tour.tripKind === 'roundTrip' ? ['outbound', 'return'] : ['outbound']);
      for (const e of tour.overview.transportation) {
        expect(e.services.length).toBeGreaterThan(0);
        expect(e.allDeps.length).toBeGreaterThan(0);
        if (e.type === 'air')
          for (const s of e.services) expect(s.number.en).toMatch(/^(NH|JL|BC|6J|HD|7G|MM|GK)\d+$/);
      }
      expect(tour.flyer.flyerMonths.length).toBeGreaterThan(0);
    }
  });

  it('names tours in natural Japanese with the departure in brackets', () => {
    const air = tours.find((x) => x.tourType === '01' && x.approachType === 'air');
    expect(air?.name.ja).toMatch(/^【.+発(・片道)?】.+\d日間 フリープラン .+のホテル選べる$/);
    expect(tours.find((x) => x.tourType === '04')?.name.ja).toMatch(/^【日帰り/);
  });
});

describe('generateCatalog: optionals, car rental, specials, users, coupons', () => {
  it('has optional activities with landCode-landMaterialCode-landPlanCode ids', () => {
    expect(catalog.optionals.length).toBeGreaterThanOrEqual(60);
    for (const o of catalog.optionals) {
      expect(o.optionalId).toBe(`${o.landCode}-${o.landMaterialCode}-${o.landPlanCode}`);
      expect(AREAS3.some((a) => a.code === o.area3Code)).toBe(true);
      expect(o.prices.person1).toBeGreaterThan(0);
    }
    expect(new Set(catalog.optionals.map((o) => o.optionalId)).size).toBe(catalog.optionals.length);
  });

  it('has car rental offices, classes and one product per office and class', () => {
    const { offices, carClasses, cars } = catalog.rentacar;
    expect(offices.find((o) => o.officeCode === 'OKA01')?.name.ja).toContain('那覇空港営業所');
    expect(carClasses.map((c) => c.name.ja)).toEqual([
      '軽自動車',
      'コンパクト',
      'セダン',
      'ミニバン',
      'SUV',
      'ワゴン（10人乗り）',
    ]);
    for (const car of cars) expect(offices.some((o) => o.officeCode === car.officeCode)).toBe(true);
    for (const o of offices) expect(AREAS4.some((d) => d.area3Code === o.area3Code)).toBe(true);
  });

  it('resolves specials to existing tours and hotels, with ja and en definitions', () => {
    const codes = catalog.specials.map((s) => s.specialCode);
    expect(codes).toEqual(
      expect.arrayContaining(['okinawa-summer', 'onsen-ryokan', 'kyoto-autumn', 'hokkaido-winter']),
    );
    const tourIds = new Set(catalog.tours.map((x) => x.tourId));
    const hotelIds = new Set(catalog.hotels.map((h) => h.hotelId));
    for (const s of catalog.specials) {
      expect(s.definitions.ja.metaTitle).not.toBe('');
      expect(s.definitions.en.breadCrumbsText).not.toBe('');
      expect(s.tourIds.length + s.hotelIds.length).toBeGreaterThan(0);
      for (const id of s.tourIds) expect(tourIds.has(id)).toBe(true);
      for (const id of s.hotelIds) expect(hotelIds.has(id)).toBe(true);
    }
    const okinawa = catalog.specials.find((s) => s.specialCode === 'okinawa-summer');
    expect(
      okinawa?.hotelIds.every((id) => catalog.hotels.find((h) => h.hotelId === id)?.area2Code === '47'),
    ).toBe(true);
  });

  it('has demo users and coupon seeds covering the spec cases', () => {
    expect(catalog.users.map((u) => u.email)).toContain('hanako@example.jp');
    for (const u of catalog.users) expect(u.age).toBeGreaterThan(18);
    const seeds = catalog.demoCouponSeeds;
    expect(seeds.length).toBeGreaterThanOrEqual(12);
    expect(seeds.every((c) => c.discountType === '1')).toBe(true);
    expect(seeds.some((c) => c.openStatus === '0')).toBe(true);
    expect(seeds.some((c) => c.hotelPlanCode !== null)).toBe(true);
    expect(seeds.some((c) => c.excludeDepDateList.length > 0)).toBe(true);
    expect(seeds.some((c) => c.chdUseAllowFlag === '0')).toBe(true);
    const plan = seeds.find((c) => c.hotelPlanCode !== null);
    expect(
      catalog.hotels
        .find((h) => h.hotelId === plan?.hotelCode)
        ?.plans.some((p) => p.planId === plan?.hotelPlanCode),
    ).toBe(true);
    const codes = new Set(seeds.map((c) => c.couponCode));
    for (const uc of catalog.demoUserCoupons) {
      expect(codes.has(uc.couponCode)).toBe(true);
      expect(catalog.users.some((u) => u.userId === uc.userId)).toBe(true);
    }
  });
});
