/**
 * Brands (spec §1 "site variants per brand", §2 siteCode / agentCode): the same site served under a
 * partner's name, colours and settings. The query parameters pick the brand on every request and
 * are carried through every internal link (meta parameters), so a visitor stays in the brand.
 *
 * Selection: agentCode first (the more specific: one travel agent), then siteCode; codes compare
 * case-insensitively; anything unknown or absent is the default brand. Pure (tested).
 */
import {
  applyReserveWindowOverride,
  DEMO_COMPANY,
  defaultConfig,
  productReserveDay,
  readQueryValue,
  reserveWindow,
  type AffiliateIds,
  type PageKind,
  type QueryInput,
  type ReserveWindow,
} from '@tabiyori/domain';
import type { Lang } from './i18n/settings';
import type { SearchReference } from './search/reference';

/** The product app a brand's links and coupon rules start from (spec §5/§9 app types). */
export type AppBase = 'tour' | 'dp' | 'yado';

export interface BrandColors {
  /** Header, links, primary buttons (white text on it must pass WCAG AA). */
  primary: string;
  primaryDark: string;
  /** Calls to action (white text on it must pass WCAG AA). */
  accent: string;
  accentDark: string;
  /** Tinted backgrounds. */
  tint: string;
}

export interface BrandCompany {
  name: string;
  address: string;
  /** Travel agency registration line (旅行業登録). */
  registration: string;
}

export interface Brand {
  id: string;
  siteCodes: readonly string[];
  agentCodes: readonly string[];
  name: Record<Lang, string>;
  /** Inline logo mark (components/BrandLogo) or an image served from the web's public/ folder. */
  logo:
    | { kind: 'inline'; mark: 'tabiyori' | 'sakura' }
    | { kind: 'image'; src: string; width: number; height: number };
  colors: BrandColors;
  company: Record<Lang, BrandCompany>;
  /** Favourites (header link, card toggles) on or off. */
  favorites: boolean;
  /** Room-assignment modal variant of the tour detail: per-category counts or adults/children only. */
  roomAssignModal: 'detailed' | 'simple';
  appBase: AppBase;
  /** Page the brand's own site links to when the search runs inside its iframe; null when none. */
  iframeLinkUrl: string | null;
  /** Origins allowed to frame the site (CSP frame-ancestors); empty = same origin only. */
  frameAncestors: readonly string[];
  /** Page kinds shown without header and footer (spec §2 noHeaderPages). */
  noHeaderPages: readonly PageKind[];
  /**
   * Affiliate ids (spec §7 "Affiliate links wrap the target with sid, pid and vc_url"): a jump to a
   * partner site (/jump/hotel) goes through the referral link; null: the brand has none.
   */
  affiliate: AffiliateIds | null;
  /**
   * Gadget configuration (spec §3): default-condition fields the brand overrides, applied by the
   * domain's applyGadgetOverrides (a value not of the default's type is ignored); null: none.
   */
  gadget: Readonly<Record<string, unknown>> | null;
  /**
   * Reserve window override (spec §4/§5: `YYYYMMDD` start and end, each used only when valid and
   * after today): the days the brand's calendars offer; null: the site's window.
   */
  reserveWindow: { start?: string; end?: string } | null;
}

export const BRANDS: readonly Brand[] = [
  {
    id: 'tabiyori',
    siteCodes: ['tabiyori'],
    agentCodes: [],
    name: { ja: '旅日和', en: 'tabiyori' },
    logo: { kind: 'inline', mark: 'tabiyori' },
    colors: {
      primary: '#233a74',
      primaryDark: '#182a57',
      accent: '#c23a1e',
      accentDark: '#9e2e17',
      tint: '#eef1f8',
    },
    // The demo company of packages/domain (company/demoCompany.ts): one source for the footer, the
    // 会社概要 page, the legal pages and the mails.
    company: {
      ja: {
        name: DEMO_COMPANY.name.ja,
        address: DEMO_COMPANY.address.ja,
        registration: `${DEMO_COMPANY.registration.ja}／ ${DEMO_COMPANY.association.ja}`,
      },
      en: {
        name: DEMO_COMPANY.name.en,
        address: DEMO_COMPANY.address.en,
        registration: DEMO_COMPANY.registration.en,
      },
    },
    favorites: true,
    roomAssignModal: 'detailed',
    appBase: 'tour',
    iframeLinkUrl: null,
    frameAncestors: [],
    noHeaderPages: defaultConfig.noHeaderPages,
    affiliate: null,
    gadget: null,
    reserveWindow: null,
  },
  {
    id: 'sakura',
    siteCodes: ['sakura'],
    agentCodes: ['SKR001', 'SAKURA'],
    name: { ja: 'さくらトラベル', en: 'Sakura Travel' },
    logo: { kind: 'inline', mark: 'sakura' },
    colors: {
      primary: '#7a2350',
      primaryDark: '#5c1a3c',
      accent: '#b0306a',
      accentDark: '#8c2654',
      tint: '#fbf0f5',
    },
    company: {
      ja: {
        name: '株式会社さくらトラベル（デモ）',
        address: '〒530-0001 大阪府大阪市北区梅田一丁目（デモ用の架空の住所です）',
        registration: '大阪府知事登録旅行業 第2-0000号（デモ）／ 旅行企画・実施：株式会社旅日和（デモ）',
      },
      en: {
        name: 'Sakura Travel Co., Ltd. (demo)',
        address: 'Umeda 1-chome, Kita-ku, Osaka 530-0001 (a fictitious demo address)',
        registration:
          'Travel agency registered with the Governor of Osaka, No. 2-0000 (demo); tours organised by tabiyori Inc. (demo)',
      },
    },
    favorites: false,
    roomAssignModal: 'simple',
    appBase: 'dp',
    iframeLinkUrl: 'https://www.sakura-travel.example/tour/',
    frameAncestors: ['https://www.sakura-travel.example'],
    noHeaderPages: [...defaultConfig.noHeaderPages, 'booking'],
    // Demo ids of the partner's ValueCommerce programme.
    affiliate: { sid: '3001234', pid: '890123456' },
    // The partner's lists open sorted by its recommendation, for stays of two nights.
    gadget: { sort: 'recommend', nights: 2 },
    // The partner sells stays and tours up to the end of its season.
    reserveWindow: { end: '20270331' },
  },
];

// BRANDS is a non-empty literal: the first entry is the default brand.
export const DEFAULT_BRAND: Brand = BRANDS[0] as Brand;

function matches(codes: readonly string[], value: string | undefined): boolean {
  if (value === undefined) return false;
  const wanted = value.trim().toLowerCase();
  return wanted !== '' && codes.some((code) => code.toLowerCase() === wanted);
}

/** The brand of a page query: agentCode, then siteCode, else the default brand. */
export function selectBrand(query: QueryInput): Brand {
  const agentCode = readQueryValue(query, 'agentCode');
  const siteCode = readQueryValue(query, 'siteCode');
  return (
    BRANDS.find((brand) => matches(brand.agentCodes, agentCode)) ??
    BRANDS.find((brand) => matches(brand.siteCodes, siteCode)) ??
    DEFAULT_BRAND
  );
}

export function isHeaderHiddenFor(brand: Brand, pageKind: PageKind): boolean {
  return brand.noHeaderPages.includes(pageKind);
}

/** The brand's colours as CSS custom properties for the page root. */
export function brandStyle(brand: Brand): Record<string, string> {
  return {
    '--color-primary': brand.colors.primary,
    '--color-primary-dark': brand.colors.primaryDark,
    '--color-accent': brand.colors.accent,
    '--color-accent-dark': brand.colors.accentDark,
    '--color-tint': brand.colors.tint,
  };
}

/**
 * The search reference with the brand's calendar: the site's reserve window with the brand's
 * override applied (domain applyReserveWindowOverride; an invalid or past date keeps the default).
 */
export function withBrandCalendar(reference: SearchReference, brand: Brand, today: string): SearchReference {
  if (!reference.calendar || !brand.reserveWindow) return reference;
  return {
    ...reference,
    calendar: applyReserveWindowOverride(reference.calendar, brand.reserveWindow, today),
  };
}

/**
 * The days a brand sells tours: the site's tour reserve window (consts.reserveDay from today) with
 * the brand's override applied, for the tour page's price calendar (the API's calendar knows only
 * the site's window).
 */
export function brandTourWindow(brand: Brand, today: string): ReserveWindow {
  const site = reserveWindow(today, productReserveDay('tour', defaultConfig.consts.reserveDay));
  return brand.reserveWindow ? applyReserveWindowOverride(site, brand.reserveWindow, today) : site;
}
