/**
 * Bed counts (spec §5): bed count = adults plus children using a bed; no-bed count = children
 * without a bed. Spec §9: default bed count 1 — used when no party is known (e.g. a hotel search
 * without people), never to "fix" a computed count.
 */

export const DEFAULT_BED_COUNT = 1;

export interface BedCountParty {
  adultPax: number;
  childPax: readonly { useBed: boolean }[];
}

export interface BedCounts {
  bedCount: number;
  noBedCount: number;
}

export function countBeds(party?: BedCountParty | null): BedCounts {
  if (!party) return { bedCount: DEFAULT_BED_COUNT, noBedCount: 0 };
  const withBed = party.childPax.filter((child) => child.useBed).length;
  return { bedCount: party.adultPax + withBed, noBedCount: party.childPax.length - withBed };
}
