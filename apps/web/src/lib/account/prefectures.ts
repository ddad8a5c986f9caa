/**
 * The 47 prefectures (JIS codes '01'–'47') in the page language, for the residence field of the
 * profile (a coupon condition): the decoder's area2 names, in code order. An unreachable decoder
 * gives an empty list (the field then offers "not selected" only; the form still works).
 */
import { apiAnswer, serverApi } from '../api';
import type { Lang } from '../i18n/settings';

export interface Prefecture {
  code: string;
  name: string;
}

/** The prefectures of a decoder's area2 hash, JIS codes only, in code order. Pure (tested). */
export function prefecturesOf(area2: unknown): Prefecture[] {
  if (typeof area2 !== 'object' || area2 === null) return [];
  return Object.entries(area2 as Record<string, unknown>)
    .filter(
      (e): e is [string, string] => /^(0[1-9]|[1-3][0-9]|4[0-7])$/.test(e[0]) && typeof e[1] === 'string',
    )
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

export async function loadPrefectures(lang: Lang): Promise<Prefecture[]> {
  try {
    const decoder = await apiAnswer(serverApi(4000).GET('/v1/decoder', { params: { query: { lang } } }));
    return prefecturesOf(decoder.area2);
  } catch {
    return [];
  }
}
