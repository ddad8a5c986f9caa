/**
 * Page query parameters read by the app shell (spec §2): siteCode, agentCode, lang, tourId, preview.
 */
import { DEFAULT_DISPLAY_LANG, type DisplayLang } from '../format/lang';
import { readQueryValue, type QueryInput } from './queryInput';

/**
 * Spec §1/§4 "Language showID is stored as ja", lang default ja (§2). Matching is
 * case-insensitive ('EN', 'showid'); anything unknown is ja.
 */
export function normalizeSiteLang(value: unknown): DisplayLang {
  if (typeof value !== 'string') return DEFAULT_DISPLAY_LANG;
  const lower = value.trim().toLowerCase();
  return lower === 'en' ? 'en' : DEFAULT_DISPLAY_LANG;
}

/**
 * Spec §4 "Preview flag kept only when equal to 1": the string '1' or the number 1 give '1'
 * (the form sent on to the decoder and tour calls, §7); anything else, 'true' included, drops it.
 */
export function normalizePreviewFlag(value: unknown): '1' | undefined {
  return value === '1' || value === 1 ? '1' : undefined;
}

export interface AppShellQuery {
  siteCode?: string;
  agentCode?: string;
  lang: DisplayLang;
  tourId?: string;
  preview?: '1';
}

/** Spec §2: the app-shell parameters of a page query; empty values are absent. */
export function parseAppShellQuery(query: QueryInput): AppShellQuery {
  const result: AppShellQuery = { lang: normalizeSiteLang(readQueryValue(query, 'lang')) };
  for (const key of ['siteCode', 'agentCode', 'tourId'] as const) {
    const value = readQueryValue(query, key);
    if (value !== undefined && value.trim() !== '') result[key] = value;
  }
  const preview = normalizePreviewFlag(readQueryValue(query, 'preview'));
  if (preview) result.preview = preview;
  return result;
}
