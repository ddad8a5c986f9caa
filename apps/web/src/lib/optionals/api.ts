/**
 * Server-side calls of the optional-activity API (GET /v1/optionals, /v1/optionals.count,
 * /v1/optional/{optionalId}) through the typed client for public reads (lib/api.ts publicApi: the
 * web's shared cache; ApiError with the catalogue code). The shapes are generated from the API's
 * OpenAPI document (@tabiyori/api-client; owned by apps/api/src/schemas/optionals.ts).
 */
import type { ApiAnswer } from '@tabiyori/api-client';
import { apiAnswer, publicApi } from '../api';
import { apiQuery, type Query } from '../apiQuery';
import type { Lang } from '../i18n/settings';

/** One activity of GET /v1/optionals. */
export type OptionalCard = ApiAnswer<'/v1/optionals'>['optionals'][number];
/** GET /v1/optional/{optionalId}. */
export type OptionalDetail = ApiAnswer<'/v1/optional/{optionalId}'>;

export async function searchOptionals(query: Query): Promise<{ optionals: OptionalCard[]; count: number }> {
  const api = publicApi();
  const [list, count] = await Promise.all([
    apiAnswer(api.GET('/v1/optionals', { params: { query: apiQuery('/v1/optionals', query) } })),
    apiAnswer(api.GET('/v1/optionals.count', { params: { query: apiQuery('/v1/optionals.count', query) } })),
  ]);
  return { optionals: list.optionals, count: count.count };
}

export function loadOptional(optionalId: string, lang: Lang): Promise<OptionalDetail> {
  return apiAnswer(
    publicApi().GET('/v1/optional/{optionalId}', { params: { path: { optionalId }, query: { lang } } }),
  );
}
