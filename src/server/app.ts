import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import type { DestinationStream } from 'pino';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { OpenDatabase } from './db/database';
import { createAccessTokens } from './lib/access-tokens';
import { systemClock, type Clock } from './lib/clock';
import { lazySerializerFactory } from './lib/lazy-compilers';
import { createBackgroundTasks } from './lib/background-tasks';
import { openImageStores, type ImageStores } from './lib/image-stores';
import { createMailer, type Mailer } from './lib/mailer';
import { createMetrics } from './lib/metrics/metrics';
import { createMailOutbox } from './lib/outbox/mail-outbox';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './modules/auth/auth-limits';
import { createIdTokenVerifiers } from './modules/auth/id-token-verifiers';
import { createReferenceCache } from './modules/reference/reference-cache';
import type { FeedFetcher } from './modules/sync/feed-fetcher';
import { newLeaseHolder } from './modules/sync/feed-sync-lease';
import { createSafeFeedFetcher } from './modules/sync/safe-feed-fetcher';
import accessControl from './plugins/access-control';
import accessLog from './plugins/access-log';
import apiRoutes from './plugins/api-routes';
import appDeps from './plugins/app-deps';
import closing from './plugins/closing';
import csrfProtection from './plugins/csrf-protection';
import errorShape, { answerRouterError } from './plugins/error-shape';
import jsonBody, { BODY_LIMIT_BYTES } from './plugins/json-body';
import metricsRoute from './plugins/metrics';
import securityHeaders from './plugins/security-headers';
import strictValidation from './plugins/strict-validation';
import uploads from './plugins/uploads';
import webApp from './plugins/web-app';
import { loggerOptions } from './lib/log-redaction';
import './types';

export interface BuildAppOptions {
  config: Config;
  database: OpenDatabase;
  mailer?: Mailer;
  /** A pino logger or `false`; default: pino at config.logLevel. */
  logger?: FastifyBaseLogger | boolean;
  /** Where the default logger writes (default: stdout); tests read the production lines from it. */
  logStream?: DestinationStream;
  /** Where openapi/portal.yaml is; default resolved from the working directory. */
  contractPath?: string;
  /** Sees every route as it is added (the authorization-matrix test collects them this way). */
  onRoute?: (route: RouteOptions) => void;
  /** "Now" for expiries and throttle windows; tests move it instead of sleeping. */
  clock?: Clock;
  /** Throttle limits (tests lower them to reach a limit in a few requests). */
  limits?: Partial<AuthLimits>;
  /** Waits between tries of a failed background task (tests: none). */
  backgroundRetryDelaysMs?: readonly number[];
  /** Fetches import feeds; tests serve fixture calendars through it. */
  feedFetcher?: FeedFetcher;
  /** Where images are kept (main.ts opens them before seeding); default: opened from config. The app closes them. */
  images?: ImageStores;
}

/**
 * Fastify makes a pino child (bindings serialised to JSON) for every request, ~1.5 µs. When info is
 * off (LOG_LEVEL=warn/error) the only request-scoped line left is the unexpected-error log, which
 * names the method and URL itself, so the request shares the app's logger instead.
 */
const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, options) {
  const { isLevelEnabled } = logger as { isLevelEnabled?: (level: string) => boolean };
  const infoOff = typeof isLevelEnabled === 'function' && !isLevelEnabled.call(logger, 'info');
  if (infoOff && options.level === undefined && options.serializers === undefined) return logger;
  return logger.child(bindings, options);
};

/**
 * The whole server as a Fastify instance that is not listening: main.ts listens, tests inject.
 * Order: ecosystem plugins, then ours (named, with dependencies), then the API from the contract.
 */
export async function buildApp({ config, database, mailer, logger, logStream, contractPath, onRoute, clock, limits, feedFetcher, backgroundRetryDelaysMs, images: givenImages }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: typeof logger === 'object' ? logger : undefined,
    logger: typeof logger === 'object' ? undefined : logger === false ? false : { ...loggerOptions(config.logLevel), stream: logStream },
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify's two lines per request cost more than the request itself on small routes:
    // plugins/access-log.ts writes one instead. LOG_LEVEL=debug brings Fastify's back.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    childLoggerFactory: requestLogger,
    // The SPA is served at routes like /calendar/ and /calendar alike.
    routerOptions: { ignoreTrailingSlash: true },
    // While shutting down, new requests get 503 so a load balancer moves on: plugins/closing.ts
    // answers them in our error shape with the security headers, which Fastify's own does not.
    return503OnClosing: false,
    frameworkErrors: answerRouterError,
    // Each route's response serialisers are compiled at their first use, not all at start.
    schemaController: { compilersFactory: { buildSerializer: lazySerializerFactory() } },
  });

  if (onRoute) app.addHook('onRoute', onRoute);

  // Before anything else is started: a wrong S3_* setting throws ConfigError here.
  const images = givenImages ?? (await openImageStores(config));
  app.addHook('onClose', async () => images.close());

  const sender = mailer ?? createMailer(config, app.log);
  const background = createBackgroundTasks(app.log.child({ module: 'background' }), backgroundRetryDelaysMs);
  const now = clock ?? systemClock;
  const metrics = config.metrics ? createMetrics({ database, clock: now }) : null;

  // Ecosystem plugins.
  await app.register(appDeps, {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: sender,
    tokens: createAccessTokens(config.jwtSecret),
    reference: createReferenceCache(database.db),
    clock: now,
    limits: { ...DEFAULT_AUTH_LIMITS, signUpPerAddress: { ...DEFAULT_AUTH_LIMITS.signUpPerAddress, limit: config.signUpsPerAddress }, ...limits },
    avatars: images.avatars,
    listingPhotos: images.listingPhotos,
    imageReader: images.reader,
    idTokens: createIdTokenVerifiers(config),
    // Links hosts type are fetched only through the outbound checks (public addresses, 10 s, 5 MB).
    feedFetcher: feedFetcher ?? createSafeFeedFetcher({ allowHosts: config.icalFetchAllowHosts }),
    background,
    outbox: createMailOutbox({
      db: database.db,
      mailer: sender,
      clock: now,
      log: app.log.child({ module: 'mail-outbox' }),
      background,
      holder: newLeaseHolder('worker'),
      observer: metrics?.jobObserver('mail_outbox'),
    }),
    metrics,
  });
  // Mails still on their way are sent before the database closes.
  app.addHook('onClose', async () => {
    await app.deps.background.idle();
    await app.deps.outbox.worker.stop();
  });
  // No cookie parsing per request: only the refresh-token routes read a cookie and they parse it
  // themselves (readRefreshCookie). Setting cookies works as usual (reply.setCookie).
  await app.register(cookie, { hook: false });
  // Before compress, so the tag is made from the JSON itself (its onSend hook runs first): an answer
  // that has not changed is a 304 without a body. Weak, as the same tag names the br and gzip forms.
  await app.register(etag, { weak: true });
  // Responses are compressed; request bodies are not accepted compressed (browsers never send them,
  // and a compressed body is a zip-bomb vector): that also spares every route a preParsing hook.
  await app.register(compress, { global: true, globalDecompression: false, encodings: ['br', 'gzip'] });

  // Ours.
  await app.register(errorShape);
  await app.register(accessLog);
  await app.register(metricsRoute);
  await app.register(jsonBody);
  await app.register(strictValidation);
  await app.register(securityHeaders);
  await app.register(closing);
  await app.register(csrfProtection);
  await app.register(accessControl);

  // Load balancers probe this; it must not touch the database or need the contract.
  app.get('/health', async () => ({ status: 'ok' }));

  // Routes.
  await app.register(uploads);
  await app.register(apiRoutes, { contractPath });
  await app.register(webApp);
  return app;
}

