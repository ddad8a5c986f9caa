/**
 * Page kinds of spec §2 (tourList … hotelJump) completed with the routes of DESIGN.md
 * (top, optionals, rentacar, coupons, favorites, booking, mypage). Each kind has its own page text
 * (seo/pageText.ts) and may be listed in the config's noHeaderPages (spec §2, §3).
 */
export const PAGE_KINDS = [
  'top',
  'tourList',
  'tourDetail',
  'special',
  'flyer',
  'hotels',
  'hotelPlans',
  'hotelRooms',
  'hotelImages',
  'hotelDetail',
  'mapSearch',
  'specialHotels',
  'hotelJump',
  'optionals',
  'rentacar',
  'coupons',
  'favorites',
  'booking',
  'mypage',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

export function isPageKind(value: unknown): value is PageKind {
  return typeof value === 'string' && (PAGE_KINDS as readonly string[]).includes(value);
}
