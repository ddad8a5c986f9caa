/**
 * A label and its value are joined by the page language's colon (full-width ： in ja, ": " in en):
 * through a text with a placeholder (`ツアーコード：{{code}}`) or punctuation.ts `colon(lang)`, never
 * a colon written into a component after a text or a value, which is right in one language only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** `{t('x')}: {value}`, `{name}：{t('y')}`, `${t('x')}: ${value}` (JSX text or a template). */
const INLINE_COLON = [/\{t\([^)]*\)\}\s*[:：]/, /\}\s*[:：]\s*\{[\w.]+[.(]/, /\$\{t\([^)]*\)\}\s*[:：]/];

function inlineColons(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => INLINE_COLON.some((re) => re.test(line)))
    .map(({ line, n }) => `${n}: ${line.trim()}`);
}

describe('colons between a label and its value follow the page language', () => {
  it('finds the colon written into a line', () => {
    expect(inlineColons("{t('tourCode')}: {tour.tourId}")).toHaveLength(1);
    expect(inlineColons("{t('flyerMonthly')}：{formatPriceRange(a, b, lang)}")).toHaveLength(1);
    expect(inlineColons("{c.couponName}: {t('couponDiscountAmount')}")).toHaveLength(1);
    expect(inlineColons("aria-label={`${t('remove')}: ${title}`}")).toHaveLength(1);
    expect(inlineColons('}: { visitor: ReactNode; member: ReactNode }) {')).toEqual([]);
    expect(inlineColons("{t('tourCodeValue', { code: tour.tourId })}")).toEqual([]);
  });

  it('is written by no component or page of the web', () => {
    const found = sources(srcDir).flatMap((file) =>
      inlineColons(readFileSync(file, 'utf8')).map((hit) => `${path.relative(srcDir, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
