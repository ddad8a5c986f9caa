import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPageTemplate, tidyPageText } from './template';

describe('spec §2: page texts filled with title variables', () => {
  it('replaces variables', () => {
    expect(fillPageTemplate('{hotel}の宿泊プラン', { hotel: 'ホテル琉球' })).toBe('ホテル琉球の宿泊プラン');
  });
  it('drops an optional group whose variable is missing, keeps it when present', () => {
    expect(fillPageTemplate('[{arrival}の]ホテル・旅館', {})).toBe('ホテル・旅館');
    expect(fillPageTemplate('[{arrival}の]ホテル・旅館', { arrival: '沖縄' })).toBe('沖縄のホテル・旅館');
    expect(fillPageTemplate('[{a}と{b}]x', { a: 'A' })).toBe('x');
  });
  it('uses the first alternative whose variables are all present', () => {
    const t = 'Hotels in {arrival}||Hotels';
    expect(fillPageTemplate(t, { arrival: 'Okinawa' })).toBe('Hotels in Okinawa');
    expect(fillPageTemplate(t, {})).toBe('Hotels');
  });
  it('never leaves {x}, undefined or dangling separators for missing variables', () => {
    expect(fillPageTemplate('{tourname} | {hotel}・{area1}', { hotel: undefined })).toBe('');
    expect(fillPageTemplate('ツアー,{deparea},{kodawari}', {})).toBe('ツアー');
    expect(fillPageTemplate('{x}（{y}）です', {})).toBe('です');
  });
  it('does not read template syntax inside values', () => {
    expect(fillPageTemplate('{a}', { a: '[{b}] || {c}' })).toBe('[{b}] || {c}');
  });
  it('keeps brackets that are not groups', () => {
    expect(fillPageTemplate('a ] b [ c', {})).toBe('a ] b [ c');
  });
  it('no output ever contains a placeholder of the template or the word undefined', () => {
    const names = ['a', 'b', 'c'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('{a}', '{b}', '{c}', '[', ']', '||', 'の', ' ', '・'), { maxLength: 12 }),
        fc.dictionary(fc.constantFrom(...names), fc.option(fc.constantFrom('沖縄', ''), { nil: undefined })),
        (tokens, vars) => {
          const out = fillPageTemplate(tokens.join(''), vars);
          expect(out).not.toMatch(/\{[abc]\}|undefined/);
        },
      ),
    );
  });
});

describe('tidying page text', () => {
  it('collapses spaces, removes empty brackets and trims separators', () => {
    expect(tidyPageText('  沖縄  ツアー【】 ・ ')).toBe('沖縄 ツアー');
    expect(tidyPageText('| Hotels () -')).toBe('Hotels');
  });
});
