/**
 * Issue 16: the people-and-rooms labels read right — the room stepper counts rooms (「部屋数を1部屋増やす」,
 * not 「部屋数を1名増やす」) and English child ages are plural-aware ("1 year", "2 years").
 */
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../../../api/src/locales/', import.meta.url);
const pax = (lang: string) =>
  JSON.parse(readFileSync(new URL(`${lang}/pax.json`, dir), 'utf8')) as Record<string, string>;

async function translator(lng: 'ja' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { [lng]: { pax: pax(lng) } }, defaultNS: 'pax', initAsync: false });
  return instance.t;
}

describe('pax labels (issue 16)', () => {
  it('the room stepper says rooms, the people steppers say people', async () => {
    const ja = await translator('ja');
    expect(ja('increaseRoom', { label: '部屋数' })).toBe('部屋数を1部屋増やす');
    expect(ja('decreaseRoom', { label: '部屋数' })).toBe('部屋数を1部屋減らす');
    expect(ja('increase', { label: '大人' })).toBe('大人を1名増やす');
    const en = await translator('en');
    expect(en('increaseRoom', { label: 'Rooms' })).toBe('Rooms: add a room');
  });

  it('child ages: 1 year, 2 years; 1歳, 2歳', async () => {
    const en = await translator('en');
    expect(en('ageValue', { count: 1 })).toBe('1 year');
    expect(en('ageValue', { count: 2 })).toBe('2 years');
    expect(en('ageValue', { count: 0 })).toBe('0 years');
    const ja = await translator('ja');
    expect(ja('ageValue', { count: 1 })).toBe('1歳');
  });
});
