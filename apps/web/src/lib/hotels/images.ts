/**
 * Image URLs. The API serves the catalog's images at `/static/img/...` on API_BASE_URL; the browser
 * reaches them through the site's own `/api/*` rewrite (src/proxy.ts), so `/static/img/x.svg`
 * becomes `/api/static/img/x.svg`: same origin (CSP img-src 'self'), no change to the shell, and
 * the site's own `/static/` (public/static) stays the web's. Anything that is not a catalog image
 * path gives null, so no URL from data can point elsewhere.
 */
import type { Lang } from '../i18n/settings';
import type { DetailImage } from './types';

const CATALOG_IMAGE = /^\/static\/img\/[\w./-]+$/;

export function catalogImageSrc(path: string | null | undefined, lang: Lang = 'ja'): string | null {
  if (typeof path !== 'string' || !CATALOG_IMAGE.test(path) || path.includes('..')) return null;
  // The placeholders carry a label: English pages ask for it in English.
  return lang === 'en' ? `/api${path}?lang=en` : `/api${path}`;
}

/** Images grouped by category, categories in code order, images in their order. */
export function imagesByCategory(
  images: readonly DetailImage[],
): { code: string; name: string; images: DetailImage[] }[] {
  const groups = new Map<string, { code: string; name: string; images: DetailImage[] }>();
  for (const image of images) {
    const group = groups.get(image.category.code) ?? {
      code: image.category.code,
      name: image.category.name,
      images: [],
    };
    group.images.push(image);
    groups.set(image.category.code, group);
  }
  return [...groups.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
