/**
 * Texts the browser reported missing (POST /locales/add/{lng}/{ns}), listed for translators:
 *   GET /v1/operator/locales/missing?lang&ns&page → 200 {keys, count, page, pageSize}
 */
import type { App } from '../../app';
import { MissingKeyList, MissingKeysQuery } from '../../schemas/locales';
import { listMissingKeys } from '../../services/missingLocales';
import { operatorSecurity } from '../../services/operator/access';
import { OPERATOR_CONFIG, OPERATOR_ERRORS } from './accounts';

export async function operatorTranslationRoutes(app: App): Promise<void> {
  app.get(
    '/v1/operator/locales/missing',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags: ['operator'],
        summary: 'Texts reported missing by browsers, most reported first (every operator)',
        security: operatorSecurity('translations', 'GET'),
        querystring: MissingKeysQuery,
        response: { 200: MissingKeyList, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMissingKeys(app.ctx.db, request.query);
    },
  );
}
