import { describe, expect, it } from 'vitest';
import {
  AIRLINE_RULES,
  airlineRule,
  ANA_RULE_SWITCH_DATE,
  carrierGroupOf,
  carrierGroupOfList,
  isLapInfantAge,
  lapInfantMaxAge,
} from './airline';
import { addDays } from '../calendar/japanTime';

describe('spec §5: carrier group of a list of carriers; differing carriers give an empty group', () => {
  it('maps marketing codes and group names, trimmed and case-insensitive', () => {
    expect(carrierGroupOf('NH')).toBe('ANA');
    expect(carrierGroupOf(' jl ')).toBe('JAL');
    expect(carrierGroupOf('NU')).toBe('JAL');
    expect(carrierGroupOf('BC')).toBe('SKY');
    expect(carrierGroupOf('SKY')).toBe('SKY');
    expect(carrierGroupOf('MM')).toBe('other');
  });

  it('a list of one group gives that group', () => {
    expect(carrierGroupOfList(['NH', 'ANA', 'nh'])).toBe('ANA');
    expect(carrierGroupOfList(['JL', 'NU'])).toBe('JAL');
    expect(carrierGroupOfList(['MM', 'GK'])).toBe('other');
  });

  it('carriers of different groups give ""', () => {
    expect(carrierGroupOfList(['NH', 'JL'])).toBe('');
    expect(carrierGroupOfList(['BC', 'MM'])).toBe('');
  });

  it('an empty list has no group', () => expect(carrierGroupOfList([])).toBe(''));
});

describe('spec §5: airline minimum child age and maximum pax by carrier group, ANA by boarding date', () => {
  it('JAL, SKY: under 3 are lap infants; other carriers: under 2', () => {
    expect(airlineRule('JAL').minChildAge).toBe(3);
    expect(airlineRule('SKY').minChildAge).toBe(3);
    expect(airlineRule('other').minChildAge).toBe(2);
    expect(isLapInfantAge(2, airlineRule('JAL'))).toBe(true);
    expect(isLapInfantAge(3, airlineRule('JAL'))).toBe(false);
    expect(isLapInfantAge(2, airlineRule('other'))).toBe(false);
    expect(lapInfantMaxAge(airlineRule('ANA'))).toBe(2);
  });

  it('ANA switches rule on the switch date (inclusive)', () => {
    const before = addDays(ANA_RULE_SWITCH_DATE, -1);
    expect(airlineRule('ANA', before)).toEqual(AIRLINE_RULES.ANA.beforeSwitch);
    expect(airlineRule('ANA', ANA_RULE_SWITCH_DATE)).toEqual(AIRLINE_RULES.ANA.fromSwitch);
    expect(airlineRule('ANA', '20261205').maxPax).toBe(9);
    expect(airlineRule('ANA', before).maxPax).toBe(6);
  });

  it('ANA without a valid boarding date uses the current rule', () => {
    expect(airlineRule('ANA')).toEqual(AIRLINE_RULES.ANA.fromSwitch);
    expect(airlineRule('ANA', '2023-01-01')).toEqual(AIRLINE_RULES.ANA.fromSwitch);
    expect(airlineRule('ANA', '20230230')).toEqual(AIRLINE_RULES.ANA.fromSwitch);
  });

  it('the date switch applies to ANA only', () => {
    expect(airlineRule('JAL', '20200101')).toEqual(airlineRule('JAL', '20300101'));
  });

  it('mixed carriers ("") get the strictest rule of all groups', () => {
    const all = [
      AIRLINE_RULES.ANA.beforeSwitch,
      AIRLINE_RULES.ANA.fromSwitch,
      AIRLINE_RULES.JAL,
      AIRLINE_RULES.SKY,
      AIRLINE_RULES.other,
    ];
    expect(airlineRule('')).toEqual({
      minChildAge: Math.max(...all.map((r) => r.minChildAge)),
      maxPax: Math.min(...all.map((r) => r.maxPax)),
    });
  });

  it('no carrier allows more than the site-wide 9 (spec §9)', () => {
    for (const group of ['ANA', 'JAL', 'SKY', 'other', ''] as const) {
      expect(airlineRule(group).maxPax).toBeLessThanOrEqual(9);
    }
  });
});
