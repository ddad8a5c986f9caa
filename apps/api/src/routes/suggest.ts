/**
 * GET /v1/hotels.suggest?suggestKeyword&lang (spec §7): area and hotel suggestions as the traveller
 * types, found by kanji, hiragana, katakana or romaji (matching and ranking: services/suggest.ts).
 *
 * Answer: `{ areas: [{ code, level, name, parentName }], hotels: [{ hotelId, name, areaCode,
 * areaName }] }`, at most 10 each, best first; names in the language (showID → ja). A missing or
 * blank keyword (or one with nothing searchable, e.g. only punctuation) answers empty lists.
 * Errors: a keyword over 50 characters answers 400 `HVE800` (a wrong hotel search request,
 * E_00001); an unknown lang 400 `ISE900`.
 */
import type { App } from '../app';
import { ErrorSchema } from '../schemas/common';
import { SuggestQuerySchema, SuggestResultSchema } from '../schemas/suggest';
import { suggest } from '../services/suggest';
import { requestLang } from './locales';

export async function suggestRoutes(app: App): Promise<void> {
  app.get(
    '/v1/hotels.suggest',
    {
      config: { validationErrorCode: 'HVE800' },
      schema: {
        tags: ['hotel'],
        summary: 'Area and hotel suggestions for a keyword (kanji, hiragana, katakana or romaji)',
        querystring: SuggestQuerySchema,
        response: { 200: SuggestResultSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { suggestKeyword, lang: rawLang } = request.query;
      const lang = requestLang(rawLang);
      const result = await suggest(app.ctx.db, suggestKeyword ?? '', lang);
      reply.header('cache-control', 'public, max-age=60');
      return result;
    },
  );
}
