/**
 * Every namespace a client component reads must reach the browser: scans the source files that
 * import the client hook for useTranslation('ns'), `'ns:key'` and `ns: 'ns'`, and checks each is in
 * CLIENT_NAMESPACES. Also checks that clientTexts() hands exactly those namespaces.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, clientTexts } from './clientTexts';
import { NAMESPACES, type LocaleResources } from './settings';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const nsPattern = NAMESPACES.join('|');

describe('client namespaces', () => {
  const clientFiles = sourceFiles(srcDir).filter((file) => {
    const text = readFileSync(file, 'utf8');
    return text.includes("from '@/lib/i18n/client'") && text.includes('useTranslation(');
  });

  it('finds the client components that read texts', () => {
    expect(clientFiles.length).toBeGreaterThan(10);
  });

  it.each(clientFiles.map((f) => [path.relative(srcDir, f), f]))(
    '%s reads only handed namespaces',
    (_, file) => {
      const text = readFileSync(file, 'utf8');
      const used = new Set<string>();
      for (const m of text.matchAll(/useTranslation\(\s*(?:'([a-z]+)')?\s*\)/g)) used.add(m[1] ?? 'common');
      for (const m of text.matchAll(new RegExp(`['\`](${nsPattern}):[A-Za-z_$]`, 'g'))) used.add(m[1] ?? '');
      for (const m of text.matchAll(/\bns:\s*'([a-z]+)'/g)) used.add(m[1] ?? '');
      expect(used.size).toBeGreaterThan(0);
      for (const ns of used) expect(CLIENT_NAMESPACES as readonly string[], `${ns} in ${file}`).toContain(ns);
    },
  );

  it('clientTexts hands exactly the client namespaces', () => {
    const resources = {} as LocaleResources;
    for (const ns of NAMESPACES) resources[ns] = { k: ns };
    const texts = clientTexts(resources);
    expect(Object.keys(texts).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(clientTexts(resources)).toBe(texts);
  });
});
