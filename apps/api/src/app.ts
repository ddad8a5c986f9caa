/**
 * The Fastify instance type every route plugin receives: TypeBox schemas give typed requests and
 * the OpenAPI document. Route plugins take their dependencies from `app.ctx` (see server.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiConfig } from './config';
import type { DatabaseKind } from './db/connection';
import type { Database } from './db/schema';
import type { DevMailbox } from './mail/devMailbox';

export interface AppContext {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  config: ApiConfig;
  /** The embedded development mailbox, when this process runs one (issue 17; jobs.ts). */
  devMailbox?: DevMailbox | null;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
