import { describe, expect, it } from 'vitest';
import {
  APP_PAX_CODES,
  APP_TYPES,
  isAppType,
  PAX_CATEGORIES,
  paxCategoryCodes,
  paxCategorySlotLabel,
  paxCategoryOf,
  paxSlotIndex,
  paxSlotLabel,
} from './appPaxCodes';

describe('spec §9 pax-type codes per app', () => {
  it('app types are tour, dp, yado, optional, rentacar', () => {
    expect(APP_TYPES).toEqual(['tour', 'dp', 'yado', 'optional', 'rentacar']);
    expect(isAppType('yado')).toBe(true);
    expect(isAppType('hotel')).toBe(false);
  });

  it('dp and tour: adult, child, infant; yado: person1/3/6; optional and rentacar: person1/6/9', () => {
    expect(APP_PAX_CODES.tour).toEqual(['adult', 'child', 'infant']);
    expect(APP_PAX_CODES.dp).toEqual(['adult', 'child', 'infant']);
    expect(APP_PAX_CODES.yado).toEqual(['person1', 'person3', 'person6']);
    expect(APP_PAX_CODES.optional).toEqual(['person1', 'person6', 'person9']);
    expect(APP_PAX_CODES.rentacar).toEqual(['person1', 'person6', 'person9']);
  });

  it('spec §9 passenger labels 大人1, 子供1, 子供2 follow the slot of the code', () => {
    expect(paxSlotLabel('tour', 'adult')).toBe('大人1');
    expect(paxSlotLabel('yado', 'person3')).toBe('子供1');
    expect(paxSlotLabel('optional', 'person6')).toBe('子供1');
    expect(paxSlotLabel('rentacar', 'person9')).toBe('子供2');
    expect(paxSlotLabel('dp', 'infant', 'en')).toBe('Child 2');
  });

  it('a code of another app has no slot (person3 is yado only)', () => {
    expect(paxSlotIndex('optional', 'person3')).toBe(-1);
    expect(paxSlotLabel('tour', 'person1')).toBeUndefined();
  });
});

describe('spec §9 pax-type codes by adult / child / infant category (the coupon and totals view)', () => {
  it('uses adult/child/infant for tour and dp, person1/3/6 for yado, person1/6/9 for optional and rentacar', () => {
    expect(PAX_CATEGORIES).toEqual(['adult', 'child', 'infant']);
    expect(Object.fromEntries(APP_TYPES.map((app) => [app, paxCategoryCodes(app)]))).toEqual({
      tour: { adult: 'adult', child: 'child', infant: 'infant' },
      dp: { adult: 'adult', child: 'child', infant: 'infant' },
      yado: { adult: 'person1', child: 'person3', infant: 'person6' },
      optional: { adult: 'person1', child: 'person6', infant: 'person9' },
      rentacar: { adult: 'person1', child: 'person6', infant: 'person9' },
    });
  });

  it('finds the category of a code by its slot, null for a code of another app', () => {
    expect(paxCategoryOf('yado', 'person3')).toBe('child');
    expect(paxCategoryOf('optional', 'person9')).toBe('infant');
    expect(paxCategoryOf('optional', 'person3')).toBeNull();
  });

  it('labels the categories with the spec §9 passenger labels 大人1, 子供1, 子供2', () => {
    expect(PAX_CATEGORIES.map((category) => paxCategorySlotLabel(category))).toEqual([
      '大人1',
      '子供1',
      '子供2',
    ]);
    expect(paxCategorySlotLabel('infant', 'en')).toBe('Child 2');
  });
});
