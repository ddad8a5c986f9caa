import { describe, expect, it } from 'vitest';
import { countsAsAdult, isPaxType, PAX_TYPES, paxTypeLabel, usesBed, usesMeal } from './paxTypes';

describe('spec §3 passenger types', () => {
  it('lists male, female, child, infant, adult, childA–childF, otherA, otherB', () => {
    expect([...PAX_TYPES].sort()).toEqual(
      [
        'male',
        'female',
        'child',
        'infant',
        'adult',
        'childA',
        'childB',
        'childC',
        'childD',
        'childE',
        'childF',
        'otherA',
        'otherB',
      ].sort(),
    );
  });

  it('spec §3: male and female both count as adult; children and others do not', () => {
    expect(PAX_TYPES.filter(countsAsAdult)).toEqual(['male', 'female', 'adult']);
  });

  it('DESIGN.md: labels of the lodging child categories, each read as its passenger category (issue 18.6)', () => {
    expect(paxTypeLabel('male')).toBe('大人(男性)');
    expect(paxTypeLabel('female')).toBe('大人(女性)');
    expect(paxTypeLabel('childA')).toBe('子供(小学生高学年)');
    expect(paxTypeLabel('childB')).toBe('子供(小学生低学年)');
    expect(paxTypeLabel('childC')).toBe('幼児(食事・布団あり)');
    expect(paxTypeLabel('childD')).toBe('幼児(食事のみ)');
    expect(paxTypeLabel('childE')).toBe('幼児(布団のみ)');
    expect(paxTypeLabel('childF')).toBe('幼児(食事・布団なし)');
    expect(paxTypeLabel('childF', 'en')).toBe('Infant (no meals or bedding)');
    expect(paxTypeLabel('childA', 'en')).toBe('Child (elementary school, upper grades)');
    expect(paxTypeLabel('infant', 'en')).toBe('Infant');
  });

  it('DESIGN.md: bedding and meals follow the category (D, F without bedding; E, F without meals)', () => {
    expect(PAX_TYPES.filter((t) => !usesBed(t))).toEqual(['infant', 'childD', 'childF']);
    expect(PAX_TYPES.filter((t) => !usesMeal(t))).toEqual(['infant', 'childE', 'childF']);
  });

  it('every type has a ja and an en label', () => {
    for (const type of PAX_TYPES) {
      expect(paxTypeLabel(type, 'ja')).not.toBe('');
      expect(paxTypeLabel(type, 'en')).toMatch(/^[A-Z]/);
    }
  });

  it('isPaxType accepts only known types', () => {
    expect(isPaxType('childC')).toBe(true);
    expect(isPaxType('childG')).toBe(false);
    expect(isPaxType(1)).toBe(false);
  });
});
