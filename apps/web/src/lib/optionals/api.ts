/**
 * Server-side calls of the optional-activity API (GET /v1/optionals, /v1/optionals.count,
 * /v1/optional/{optionalId}) and the shapes they answer (apps/api/src/routes/optionals.ts).
 */
import { apiGet } from '../api';
import type { Lang } from '../i18n/settings';

export interface OptionalPrices {
  person1: number;
  person6: number | null;
  person9: number | null;
}

export interface OptionalCard {
  optionalId: string;
  categoryCode: string;
  name: string;
  planName: string;
  description: string;
  area2Code: string;
  area3Code: string;
  areaName: string;
  prices: OptionalPrices;
  /** Σ price × count for the searched party (the API's), null without one. */
  totalPrice: number | null;
  durationMinutes: number;
  startTimes: string[];
  meetingPoint: string;
  minPax: number;
  maxPax: number;
  image: string | null;
  /** Places left on the searched date, null without one. */
  stock: number | null;
}

export interface OptionalDetail extends OptionalCard {
  images: { path: string; alt: string }[];
  paxPrices: { paxType: string; category: string; label: string; price: number | null }[];
  stocks: { date: string; stock: number }[];
}

export async function searchOptionals(
  query: Record<string, string>,
): Promise<{ optionals: OptionalCard[]; count: number }> {
  const [list, count] = await Promise.all([
    apiGet<{ optionals: OptionalCard[] }>('/v1/optionals', query, { resource: 'page', shared: true }),
    apiGet<{ count: number }>('/v1/optionals.count', query, { resource: 'page', shared: true }),
  ]);
  return { optionals: list.optionals, count: count.count };
}

export function loadOptional(optionalId: string, lang: Lang): Promise<OptionalDetail> {
  return apiGet<OptionalDetail>(
    `/v1/optional/${encodeURIComponent(optionalId)}`,
    { lang },
    { resource: 'page', shared: true },
  );
}
