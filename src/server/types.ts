import type { Config } from './config';
import type { Database, DatabaseKind } from './db/database';
import type { AccessClaims, AccessTokens } from './lib/access-tokens';
import type { AvatarStorage, ImageStorage } from './lib/avatar-storage';
import type { BackgroundTasks } from './lib/background-tasks';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { Metrics } from './lib/metrics/metrics';
import type { ImageReader } from './lib/s3-image-storage';
import type { MailOutbox } from './lib/outbox/mail-outbox';
import type { AuthLimits } from './modules/auth/auth-limits';
import type { IdTokenVerifiers } from './modules/auth/id-token-verifiers';
import type { ReferenceCache } from './modules/reference/reference-cache';
import type { FeedFetcher } from './modules/sync/feed-fetcher';

/**
 * `account`: any signed-in person's own account (who am I, profile, two-step set-up), even an admin
 * session that has not passed two-step verification; `signed-in`: a host's work, or an admin's
 * reach over it; `admin`: our team's tools; `channel`: server-to-server calls of the guest site,
 * HTTP Basic against the configured credential. lib/access-policy.ts says what each lets through.
 */
export type Access = 'public' | 'account' | 'signed-in' | 'admin' | 'channel';

/** What every handler can reach through request.server.deps; built once in buildApp. */
export interface AppDeps {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  mailer: Mailer;
  tokens: AccessTokens;
  reference: ReferenceCache;
  /** Injected time for expiries and throttle windows (tests move it instead of sleeping). */
  clock: Clock;
  limits: AuthLimits;
  avatars: AvatarStorage;
  listingPhotos: ImageStorage;
  /** Streams stored images at /uploads/ when they are in a bucket; null: DATA_DIR/uploads is served as files. */
  imageReader: ImageReader | null;
  idTokens: IdTokenVerifiers;
  /** Fetches import feeds' calendars (tests serve fixtures through it). */
  feedFetcher: FeedFetcher;
  /** Work that runs after the answer (account mails): background-tasks.ts. */
  background: BackgroundTasks;
  /** Mails written with the change they tell about, delivered by a job worker: lib/outbox. */
  outbox: MailOutbox;
  /** Prometheus metrics (lib/metrics); null while METRICS is off, so nothing is counted. */
  metrics: Metrics | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The security headers of an answer to this URL (plugins/security-headers.ts). */
    securityHeadersFor(url: string): Record<string, string>;
  }
  interface FastifyRequest {
    /** Set by the access-control hook when a valid bearer token came with the request. */
    user: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /** Copied from the operation's `x-access` when the route is added. */
    access?: Access;
    /** The operation takes multipart/form-data (an upload); no other route accepts it (plugins/uploads.ts). */
    multipart?: boolean;
  }
}
