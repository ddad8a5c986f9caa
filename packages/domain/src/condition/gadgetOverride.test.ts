import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/domainConfig';
import { createDefaultCondition } from './defaultCondition';
import { applyGadgetOverrides } from './gadgetOverride';

const defaults = createDefaultCondition(defaultConfig, '20261122');

describe('spec §3: a gadget config overrides default-condition fields only with the same type', () => {
  it('overrides with values of the default type', () => {
    const c = applyGadgetOverrides(defaults, {
      arrAreaCode: ['47'],
      nights: 2,
      isNoDate: false,
      sort: 'popular',
      depAreaCode: '13',
    });
    expect(c).toMatchObject({
      arrAreaCode: ['47'],
      nights: 2,
      isNoDate: false,
      sort: 'popular',
      depAreaCode: '13',
    });
  });
  it('ignores an array given as a string, a number given as a string and a boolean given as a number', () => {
    const c = applyGadgetOverrides(defaults, {
      arrAreaCode: '47',
      nights: '2',
      isNoDate: 0,
      depAreaCode: 13,
    });
    expect(c).toEqual(defaults);
  });
  it('ignores arrays holding non-strings, NaN and unknown sort or approach values', () => {
    const c = applyGadgetOverrides(defaults, {
      kodawari: ['a', 1],
      paxPerRoom: Number.NaN,
      sort: 'cheapest',
      approachType: 'bus',
    });
    expect(c).toEqual(defaults);
  });
  it('never overrides fields outside the overridable list (page, goDate)', () => {
    const c = applyGadgetOverrides(defaults, { page: 3, goDate: '20270101' });
    expect(c.page).toBe(1);
    expect(c.goDate).toBe(defaults.goDate);
  });
  it('leaves the defaults untouched for non-object gadgets and copies arrays', () => {
    expect(applyGadgetOverrides(defaults, null)).toBe(defaults);
    expect(applyGadgetOverrides(defaults, ['nights'])).toBe(defaults);
    const meal = ['breakfast'];
    const c = applyGadgetOverrides(defaults, { meal });
    meal.push('dinner');
    expect(c.meal).toEqual(['breakfast']);
    expect(defaults.meal).toEqual([]);
  });
});
