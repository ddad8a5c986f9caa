/**
 * DESIGN.md page routes: English pages live under /en/…, Japanese (the default) at the root.
 * A module of its own (re-exported by links.ts): the browser's shell prefixes every link with it,
 * and importing it must not bring the search condition's query codec (and its date library) along.
 */
import type { DisplayLang } from '../format/lang';

export function withLocalePrefix(path: string, lang: DisplayLang): string {
  if (lang !== 'en') return path;
  return path === '/' ? '/en' : `/en${path.startsWith('/') ? '' : '/'}${path}`;
}
