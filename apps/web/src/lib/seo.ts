/**
 * Head metadata shared by the pages: canonical URL and hreflang alternates (ja, en, x-default = ja),
 * the brand's site name in the title, and JSON-LD helpers. Canonical URLs never carry meta
 * parameters (siteCode, utm_* …): every variant of a page points to the one clean URL.
 */
import type { Metadata } from 'next';
import { siteUrl } from './env';
import type { Lang } from './i18n/settings';
import { localizedPath } from './paths';

/** Absolute URL of a language-neutral path in a language. */
export function absoluteUrl(lang: Lang, path: string): string {
  return `${siteUrl()}${localizedPath(lang, path)}`;
}

export function alternatesFor(lang: Lang, path: string): NonNullable<Metadata['alternates']> {
  return {
    canonical: absoluteUrl(lang, path),
    languages: {
      ja: absoluteUrl('ja', path),
      en: absoluteUrl('en', path),
      'x-default': absoluteUrl('ja', path),
    },
  };
}

export interface PageMetaInput {
  lang: Lang;
  /** Language-neutral path of the page. */
  path: string;
  /** Full title (already including the site name). */
  title: string;
  description?: string;
  keywords?: string;
  siteName: string;
  /** false for pages that must not be indexed (maintenance, errors, account pages). */
  index?: boolean;
}

export function pageMetadata(input: PageMetaInput): Metadata {
  const url = absoluteUrl(input.lang, input.path);
  return {
    metadataBase: new URL(siteUrl()),
    title: { absolute: input.title },
    description: input.description,
    keywords: input.keywords
      ? input.keywords
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean)
      : undefined,
    alternates: alternatesFor(input.lang, input.path),
    robots: input.index === false ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: 'website',
      url,
      title: input.title,
      description: input.description,
      siteName: input.siteName,
      locale: input.lang === 'en' ? 'en_US' : 'ja_JP',
    },
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Language-neutral path; absent for the current page. */
  path?: string;
}

/** schema.org BreadcrumbList for the trail (the current page's item has its own URL). */
export function breadcrumbJsonLd(lang: Lang, items: readonly BreadcrumbItem[], currentPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(lang, item.path ?? currentPath),
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
