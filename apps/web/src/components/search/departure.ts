/** The departure of a dynamic package as the search panel shows it. Pure (tested). */
import type { SearchCondition } from '@tabiyori/domain';
import type { DepartureArea } from '@/lib/search/reference';

/** The departure area shown as chosen: the area itself, or the one holding the airport or station. */
export function departureAreaOf(departures: readonly DepartureArea[], condition: SearchCondition): string {
  if (condition.depAreaCode) return condition.depAreaCode;
  const holder = departures.find(
    (area) =>
      (condition.depAirport && area.airports.some((a) => a.code === condition.depAirport)) ||
      (condition.depStation && area.stations.some((s) => s.code === condition.depStation)),
  );
  return holder?.code ?? '';
}
