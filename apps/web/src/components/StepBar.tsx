/**
 * The booking step bar (spec §2, §4): static HTML `/static/custom/html/stepbar-{step}-{lang}.html`
 * from the web's public/ folder, which a brand may replace without a build. Read on the server (no
 * request from the browser, no layout shift); on any failure nothing is rendered, silently (§4, §8).
 * Only steps 1–4 and ja/en are accepted, so no path can be built from user input.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '@/lib/i18n/settings';

export type BookingStep = 1 | 2 | 3 | 4;

export function stepBarFile(step: number, lang: Lang): string | null {
  if (![1, 2, 3, 4].includes(step) || (lang !== 'ja' && lang !== 'en')) return null;
  return `stepbar-${step}-${lang}.html`;
}

export async function loadStepBarHtml(step: number, lang: Lang): Promise<string> {
  const file = stepBarFile(step, lang);
  if (!file) return '';
  try {
    return await readFile(path.join(process.cwd(), 'public', 'static', 'custom', 'html', file), 'utf8');
  } catch {
    return '';
  }
}

export async function StepBar({ step, lang }: { step: BookingStep; lang: Lang }) {
  const html = await loadStepBarHtml(step, lang);
  if (!html.trim()) return null;
  return <div className="container" dangerouslySetInnerHTML={{ __html: html }} />;
}
