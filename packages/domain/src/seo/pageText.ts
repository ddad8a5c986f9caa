/**
 * Page text (title, description, keywords, h1, breadcrumb) of a page kind, filled with the title
 * variables of spec §2. Templates: seo/pageTextTemplates.ts; syntax: seo/template.ts.
 */
import type { DisplayLang } from '../format/lang';
import type { PageKind } from './pageKind';
import { fillPageTemplate } from './template';
import { pageTextTemplate, type PageTextTemplate } from './pageTextTemplates';
import { pageNumberText, resolveTitleVars, type TitleVars } from './titleVars';

export type PageText = PageTextTemplate;

export interface PageTextOptions {
  lang?: DisplayLang;
  /** Appended to the title as ` | {siteName}` (e.g. 'tabiyori'); nothing when empty. */
  siteName?: string;
  /** Result page; fills pagetext (`2ページ目`) unless vars.pagetext is given. */
  page?: number;
  /**
   * Operator texts that replace the built-in templates, e.g. a Special's metaTitle,
   * metaDescription, metaKeyword and breadCrumbsText (spec §3). Blank values are ignored; the
   * values are templates too, so they may use the title variables.
   */
  overrides?: Partial<PageText>;
}

/** Meta keywords: comma-separated, blank and repeated entries dropped. */
function tidyKeywords(text: string): string {
  const words = text
    .split(/[,、]/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
  return [...new Set(words)].join(',');
}

/** Spec §2: the page text of a page kind in ja (default) or en; missing variables collapse away. */
export function buildPageText(kind: PageKind, vars: TitleVars = {}, options: PageTextOptions = {}): PageText {
  const lang = options.lang ?? 'ja';
  const base = pageTextTemplate(kind, lang);
  const template = (field: keyof PageText): string => {
    const override = options.overrides?.[field];
    return override !== undefined && override.trim() !== '' ? override : base[field];
  };
  const withPage: TitleVars = { pagetext: pageNumberText(options.page, lang), ...stripUndefined(vars) };
  const text = resolveTitleVars(withPage, lang);
  const keywordVars = resolveTitleVars(withPage, lang, ',');
  const title = fillPageTemplate(template('title'), text);
  const siteName = options.siteName?.trim();
  return {
    title: withSiteName(title, siteName),
    description: fillPageTemplate(template('description'), text),
    keywords: tidyKeywords(fillPageTemplate(template('keywords'), keywordVars)),
    h1: fillPageTemplate(template('h1'), text),
    breadcrumb: fillPageTemplate(template('breadcrumb'), text),
  };
}

/** ` | {siteName}` after the title, unless the title already ends with the site's name (no doubled brand). */
function withSiteName(title: string, siteName: string | undefined): string {
  if (!siteName) return title;
  if (!title) return siteName;
  return title.endsWith(siteName) ? title : `${title} | ${siteName}`;
}

function stripUndefined(vars: TitleVars): TitleVars {
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)) as TitleVars;
}

/** A Special's per-language definition (spec §3: specialName, metaTitle, metaDescription, metaKeyword, breadCrumbsText). */
export interface SpecialMetaTexts {
  specialName?: string | undefined;
  metaTitle?: string | undefined;
  metaDescription?: string | undefined;
  metaKeyword?: string | undefined;
  breadCrumbsText?: string | undefined;
}

/**
 * Spec §3 Special: its own meta texts as page-text overrides for the special and specialHotels
 * pages (pass specialName as the specialname variable). Missing ones fall back to the templates.
 */
export function specialPageTextOverrides(special: SpecialMetaTexts): Partial<PageText> {
  const out: Partial<PageText> = {};
  if (special.metaTitle) out.title = special.metaTitle;
  if (special.metaDescription) out.description = special.metaDescription;
  if (special.metaKeyword) out.keywords = special.metaKeyword;
  if (special.breadCrumbsText) out.breadcrumb = special.breadCrumbsText;
  return out;
}
