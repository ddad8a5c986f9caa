import { describe, expect, it } from 'vitest';
import * as domain from './index';
import * as calendar from './calendar';
import * as condition from './condition';
import * as config from './config';
import * as coupon from './coupon';
import * as errors from './errors';
import * as format from './format';
import * as pax from './pax';
import * as pricing from './pricing';
import * as seo from './seo';

const folders = { config, calendar, condition, pax, coupon, pricing, format, errors, seo };

describe('the package barrel (src/index.ts) exports every folder without collisions', () => {
  it.each([
    'resolveCouponDiscount',
    'encodeConditionQuery',
    'decodeConditionQuery',
    'validatePartySelection',
    'calculatePrice',
    'totalPriceRange',
    'roundYen',
    'messageCodeFor',
    'buildPageText',
    'calendarWeeks',
    'japanToday',
    'formatPrice',
    'createDefaultCondition',
    'parseChildParam',
    'paxSlotLabel',
  ])('exports the function %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the key tables', () => {
    expect(domain.APP_PAX_CODES.yado).toEqual(['person1', 'person3', 'person6']);
    expect(domain.defaultConfig.consts.reserveDay).toEqual({ min: 3, max: 330 });
    expect(domain.MESSAGE_CODE_BY_ERROR_CODE.TDE901).toBe('E_00001');
  });

  it('has no name exported by two folders (an `export *` clash would silently drop it)', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [folder, module] of Object.entries(folders)) {
      for (const name of Object.keys(module)) {
        const first = owner.get(name);
        if (first) clashes.push(`${name}: ${first} and ${folder}`);
        else owner.set(name, folder);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('re-exports every runtime export of every folder', () => {
    for (const module of Object.values(folders)) {
      for (const [name, value] of Object.entries(module)) {
        expect((domain as Record<string, unknown>)[name], name).toBe(value);
      }
    }
  });
});
