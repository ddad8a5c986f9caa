import { describe, expect, it } from 'vitest';
import { countBeds, DEFAULT_BED_COUNT } from './bedCount';

describe('spec §5: bed count = adults plus children using a bed; no-bed count = children without a bed', () => {
  it('counts adults and bed-using children as beds, the others as no-bed', () => {
    expect(
      countBeds({ adultPax: 2, childPax: [{ useBed: true }, { useBed: false }, { useBed: false }] }),
    ).toEqual({ bedCount: 3, noBedCount: 2 });
  });

  it('adults only', () => {
    expect(countBeds({ adultPax: 4, childPax: [] })).toEqual({ bedCount: 4, noBedCount: 0 });
  });

  it('spec §9: default bed count 1 when no party is known', () => {
    expect(DEFAULT_BED_COUNT).toBe(1);
    expect(countBeds()).toEqual({ bedCount: 1, noBedCount: 0 });
    expect(countBeds(null)).toEqual({ bedCount: 1, noBedCount: 0 });
  });

  it('a known party is never "fixed" by the default', () => {
    expect(countBeds({ adultPax: 0, childPax: [{ useBed: false }] })).toEqual({ bedCount: 0, noBedCount: 1 });
  });
});
