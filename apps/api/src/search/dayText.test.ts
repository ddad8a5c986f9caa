import { describe, expect, it } from 'vitest';
import { forEachDayRecord, forEachPriceNight } from './dayText';

describe('the index build day texts (search/dayText.ts)', () => {
  it('reads each night of a plan with its prices as PostgreSQL prints integer[] (NULL, empty, many)', () => {
    const nights: [number, number[]][] = [];
    forEachPriceNight('20400{12000,9800,NULL}20401{}20402{NULL,-5,7,8,9,10,11,12,13,14}-3{1}', (day, p, n) =>
      nights.push([day, Array.from(p.subarray(0, n))]),
    );
    expect(nights).toEqual([
      [20400, [12000, 9800, 0]],
      [20401, []],
      [20402, [0, -5, 7, 8, 9, 10, 11, 12, 13, 14]],
      [-3, [1]],
    ]);
  });

  it('reads day records of one or several figures', () => {
    const out = new Int32Array(3);
    const records: number[][] = [];
    forEachDayRecord('20400:35000:41000:12,20402:0:0:0', 3, out, (day) => records.push([day, ...out]));
    expect(records).toEqual([
      [20400, 35000, 41000, 12],
      [20402, 0, 0, 0],
    ]);
    const stock: number[][] = [];
    forEachDayRecord('7:3,8:0,10:12', 1, out, (day) => stock.push([day, out[0]!]));
    expect(stock).toEqual([
      [7, 3],
      [8, 0],
      [10, 12],
    ]);
  });
});
