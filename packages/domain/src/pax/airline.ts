/**
 * Airline rules (spec §5): minimum child age and maximum party size depend on the carrier group
 * (ANA, JAL, SKY, other) and, for ANA, on the boarding date; a list of carriers from different
 * groups has no group ('').
 *
 * ASSUMPTIONS (configuration-like constants; the spec gives no numbers — these are what a Japanese
 * OTA selling domestic flights would use, change them here only):
 * - Japanese domestic carriers (ANA, JAL, Skymark) treat under-3s as infants (幼児) who may sit on
 *   an adult's lap; from 3 a child needs a seat (小児). Other carriers (LCCs such as Peach or Jetstar
 *   Japan, international rules) use under 2. So `minChildAge` is 3 or 2 and a lap infant is any age
 *   below it. The spec's "children at or below an air minimum child age" is read as these ages
 *   (at or below `minChildAge - 1`), which is the number the lap message shows.
 * - Maximum passengers per booking: 6 for JAL, SKY and ANA before the switch, 9 for ANA from the
 *   switch and for other carriers (9 is also the site-wide cap of spec §9).
 * - ANA switch: ANA_RULE_SWITCH_DATE, a boarding date (inclusive) from which ANA's rule applies;
 *   we take 2023-10-29, the start of ANA's renewed domestic fares. Without a valid boarding date
 *   the current (post-switch) rule applies.
 * - Mixed carriers (''): the strictest of all rules (oldest lap age limit, smallest party) so a
 *   booking valid here is valid with every carrier involved.
 * Carrier codes: IATA marketing codes NH (ANA), JL and NU (JAL group), BC (Skymark), or the group
 * names themselves; anything else is 'other'. Codes are matched trimmed and case-insensitively.
 */
import { parseYmd } from '../calendar/japanTime';

export const CARRIER_GROUPS = ['ANA', 'JAL', 'SKY', 'other'] as const;
export type CarrierGroup = (typeof CARRIER_GROUPS)[number];
/** A carrier group, or '' when a list mixes groups (or is empty). */
export type CarrierGroupOrMixed = CarrierGroup | '';

export const CARRIER_CODES: Readonly<Record<Exclude<CarrierGroup, 'other'>, readonly string[]>> = {
  ANA: ['ANA', 'NH'],
  JAL: ['JAL', 'JL', 'NU'],
  SKY: ['SKY', 'BC'],
};

export interface AirlineRule {
  /** Youngest age that needs a seat; younger children are lap infants. */
  minChildAge: number;
  /** Most passengers (everyone, lap infants included) in one booking. */
  maxPax: number;
}

/** First boarding day (YYYYMMDD, inclusive) of ANA's post-switch rule. */
export const ANA_RULE_SWITCH_DATE = '20231029';

export const AIRLINE_RULES = {
  ANA: { beforeSwitch: { minChildAge: 3, maxPax: 6 }, fromSwitch: { minChildAge: 3, maxPax: 9 } },
  JAL: { minChildAge: 3, maxPax: 6 },
  SKY: { minChildAge: 3, maxPax: 6 },
  other: { minChildAge: 2, maxPax: 9 },
  mixed: { minChildAge: 3, maxPax: 6 },
} as const satisfies {
  ANA: { beforeSwitch: AirlineRule; fromSwitch: AirlineRule };
  JAL: AirlineRule;
  SKY: AirlineRule;
  other: AirlineRule;
  mixed: AirlineRule;
};

export function carrierGroupOf(carrier: string): CarrierGroup {
  const code = carrier.trim().toUpperCase();
  for (const group of ['ANA', 'JAL', 'SKY'] as const) {
    if (CARRIER_CODES[group].includes(code)) return group;
  }
  return 'other';
}

/** The group shared by every carrier of the list; '' when they differ or the list is empty. */
export function carrierGroupOfList(carriers: readonly string[]): CarrierGroupOrMixed {
  const groups = new Set(carriers.map(carrierGroupOf));
  const [only] = groups;
  return groups.size === 1 && only ? only : '';
}

export function airlineRule(group: CarrierGroupOrMixed, boardingDate?: string): AirlineRule {
  switch (group) {
    case 'ANA':
      return boardingDate != null && parseYmd(boardingDate) != null && boardingDate < ANA_RULE_SWITCH_DATE
        ? AIRLINE_RULES.ANA.beforeSwitch
        : AIRLINE_RULES.ANA.fromSwitch;
    case 'JAL':
    case 'SKY':
    case 'other':
      return AIRLINE_RULES[group];
    default:
      return AIRLINE_RULES.mixed;
  }
}

/** Oldest age that still sits on a lap (the N of "children at or below N"). */
export function lapInfantMaxAge(rule: AirlineRule): number {
  return rule.minChildAge - 1;
}

export function isLapInfantAge(age: number, rule: AirlineRule): boolean {
  return age < rule.minChildAge;
}
