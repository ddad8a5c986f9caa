import { describe, expect, it } from 'vitest';
import { defaultConfig, type DomainConfig } from '../config/domainConfig';
import { createDefaultCondition } from './defaultCondition';
import { hotelListLink, hotelListPath, tourListLink, withLocalePrefix } from './links';
import { decodeConditionQuery } from './queryCodec';

const defaults = createDefaultCondition(defaultConfig, '20261122');
const noAreaPath: DomainConfig = {
  ...defaultConfig,
  settings: { ...defaultConfig.settings, hotelAreaPath: false },
};

describe('spec §2: a tour list link is built from the tour search conditions', () => {
  it('is /tours with the condition query, empty values dropped', () => {
    const link = tourListLink({ ...defaults, arrAreaCode: ['47'], depAreaCode: '13' }, defaultConfig);
    expect(link.startsWith('/tours?')).toBe(true);
    const query = new URLSearchParams(link.slice('/tours?'.length));
    expect(query.get('arrAreaCode')).toBe('47');
    expect(query.get('depAreaCode')).toBe('13');
    expect(query.has('depAirport')).toBe(false);
    expect([...query.values()]).not.toContain('');
    expect(decodeConditionQuery(query, defaults, defaultConfig)).toEqual({
      ...defaults,
      arrAreaCode: ['47'],
      depAreaCode: '13',
    });
  });
  it('carries the meta params of the page', () => {
    expect(tourListLink(defaults, defaultConfig, { siteCode: 'S1', debugSql: '1' })).toMatch(
      /&siteCode=S1&debugSql=1$/,
    );
  });
});

describe('spec §2: /hotels/{arrAreaCode} when exactly one destination area and the area-path option is on', () => {
  it('puts a single area in the path and leaves it out of the query', () => {
    const c = { ...defaults, arrAreaCode: ['47'] };
    expect(hotelListPath(c, defaultConfig)).toBe('/hotels/47');
    const link = hotelListLink(c, defaultConfig);
    expect(link.startsWith('/hotels/47?')).toBe(true);
    expect(link).not.toContain('arrAreaCode');
  });
  it('uses /hotels with the areas in the query for zero or several areas', () => {
    expect(hotelListPath(defaults, defaultConfig)).toBe('/hotels');
    const c = { ...defaults, arrAreaCode: ['47', '01'] };
    expect(hotelListPath(c, defaultConfig)).toBe('/hotels');
    expect(hotelListLink(c, defaultConfig)).toContain('arrAreaCode=47%2C01');
  });
  it('uses /hotels when the area-path option is off', () => {
    const c = { ...defaults, arrAreaCode: ['47'] };
    expect(hotelListPath(c, noAreaPath)).toBe('/hotels');
    expect(hotelListLink(c, noAreaPath)).toContain('arrAreaCode=47');
  });
  it('path-encodes the area code', () => {
    expect(hotelListPath({ ...defaults, arrAreaCode: ['a/b'] }, defaultConfig)).toBe('/hotels/a%2Fb');
  });
});

describe('DESIGN.md page routes: English under /en', () => {
  it('prefixes only English paths', () => {
    expect(withLocalePrefix('/tours?x=1', 'en')).toBe('/en/tours?x=1');
    expect(withLocalePrefix('/', 'en')).toBe('/en');
    expect(withLocalePrefix('/tours', 'ja')).toBe('/tours');
  });
});
