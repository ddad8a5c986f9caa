/**
 * The language of a page from its `[lang]` route segment: English or Japanese, Japanese for
 * anything else (the default language; the proxy only routes these two). Pure.
 */
import { isLang, type Lang } from './settings';

export function langOfSegment(segment: unknown): Lang {
  return isLang(segment) ? segment : 'ja';
}

/** The language of a page's params (`params` of an App Router page or its metadata). */
export async function langOf(params: Promise<{ lang: string }>): Promise<Lang> {
  return langOfSegment((await params).lang);
}
