/**
 * The API's docs (/docs, /docs/json, /docs/yaml) in production show the back office's routes
 * (/v1/operator/…) only to a caller with an operator session (issue 13.6): a visitor or traveller
 * gets the document without them. Outside production (development, tests, `npm run generate:api`,
 * which builds the document in-process) every route is shown. The operator check is the back
 * office's own (requireOperatorRole with every role), run in the docs' onRequest hook; the
 * document is filtered when it is written.
 */
import type { FastifyRequest } from 'fastify';
import type { App } from '../app';
import { OPERATOR_ROLES, requireOperatorRole } from '../services/operator/access';

const OPERATOR_PATH_PREFIX = '/v1/operator';

/** Requests to the docs made by an operator (set by the onRequest hook). */
const operatorCallers = new WeakSet<FastifyRequest>();

/** The document without the operator routes (a copy: the plugin clones before transforming). */
function withoutOperatorRoutes(document: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const paths = (document.paths ?? {}) as Record<string, unknown>;
  return {
    ...document,
    paths: Object.fromEntries(
      Object.entries(paths).filter(
        ([path]) => path !== OPERATOR_PATH_PREFIX && !path.startsWith(`${OPERATOR_PATH_PREFIX}/`),
      ),
    ),
  };
}

/** Options for @fastify/swagger-ui: nothing outside production. */
export function operatorDocsOptions(app: App): {
  uiHooks?: { onRequest: (request: FastifyRequest) => Promise<void> };
  transformSpecification?: (
    document: Readonly<Record<string, unknown>>,
    request: FastifyRequest,
  ) => Record<string, unknown>;
} {
  if (!app.ctx.config.production) return {};
  return {
    uiHooks: {
      onRequest: async (request) => {
        const isOperator = await requireOperatorRole(app, request, OPERATOR_ROLES).then(
          () => true,
          () => false,
        );
        if (isOperator) operatorCallers.add(request);
      },
    },
    transformSpecification: (document, request) =>
      operatorCallers.has(request) ? { ...document } : withoutOperatorRoutes(document),
  };
}
