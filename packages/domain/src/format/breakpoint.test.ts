import { describe, expect, it } from 'vitest';
import { PC_MEDIA_QUERY, PC_MIN_WIDTH_PX, deviceKind } from './breakpoint';
import { MAX_SELECTABLE_PAX } from '../pax/partyChecks';
import { THUMBNAIL_IMAGE_QUALITY } from './displayLimits';

describe('spec §9 "Mobile/desktop breakpoint 737 px (pc at or above, sp below)"', () => {
  it('is pc at 737 and above, sp below', () => {
    expect(PC_MIN_WIDTH_PX).toBe(737);
    expect(deviceKind(736)).toBe('sp');
    expect(deviceKind(737)).toBe('pc');
    expect(deviceKind(1920)).toBe('pc');
    expect(deviceKind(375)).toBe('sp');
  });
  it('gives the matching media query', () => {
    expect(PC_MEDIA_QUERY).toBe('(min-width: 737px)');
  });
});

describe('spec §9 display constants', () => {
  it('thumbnail image quality is 50', () => {
    expect(THUMBNAIL_IMAGE_QUALITY).toBe(50);
  });
  it('at most 9 people are selectable', () => {
    expect(MAX_SELECTABLE_PAX).toBe(9);
  });
});
