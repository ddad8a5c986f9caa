/** Spec §2 siteCode / agentCode select the brand; noHeaderPages per brand. */
import { describe, expect, it } from 'vitest';
import { applyGadgetOverrides, createDefaultCondition, defaultConfig } from '@tabiyori/domain';
import {
  BRANDS,
  DEFAULT_BRAND,
  brandStyle,
  isHeaderHiddenFor,
  selectBrand,
  brandTourWindow,
  withBrandCalendar,
  type Brand,
} from './brands';
import { hotelPageCondition } from './hotels/condition';
import { EMPTY_REFERENCE } from './search/reference';
import { tourPageCondition } from './tours/condition';
import { contentSecurityPolicy } from './security';

describe('selectBrand', () => {
  it('is the default brand without codes or with unknown ones', () => {
    expect(selectBrand(new URLSearchParams()).id).toBe('tabiyori');
    expect(selectBrand(new URLSearchParams('siteCode=nobody&agentCode=X')).id).toBe('tabiyori');
    expect(selectBrand(new URLSearchParams('siteCode=')).id).toBe('tabiyori');
  });

  it('selects the partner by agent code, case-insensitively', () => {
    expect(selectBrand(new URLSearchParams('agentCode=SKR001')).id).toBe('sakura');
    expect(selectBrand(new URLSearchParams('agentCode=skr001')).id).toBe('sakura');
  });

  it('selects the partner by site code', () => {
    expect(selectBrand({ siteCode: 'sakura' }).id).toBe('sakura');
  });

  it('lets the agent code win over the site code', () => {
    expect(selectBrand(new URLSearchParams('siteCode=tabiyori&agentCode=SKR001')).id).toBe('sakura');
    expect(selectBrand(new URLSearchParams('siteCode=sakura&agentCode=UNKNOWN')).id).toBe('sakura');
  });
});

describe('brand settings', () => {
  const sakura = BRANDS.find((brand) => brand.id === 'sakura');

  it('has two demo brands with names in both languages and distinct codes', () => {
    expect(BRANDS).toHaveLength(2);
    for (const brand of BRANDS) {
      expect(brand.name.ja).not.toBe('');
      expect(brand.name.en).not.toBe('');
    }
    expect(sakura?.name.ja).toBe('さくらトラベル');
  });

  it('hides the header on the brand’s noHeaderPages only', () => {
    expect(isHeaderHiddenFor(DEFAULT_BRAND, 'hotelJump')).toBe(true);
    expect(isHeaderHiddenFor(DEFAULT_BRAND, 'booking')).toBe(false);
    expect(sakura && isHeaderHiddenFor(sakura, 'booking')).toBe(true);
    expect(isHeaderHiddenFor(DEFAULT_BRAND, 'top')).toBe(false);
  });

  it('exposes its colours as CSS variables', () => {
    expect(brandStyle(DEFAULT_BRAND)['--color-primary']).toBe(DEFAULT_BRAND.colors.primary);
  });

  it('allows framing only by the origins the brand names (CSP frame-ancestors), else by nobody', () => {
    expect(contentSecurityPolicy({ frameAncestors: DEFAULT_BRAND.frameAncestors })).toContain(
      "frame-ancestors 'none';",
    );
    expect(contentSecurityPolicy({ frameAncestors: sakura?.frameAncestors })).toContain(
      "frame-ancestors 'self' https://www.sakura-travel.example;",
    );
  });

  it('keeps white text readable on primary and accent colours (WCAG AA, 4.5:1)', () => {
    for (const brand of BRANDS) {
      for (const colour of [
        brand.colors.primary,
        brand.colors.accent,
        brand.colors.primaryDark,
        brand.colors.accentDark,
      ]) {
        expect(contrastWithWhite(colour), `${brand.id} ${colour}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

describe("a brand's own settings (issue 16 item 8: the domain's gadget and reserve-window rules used)", () => {
  const sakura = selectBrand({ siteCode: 'sakura' });
  const TODAY = '20261124';

  it("opens the brand's lists with its gadget configuration as defaults; the URL still decides", () => {
    expect(sakura.gadget).not.toBeNull();
    const hotels = hotelPageCondition({}, TODAY, { gadget: sakura.gadget });
    expect(hotels).toEqual(applyGadgetOverrides(createDefaultCondition(defaultConfig, TODAY), sakura.gadget));
    expect(hotels).toMatchObject({ sort: 'recommend', nights: 2 });
    expect(
      hotelPageCondition({ sort: 'lowPrice', nights: '1' }, TODAY, { gadget: sakura.gadget }),
    ).toMatchObject({
      sort: 'lowPrice',
      nights: 1,
    });
    expect(tourPageCondition({}, TODAY, sakura.gadget)).toMatchObject({ sort: 'recommend', nights: 2 });
    // The default brand has none: the site's defaults.
    expect(hotelPageCondition({}, TODAY, { gadget: DEFAULT_BRAND.gadget })).toEqual(
      hotelPageCondition({}, TODAY),
    );
    // A value not of the default's type is ignored (domain applyGadgetOverrides).
    expect(hotelPageCondition({}, TODAY, { gadget: { nights: '3' } }).nights).toBe(1);
  });

  it("sells tours in the site's tour window, cut by the brand's override", () => {
    expect(brandTourWindow(DEFAULT_BRAND, '20261124')).toEqual({ start: '20261127', end: '20271020' });
    expect(brandTourWindow(sakura, '20261124')).toEqual({ start: '20261127', end: '20270331' });
  });

  it("offers the brand's reserve window in the calendars, an invalid or past date keeping the site's", () => {
    const reference = { ...EMPTY_REFERENCE, calendar: { start: '20261124', end: '20271020' } };
    expect(withBrandCalendar(reference, sakura, TODAY).calendar).toEqual({
      start: '20261124',
      end: '20270331',
    });
    expect(withBrandCalendar(reference, DEFAULT_BRAND, TODAY)).toBe(reference);
    const brand = (reserveWindow: Brand['reserveWindow']): Brand => ({ ...sakura, reserveWindow });
    expect(withBrandCalendar(reference, brand({ end: '20261123' }), TODAY).calendar?.end).toBe('20271020');
    expect(withBrandCalendar(reference, brand({ start: '20261301' }), TODAY).calendar?.start).toBe(
      '20261124',
    );
    expect(withBrandCalendar(reference, brand({ start: '20261201' }), TODAY).calendar?.start).toBe(
      '20261201',
    );
  });
});
