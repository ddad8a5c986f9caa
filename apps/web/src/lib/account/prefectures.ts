/**
 * The 47 prefectures (JIS codes '01'–'47') in the page language, for the residence field of the
 * profile (a coupon condition): the decoder's area2 names, in code order. An unreachable decoder
 * gives an empty list (the field then offers "not selected" only; the form still works).
 */
import type { ApiAnswer } from '@tabiyori/api-client';
import { apiAnswer, serverApi } from '../api';
import type { Lang } from '../i18n/settings';

export interface Prefecture {
  code: string;
  name: string;
}

/** The prefectures of a decoder's area2 (code → name), JIS codes only, in code order. Pure (tested). */
export function prefecturesOf(area2: ApiAnswer<'/v1/decoder'>['area2']): Prefecture[] {
  return Object.entries(area2)
    .filter(([code]) => /^(0[1-9]|[1-3][0-9]|4[0-7])$/.test(code))
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
