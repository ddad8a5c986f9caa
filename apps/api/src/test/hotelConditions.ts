/**
 * Hotel search conditions the oracle tests compare (services/hotelSearch.oracle.test.ts: summary
 * against per-plan SQL; search/hotelIndex.oracle.test.ts: the index against the SQL path): areas at
 * every level, dated and undated, 1–3 nights, parties with children and several rooms, every
 * filter, sort and page, and JR dynamic packages. Dates are filled in from the catalog's today.
 */
import { addDays } from '@tabiyori/domain';

/** Query strings of the conditions compared (dates are filled in from the catalog's today). */
export function hotelConditions(today: string): string[] {
  const d = (n: number) => addDays(today, n);
  const dated = [d(0), d(1), d(6), d(20), d(45), d(90), d(118), d(119), d(140)];
  const areas = ['13', '14', '26', '27', '47', '01', 'kanto', 'kinki', 'kyushu', '1402', '140201', '13,27'];
  const out: string[] = [];
  for (const [i, area] of areas.entries()) {
    const date = dated[i % dated.length]!;
    out.push(`arrAreaCode=${area}&goDate=${date}&adultPax=2`);
    out.push(`arrAreaCode=${area}&isNoDate=1&adultPax=2`);
    out.push(`arrAreaCode=${area}&goDate=${date}&adultPax=2&sort=lowPrice`);
    out.push(`arrAreaCode=${area}&goDate=${date}&adultPax=1&sort=highPrice`);
  }
  for (const date of dated) {
    out.push(`goDate=${date}&adultPax=2&ipg=100`);
    out.push(`goDate=${date}&adultPax=2&sort=lowPrice&page=10`);
    out.push(`arrAreaCode=kanto&goDate=${date}&nights=2&adultPax=2&sort=lowPrice`);
    out.push(`arrAreaCode=13&goDate=${date}&nights=3&adultPax=3&roomCount=2`);
  }
  const date = d(20);
  for (const party of [
    'adultPax=1',
    'adultPax=3',
    'adultPax=4&roomCount=2',
    'adultPax=5&roomCount=2',
    'adultPax=2&roomCount=3',
    'paxPerRoom=3',
    'adultPax=2&childPax=8-b1s1sc1',
    'adultPax=2&childPax=3-b1s1sc1,1-b0s0sc0',
    'adultPax=1&childPax=10-b1s1sc1',
  ]) {
    out.push(`arrAreaCode=13&goDate=${date}&${party}&sort=lowPrice`);
    out.push(`arrAreaCode=kinki&isNoDate=1&${party}`);
    out.push(`arrAreaCode=kyushu&goDate=${d(7)}&nights=2&${party}`);
  }
  for (const extra of [
    'kodawari=101',
    'kodawari=101,503',
    'kodawari=201',
    'kodawari=204',
    'kodawari=202,101',
    'meal=01',
    'meal=02,03',
    'roomType=01',
    'groupCode=01',
    'minPrice=10000',
    'maxPrice=12000',
    'minPrice=8000&maxPrice=15000&sort=lowPrice',
    'keyword=温泉',
    'keyword=hakone',
    'sort=popular',
    'sort=recommend&page=2',
    'sort=lowPrice&page=3&ipg=10',
    'ITEM_CD=dp',
  ]) {
    out.push(`arrAreaCode=kanto&goDate=${date}&adultPax=2&${extra}`);
    out.push(`arrAreaCode=kanto&isNoDate=1&adultPax=2&${extra}`);
  }
  // The sorts the index walks in its own order (recommend, popular) and the price sorts' bounded
  // selection, on pages past the first, with several areas and price bounds (issue 15).
  for (const area of ['13', 'kanto', '13,27', '140201']) {
    out.push(`arrAreaCode=${area}&goDate=${d(20)}&adultPax=2&sort=recommend&page=2&ipg=10`);
    out.push(`arrAreaCode=${area}&goDate=${d(6)}&adultPax=2&sort=popular&page=3&ipg=5`);
    out.push(`arrAreaCode=${area}&goDate=${d(20)}&adultPax=1&sort=highPrice&page=2&ipg=7`);
  }
  out.push(`goDate=${d(20)}&adultPax=2&sort=recommend&page=4&ipg=20`);
  out.push(`goDate=${d(45)}&nights=2&adultPax=2&childPax=8-b1s1sc1&sort=popular&page=2`);
  out.push(`arrAreaCode=kinki&goDate=${d(20)}&adultPax=2&sort=popular&minPrice=10000&maxPrice=30000`);
  out.push(`arrAreaCode=kinki&isNoDate=1&adultPax=2&sort=recommend&page=2&ipg=10`);
  // Dynamic packages: a JR departure prices each hotel with its round trip.
  out.push(`arrAreaCode=26&depAreaCode=03&goDate=${date}&adultPax=2&sort=lowPrice`);
  out.push(`arrAreaCode=kinki&depAreaCode=03&goDate=${date}&nights=2&adultPax=2&childPax=8-b1s1sc1`);
  out.push(`arrAreaCode=26&depAreaCode=03&isNoDate=1&adultPax=2`);
  return out;
}
