/**
 * The API's docs (/docs, /docs/json, /docs/yaml) in production show the back office's routes
 * (/v1/operator/…) only to a caller with an operator session (issue 13.6): a visitor or traveller
 * gets the document without them. Outside production (development, tests, `npm run generate:api`,
 * which builds the document in-process) every route is shown. The operator check is the back
 * office's own (requireOperatorRole with every role), run in the docs' onRequest hook; the
 * document is filtered when it is written, its shared shapes (components/schemas) to those the
 * routes left in use.
 */
import type { FastifyRequest } from 'fastify';
import type { App } from '../app';
import { OPERATOR_ROLES, requireOperatorRole } from '../services/operator/access';

const OPERATOR_PATH_PREFIX = '/v1/operator';

/** Requests to the docs made by an operator (set by the onRequest hook). */
const operatorCallers = new WeakSet<FastifyRequest>();

const COMPONENT_REF = '#/components/schemas/';

/** The names of the components `node` refers to, and those they refer to in turn. */
function componentsReachedFrom(node: unknown, schemas: Readonly<Record<string, unknown>>): Set<string> {
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENT_REF)) {
        const name = inner.slice(COMPONENT_REF.length);
        if (!reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        }
      } else visit(inner);
    }
  };
  visit(node);
  return reached;
}

/**
 * The document without the operator routes, and without the shared shapes (components/schemas) only
 * they use (a copy: the plugin clones before transforming).
 */
function withoutOperatorRoutes(document: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const paths = Object.fromEntries(
    Object.entries((document.paths ?? {}) as Record<string, unknown>).filter(
      ([path]) => path !== OPERATOR_PATH_PREFIX && !path.startsWith(`${OPERATOR_PATH_PREFIX}/`),
    ),
  );
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  const used = componentsReachedFrom(paths, schemas);
  return {
    ...document,
    paths,
    components: {
      ...components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
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
