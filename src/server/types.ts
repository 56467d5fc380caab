import type { Config } from './config';
import type { Database, DatabaseKind } from './db/database';
import type { AccessClaims, AccessTokens } from './lib/access-tokens';
import type { Mailer } from './lib/mailer';
import type { ReferenceCache } from './modules/reference/reference-cache';

export type Access = 'public' | 'signed-in' | 'admin';

/** What every handler can reach through request.server.deps; built once in buildApp. */
export interface AppDeps {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  mailer: Mailer;
  tokens: AccessTokens;
  reference: ReferenceCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** Set by the access-control hook when a valid bearer token came with the request. */
    user: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /** Copied from the operation's `x-access` when the route is added. */
    access?: Access;
  }
}
