/**
 * The top page's search forms (issue 16 item 1: "Submitting lands on the list with the whole
 * condition in the URL"; "as a plain GET form it works without JavaScript for destination, date
 * and party"): the fields a browser sends become the list link's condition.
 */
import { describe, expect, it } from 'vitest';
import { addDays, decodeConditionQuery, createDefaultCondition, defaultConfig } from '@tabiyori/domain';
import { formDate, topSearchCondition, topSearchLink } from './topForm';

const today = '20261201';
const form = (fields: [string, string][]) => new URLSearchParams(fields);
const queryOf = (link: string) => new URLSearchParams(link.split('?')[1] ?? '');

describe('topSearchCondition', () => {
  it('reads an HTML date input, the destination, the nights and the party', () => {
    const condition = topSearchCondition(
      form([
        ['depAreaCode', '130000'],
        ['arrAreaCode', '47'],
        ['keyword', '海　ビーチ'],
        ['goDate', '2026-12-20'],
        ['nights', '3'],
        ['adultPax', '3'],
        ['roomCount', '1'],
        ['childAge', '8'],
        ['childAge', ''],
        ['childAge', '4'],
      ]),
      'tours',
      today,
    );
    expect(condition).toMatchObject({
      depAreaCode: '130000',
      arrAreaCode: ['47'],
      keyword: ['海', 'ビーチ'],
      goDate: '20261220',
      isNoDate: false,
      nights: 3,
      adultPax: 3,
      roomCount: 1,
    });
    expect(condition.childPax).toEqual([
      { age: 8, useBed: true, detail: { useSeat: true, isSchoolChild: true } },
      { age: 4, useBed: true, detail: { useSeat: true, isSchoolChild: false } },
    ]);
  });

  it('gives a tour search no length unless one is chosen, a hotel stay one night', () => {
    expect(topSearchCondition(form([['nights', '']]), 'tours', today).nights).toBeUndefined();
    expect(
      topSearchCondition(
        form([
          ['tourDays', '1'],
          ['tourType', '04'],
        ]),
        'tours',
        today,
      ),
    ).toMatchObject({
      tourDays: 1,
      tourType: '04',
    });
    expect(topSearchCondition(form([]), 'hotels', today).nights).toBe(1);
  });

  it('searches without a date when the date is left empty', () => {
    const condition = topSearchCondition(
      form([
        ['goDate', ''],
        ['adultPax', '2'],
      ]),
      'hotels',
      today,
    );
    expect(condition.isNoDate).toBe(true);
  });

  it('gives a hotel stay without a departure no seats', () => {
    const condition = topSearchCondition(form([['childAge', '3']]), 'hotels', today);
    expect(condition.childPax[0]?.detail.useSeat).toBe(false);
  });

  it('drops a child age outside 0–12 rather than half the party', () => {
    const condition = topSearchCondition(
      form([
        ['childAge', '8'],
        ['childAge', '40'],
      ]),
      'hotels',
      today,
    );
    expect(condition.childPax).toEqual([]);
  });
});

describe('topSearchLink', () => {
  it('puts the whole condition into the list URL, where the list reads it back', () => {
    const goDate = addDays(today, 10);
    const fields = form([
      ['arrAreaCode', '14'],
      ['goDate', `${goDate.slice(0, 4)}-${goDate.slice(4, 6)}-${goDate.slice(6)}`],
      ['nights', '2'],
      ['adultPax', '4'],
      ['roomCount', '2'],
    ]);
    const link = topSearchLink(fields, 'hotels', today);
    expect(link.startsWith('/hotels/14?')).toBe(true);
    const back = decodeConditionQuery(
      queryOf(link),
      createDefaultCondition(defaultConfig, today),
      defaultConfig,
    );
    expect(back).toMatchObject({ goDate, isNoDate: false, nights: 2, adultPax: 4, roomCount: 2 });
    expect(topSearchLink(form([['depAreaCode', '130000']]), 'tours', today)).toMatch(
      /^\/tours\?.*depAreaCode=130000/,
    );
  });
});

describe('formDate', () => {
  it('takes YYYY-MM-DD and YYYYMMDD, nothing else', () => {
    expect(formDate('2026-12-05')).toBe('20261205');
    expect(formDate('20261205')).toBe('20261205');
    expect(formDate('12/05/2026')).toBeUndefined();
    expect(formDate(null)).toBeUndefined();
  });
});

describe('a hotel search with a departure (issue 16 item 5: JR + hotel by default)', () => {
  const departures = [
    { code: '03', stationCodes: ['tokyo'] },
    { code: '09', stationCodes: [] },
  ];

  it('makes a departure by a JR area a JR + hotel search, and one JR does not serve a flight', () => {
    // Before: the list link said approachType=air and the list showed stay-only prices.
    const jr = queryOf(topSearchLink(form([['depAreaCode', '03']]), 'hotels', today, departures));
    expect(jr.get('depAreaCode')).toBe('03');
    expect(jr.get('approachType')).toBe('train');
    const okinawa = queryOf(topSearchLink(form([['depAreaCode', '09']]), 'hotels', today, departures));
    expect(okinawa.get('approachType')).toBe('air');
  });

  it("keeps the traveller's own choice of the plane", () => {
    const fields = form([
      ['depAreaCode', '03'],
      ['approachType', 'air'],
    ]);
    expect(queryOf(topSearchLink(fields, 'hotels', today, departures)).get('approachType')).toBe('air');
  });
});
