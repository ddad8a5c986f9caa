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
import { Type } from 'typebox';
import { ErrorSchema } from '../schemas/common';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { suggest, SUGGEST_MAX_LENGTH } from '../services/suggest';
import { resolveLocaleLang } from './locales';

export async function suggestRoutes(app: App): Promise<void> {
  app.get(
    '/v1/hotels.suggest',
    {
      config: { validationErrorCode: 'HVE800' },
      schema: {
        tags: ['hotel'],
        summary: 'Area and hotel suggestions for a keyword (kanji, hiragana, katakana or romaji)',
        querystring: Type.Object({
          suggestKeyword: Type.Optional(Type.String({ maxLength: SUGGEST_MAX_LENGTH })),
          lang: Type.Optional(Type.String({ maxLength: 16, description: 'ja (default) | en | showID' })),
        }),
        response: {
          200: Type.Object({
            areas: Type.Array(
              Type.Object({
                code: Type.String(),
                level: Type.Integer({ minimum: 1, maximum: 4 }),
                name: Type.String(),
                parentName: Type.Union([Type.String(), Type.Null()]),
              }),
            ),
            hotels: Type.Array(
              Type.Object({
                hotelId: Type.String(),
                name: Type.String(),
                areaCode: Type.String(),
                areaName: Type.String(),
              }),
            ),
          }),
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { suggestKeyword, lang: rawLang } = request.query as { suggestKeyword?: string; lang?: string };
      const lang = rawLang === undefined || rawLang.trim() === '' ? 'ja' : resolveLocaleLang(rawLang);
      if (!lang) throw new ApiFailure(400, 'ISE900', 'lang is invalid');
      const result = await suggest(app.ctx.db, suggestKeyword ?? '', lang);
      reply.header('cache-control', 'public, max-age=60');
      return result;
    },
  );
}
