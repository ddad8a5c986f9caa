import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/domainConfig';
import { createDefaultCondition } from './defaultCondition';
import { compareKodawariCodes } from './fieldValues';
import { decodeConditionQuery, encodeConditionQuery } from './queryCodec';
import { toQueryString } from './queryInput';
import { GENERIC_APPROACH_TYPES, SEARCH_APPROACH_TYPES, SEARCH_SORTS, type SearchCondition } from './types';

const defaults = createDefaultCondition(defaultConfig, '20261122');
const encode = (c: SearchCondition) => encodeConditionQuery(c, defaultConfig);
const decode = (q: Parameters<typeof decodeConditionQuery>[0]) =>
  decodeConditionQuery(q, defaults, defaultConfig);

describe('spec §7: page-link parameters of a condition', () => {
  it('drops empty values and joins arrAreaCode with the area delimiter', () => {
    const q = encode({ ...defaults, arrAreaCode: ['47', '01'] });
    expect(q.arrAreaCode).toBe('47,01');
    expect(q).not.toHaveProperty('kodawari');
    expect(q).not.toHaveProperty('depAreaCode');
    expect(Object.values(q)).not.toContain('');
  });
  it('goDate is dropped when there is no date, kept otherwise', () => {
    expect(encode(defaults)).not.toHaveProperty('goDate');
    expect(encode({ ...defaults, isNoDate: false }).goDate).toBe(defaults.goDate);
  });
  it('isNoDate is 1 or 0', () => {
    expect(encode(defaults).isNoDate).toBe('1');
    expect(encode({ ...defaults, isNoDate: false }).isNoDate).toBe('0');
  });
  it('spec §5: childPax is encoded as child params age-b0/1s0/1sc0/1 joined by the people delimiter', () => {
    const q = encode({
      ...defaults,
      childPax: [
        { age: 8, useBed: true, detail: { useSeat: true, isSchoolChild: true } },
        { age: 3, useBed: false, detail: { useSeat: false, isSchoolChild: false } },
      ],
    });
    expect(q.childPax).toBe('8-b1s1sc1,3-b0s0sc0');
  });
  it('spec §5: keywords are joined with the keyword delimiter (a space by default)', () => {
    const q = encode({ ...defaults, keyword: ['温泉', '露天風呂'] });
    expect(toQueryString(q)).toContain('keyword=%E6%B8%A9%E6%B3%89+%E9%9C%B2');
  });
  it('uses the configured delimiters', () => {
    const config = {
      consts: { ...defaultConfig.consts, delimiters: { ...defaultConfig.consts.delimiters, areaCodes: '|' } },
    };
    const q = encodeConditionQuery({ ...defaults, arrAreaCode: ['47', '01'] }, config);
    expect(q.arrAreaCode).toBe('47|01');
    expect(decodeConditionQuery(q, defaults, config).arrAreaCode).toEqual(['47', '01']);
  });
  it('omits fields on request (arrAreaCode carried in the path)', () => {
    expect(
      encodeConditionQuery({ ...defaults, arrAreaCode: ['47'] }, defaultConfig, { omit: ['arrAreaCode'] }),
    ).not.toHaveProperty('arrAreaCode');
  });
});

describe('decoding is total: bad values are ignored and the defaults kept', () => {
  it('reads valid values from URLSearchParams and from a Next.js searchParams object', () => {
    const fromUrl = decode(
      new URLSearchParams('arrAreaCode=47,01&nights=2&isNoDate=0&goDate=20270105&sort=popular'),
    );
    expect(fromUrl).toMatchObject({
      arrAreaCode: ['47', '01'],
      nights: 2,
      isNoDate: false,
      goDate: '20270105',
    });
    const fromObject = decode({ kodawari: ['10', '2,1'], page: '3', childPax: '8-b1s1sc1' });
    expect(fromObject.kodawari).toEqual(['1', '2', '10']);
    expect(fromObject.page).toBe(3);
    expect(fromObject.childPax).toEqual([
      { age: 8, useBed: true, detail: { useSeat: true, isSchoolChild: true } },
    ]);
  });
  it('reads the numbers of a query its schema has typed (the API: page, nights, prices as integers)', () => {
    const c = decode({ page: 3, nights: 2, adultPax: 4, roomCount: 2, minPrice: 10000, isNoDate: '0' });
    expect(c).toMatchObject({
      page: 3,
      nights: 2,
      adultPax: 4,
      roomCount: 2,
      minPrice: 10000,
      isNoDate: false,
    });
    expect(decode({ page: 0, nights: 2.5, maxPrice: -1 })).toEqual(defaults);
  });
  it('keeps defaults for malformed values', () => {
    const c = decode({
      approachType: 'bus',
      sort: 'cheap',
      page: '0',
      nights: '-1',
      paxPerRoom: '2.5',
      minPrice: '1e5',
      goDate: '20270230',
      isNoDate: 'yes',
      flyerMonth: '202713',
      depGenericStationApproach: '99',
      arrAreaCode: ',,',
      depAreaCode: '  ',
    });
    expect(c).toEqual(defaults);
  });
  it('spec §5: ignores the whole childPax when any child param is malformed', () => {
    for (const bad of ['8-b1s1', '8-b2s1sc1', '18-b1s1sc1', '8-b1s1sc1,x', 'a-b1s1sc1']) {
      expect(decode({ childPax: bad }).childPax).toEqual([]);
    }
  });
  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(encode(defaults)), 'childPax', 'kodawari'), fc.string()),
        (q) => {
          decode(q);
        },
      ),
    );
  });
  it('does not mutate or share the defaults', () => {
    const c = decode({ kodawari: '1' });
    c.arrAreaCode.push('x');
    expect(defaults.arrAreaCode).toEqual([]);
  });
});

const word = fc.oneof(
  fc.string({ minLength: 1, maxLength: 6, unit: 'grapheme' }),
  fc.constantFrom('沖縄', '温泉', '露天風呂', 'ﾎﾃﾙ', 'a&b=c', '100%', '+', '😀'),
);
const code = word.filter((s) => s.trim() !== '');
const listItem = code.filter((s) => !s.includes(',') && !s.includes(' '));
const list = fc.uniqueArray(listItem, { maxLength: 4 });
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const ymd = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10).replaceAll('-', ''));
const child = fc.record({
  age: fc.integer({ min: 0, max: 17 }),
  useBed: fc.boolean(),
  detail: fc.record({ useSeat: fc.boolean(), isSchoolChild: fc.boolean() }),
});

/** Valid conditions: fields with a default are set, kodawari sorted, goDate the default while no date. */
const validCondition: fc.Arbitrary<SearchCondition> = fc
  .record({
    approachType: fc.constantFrom(...SEARCH_APPROACH_TYPES),
    arrAreaCode: list,
    depAreaCode: opt(code),
    depAirport: opt(code),
    depStation: opt(code),
    depGenericStation: opt(code),
    depGenericStationApproach: opt(fc.constantFrom(...GENERIC_APPROACH_TYPES)),
    goDate: ymd,
    checkinDateOffset: fc.integer({ min: 0, max: 400 }),
    nights: fc.integer({ min: 1, max: 30 }),
    tourDays: opt(fc.integer({ min: 1, max: 31 })),
    paxPerRoom: fc.integer({ min: 1, max: 9 }),
    sort: fc.constantFrom(...SEARCH_SORTS),
    kodawari: list.map((l) => [...l].sort(compareKodawariCodes)),
    notExcludeKodawari: list,
    includeTypeCode: opt(code),
    keyword: list,
    planGroupKeyword: list,
    minPrice: opt(fc.integer({ min: 0, max: 99_999_999 })),
    maxPrice: opt(fc.integer({ min: 0, max: 99_999_999 })),
    tourIds: list,
    hotelIds: list,
    planIds: list,
    defaultHotelIds: list,
    page: fc.integer({ min: 1, max: 100_000 }),
    tourType: opt(code),
    isNoDate: fc.boolean(),
    meal: list,
    roomType: list,
    GroupID: opt(code),
    groupCode: opt(code),
    adultPax: opt(fc.integer({ min: 0, max: 9 })),
    childPax: fc.array(child, { maxLength: 9 }),
    roomCount: opt(fc.integer({ min: 1, max: 9 })),
    hotelId: opt(code),
    ITEM_CD: opt(code),
    exPattern: opt(code),
    hashId: opt(code),
    flyerMonth: opt(
      fc
        .tuple(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }))
        .map(([y, m]) => `${y}${String(m).padStart(2, '0')}`),
    ),
  })
  .map((c) => (c.isNoDate ? { ...c, goDate: defaults.goDate } : c));

describe('spec §7: decode(encode(c)) equals c for any valid condition', () => {
  it('round-trips through the query object', () => {
    fc.assert(
      fc.property(validCondition, (c) => {
        expect(decode(encode(c))).toEqual(c);
      }),
      { numRuns: 300 },
    );
  });
  it('round-trips through the query string (URL encoding included)', () => {
    fc.assert(
      fc.property(validCondition, (c) => {
        expect(decode(new URLSearchParams(toQueryString(encode(c))))).toEqual(c);
      }),
      { numRuns: 300 },
    );
  });
});

describe('page links carry only what the visitor chose (issue 16)', () => {
  const link = (c: SearchCondition) => encodeConditionQuery(c, defaultConfig, { onlyChosen: true });

  it('leaves out the go-date offset and the default approach type without a departure', () => {
    expect(encode(defaults)).toMatchObject({ approachType: 'air', checkinDateOffset: '14' });
    expect(link(defaults)).not.toHaveProperty('approachType');
    expect(link(defaults)).not.toHaveProperty('checkinDateOffset');
    expect(link(defaults)).toMatchObject({ nights: '1', isNoDate: '1' });
  });

  it('keeps an approach type that is a choice: with a departure, or not the default', () => {
    expect(link({ ...defaults, depAreaCode: '03' })).toMatchObject({
      approachType: 'air',
      depAreaCode: '03',
    });
    expect(link({ ...defaults, approachType: 'train' }).approachType).toBe('train');
  });

  it('reads back the same condition', () => {
    const chosen = { ...defaults, goDate: '20261206', isNoDate: false, kodawari: ['101'] };
    expect(decodeConditionQuery(link(chosen), defaults, defaultConfig)).toEqual(chosen);
  });
});
