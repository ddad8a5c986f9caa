import { describe, expect, it } from 'vitest';
import { createDefaultCondition } from '../condition/defaultCondition';
import { PAGE_KINDS } from '../seo/pageKind';
import { defaultConfig } from './domainConfig';
import { isHeaderHidden } from './noHeaderPages';

describe('spec §3 Config: the default config is coherent', () => {
  it('spec §4: the go-date offset lies strictly inside the reserve-day window, so it is used', () => {
    const { min, max } = defaultConfig.consts.reserveDay;
    const offset = defaultConfig.defaults.condition.checkinDateOffset ?? Number.NaN;
    expect(min).toBeGreaterThanOrEqual(0);
    expect(offset).toBeGreaterThan(min);
    expect(offset).toBeLessThan(max);
    expect(createDefaultCondition(defaultConfig, '20261122').goDate).toBe('20261206');
  });
  it('spec §9: page size, people per room and nights come from config', () => {
    expect(defaultConfig.settings.ipg).toBeGreaterThan(0);
    expect(defaultConfig.defaults.condition.paxPerRoom).toBe(2);
    expect(defaultConfig.defaults.condition.nights).toBe(1);
  });
  it('spec §5: no delimiter is empty or a character of the child param format (digits, -, b, s, c)', () => {
    for (const d of Object.values(defaultConfig.consts.delimiters)) {
      expect(d).not.toBe('');
      expect(d).not.toMatch(/[0-9bsc-]/);
    }
  });
  it("spec §9: the no-transport generic approach type is '00'", () => {
    expect(defaultConfig.consts.noApproachGenericApproachType).toBe('00');
  });
  it('spec §7: the affiliate base is an https URL', () => {
    expect(new URL(defaultConfig.affiliate.baseUrl).protocol).toBe('https:');
  });
});

describe('spec §2: some pages can be configured to hide the header (noHeaderPages)', () => {
  it('hides the header only on listed pages', () => {
    expect(isHeaderHidden(defaultConfig, 'hotelJump')).toBe(true);
    expect(isHeaderHidden(defaultConfig, 'tourList')).toBe(false);
    expect(isHeaderHidden({ noHeaderPages: [] }, 'hotelJump')).toBe(false);
    expect(defaultConfig.noHeaderPages.every((k) => PAGE_KINDS.includes(k))).toBe(true);
  });
});
