/**
 * GET /v1/decoder (spec §7: lang (showID sent as ja), siteCode, agentCode, tourId, preview): the
 * master data of the site with its texts in the requested language, the config consts and the
 * settings the web needs. Assembly, maintenance keys and the cache: services/referenceData.ts.
 *
 * - lang: ja | en | showID (served as ja), case-insensitive, default ja; anything else answers
 *   400 `ISE900` 'lang is invalid' (the same reading as /v1/locales: a wrong URL, E_90001).
 * - siteCode, agentCode, tourId, preview are accepted (≤ 64 characters) and do not change the
 *   answer: the demo has one brand's master data.
 * - The answer is cached per language in memory for up to 30 s, serialised once, and sent with
 *   `Cache-Control: public, max-age=30` and an ETag of its bytes (hashed once per cached body); a
 *   request whose If-None-Match names it gets 304 with no body (plugins/keptJson.ts).
 * - When the reference data cannot be read the answer is 503 `DCE900` (spec §8: the decoder step
 *   failed → E_00002 "wait a while and retry") with Retry-After.
 */
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { sendKeptJson, type KeptJson } from '../plugins/keptJson';
import { ErrorSchema, NotModifiedSchema } from '../schemas/common';
import { DecoderQuerySchema, DecoderSchema } from '../schemas/decoder';
import { DECODER_TTL_MS, decoderBody } from '../services/referenceData';
import { requestLang } from './locales';

export async function decoderRoutes(app: App): Promise<void> {
  app.get(
    '/v1/decoder',
    {
      config: { validationErrorCode: 'ISE900' },
      schema: {
        tags: ['reference'],
        summary: 'Master data (decoder): areas, transport, features, masters, calendar, maintenance, config',
        description:
          'Reference data of spec §3 with texts in one language (showID is served as ja), the config consts and noHeaderPages of the domain config, and the settings the web needs. Cached for 30 s, with an ETag: 304 when If-None-Match names it.',
        querystring: DecoderQuerySchema,
        response: { 200: DecoderSchema, 304: NotModifiedSchema, 400: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang: rawLang } = request.query;
      const lang = requestLang(rawLang);
      let kept: KeptJson;
      try {
        kept = await decoderBody(app.ctx.db, lang);
      } catch (error) {
        request.log.error({ err: error }, 'decoder: reference data could not be read');
        throw new ApiFailure(503, 'DCE900', 'reference data is temporarily unavailable');
      }
      reply.header('cache-control', `public, max-age=${DECODER_TTL_MS / 1000}`);
      // The cached, already serialised Decoder: Fastify sends a Buffer as it is.
      return sendKeptJson(request, reply, kept);
    },
  );
}
