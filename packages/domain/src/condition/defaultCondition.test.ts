import { describe, expect, it } from 'vitest';
import { defaultConfig, type DomainConfig } from '../config/domainConfig';
import { createDefaultCondition } from './defaultCondition';

const today = '20261122';

describe('spec §3: the default search condition', () => {
  const c = createDefaultCondition(defaultConfig, today);
  it('has approachType air, sort lowPrice, page 1 and isNoDate true', () => {
    expect(c).toMatchObject({ approachType: 'air', sort: 'lowPrice', page: 1, isNoDate: true });
  });
  it('spec §9: takes people per room and nights from config', () => {
    const config: DomainConfig = {
      ...defaultConfig,
      defaults: { condition: { paxPerRoom: 1, nights: 3 } },
    };
    expect(createDefaultCondition(config, today)).toMatchObject({ paxPerRoom: 1, nights: 3 });
  });
  it('spec §4: goDate is today plus the configured offset when strictly inside the window', () => {
    expect(c.goDate).toBe('20261206');
    const config: DomainConfig = { ...defaultConfig, defaults: { condition: { checkinDateOffset: 1 } } };
    expect(createDefaultCondition(config, today).goDate).toBe('20261125');
  });
  it('starts with every list empty and no departure', () => {
    expect(c.arrAreaCode).toEqual([]);
    expect(c.kodawari).toEqual([]);
    expect(c.childPax).toEqual([]);
    expect(c.depAreaCode).toBeUndefined();
  });
  it('never shares list instances between calls or with the config', () => {
    const config: DomainConfig = { ...defaultConfig, defaults: { condition: { kodawari: ['onsen'] } } };
    const a = createDefaultCondition(config, today);
    a.kodawari.push('x');
    expect(createDefaultCondition(config, today).kodawari).toEqual(['onsen']);
    expect(createDefaultCondition(defaultConfig, today).kodawari).toEqual([]);
  });
});
