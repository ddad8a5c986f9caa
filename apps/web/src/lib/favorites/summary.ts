/**
 * What a saved search shows on the favourites page (spec §3 favourite search summary: depAreaCode,
 * arrAreaCode, goDate, isNoDate, nights, tourDays, paxPerRoom), read from its condition query
 * string with the domain's codec and named with the decoder's names; and the link that reopens the
 * search (the tour list with the same condition). Pure (tested).
 */
import {
  BUILTIN_CONDITION_DEFAULTS,
  decodeConditionQuery,
  defaultConfig,
  formatDateLong,
  type DisplayLang,
} from '@tabiyori/domain';
import { listSep } from '@/lib/i18n/punctuation';

export interface AreaNames {
  /** Departure area code → name (decoder departureAreas). */
  departures: Record<string, string>;
  /** Destination code of any level → name (decoder area1–area4). */
  areas: Record<string, string>;
}

export interface SearchSummary {
  departure: string | null;
  destination: string | null;
  /** The date in the page language, or null when the search has no date. */
  date: string | null;
  nights: number | null;
  tourDays: number | null;
  paxPerRoom: number | null;
}

function decode(condition: string) {
  const text = condition.replace(/^\?/, '');
  return decodeConditionQuery(
    new URLSearchParams(text),
    structuredClone(BUILTIN_CONDITION_DEFAULTS),
    defaultConfig,
  );
}

export function searchSummary(condition: string, names: AreaNames, lang: DisplayLang): SearchSummary {
  const c = decode(condition);
  const destinations = c.arrAreaCode.map((code) => names.areas[code] ?? code);
  return {
    departure: c.depAreaCode ? (names.departures[c.depAreaCode] ?? c.depAreaCode) : null,
    destination: destinations.length > 0 ? destinations.join(listSep(lang)) : null,
    date: !c.isNoDate && c.goDate ? formatDateLong(c.goDate, lang) : null,
    nights: c.nights ?? null,
    tourDays: c.tourDays ?? null,
    paxPerRoom: c.paxPerRoom ?? null,
  };
}

/** The tour list that reopens a saved search (language-neutral path with the saved condition). */
export function searchHref(condition: string): string {
  const text = condition.replace(/^\?/, '');
  return text === '' ? '/tours' : `/tours?${text}`;
}
