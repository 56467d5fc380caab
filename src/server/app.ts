import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { OpenDatabase } from './db/database';
import { createAccessTokens } from './lib/access-tokens';
import { createMailer, type Mailer } from './lib/mailer';
import { createReferenceCache } from './modules/reference/reference-cache';
import accessControl from './plugins/access-control';
import apiRoutes from './plugins/api-routes';
import appDeps from './plugins/app-deps';
import errorShape from './plugins/error-shape';
import jsonBody, { BODY_LIMIT_BYTES } from './plugins/json-body';
import securityHeaders from './plugins/security-headers';
import strictValidation from './plugins/strict-validation';
import webApp from './plugins/web-app';
import './types';

export interface BuildAppOptions {
  config: Config;
  database: OpenDatabase;
  mailer?: Mailer;
  /** A pino logger or `false`; default: pino at config.logLevel. */
  logger?: FastifyBaseLogger | boolean;
  /** Where openapi/portal.yaml is; default resolved from the working directory. */
  contractPath?: string;
  /** Sees every route as it is added (the authorization-matrix test collects them this way). */
  onRoute?: (route: RouteOptions) => void;
}

// Never log these, whatever the level (QUALITY.md: no passwords, OTPs or tokens in logs).
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/**
 * The whole server as a Fastify instance that is not listening: main.ts listens, tests inject.
 * Order: ecosystem plugins, then ours (named, with dependencies), then the API from the contract.
 */
export async function buildApp({ config, database, mailer, logger, contractPath, onRoute }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: typeof logger === 'object' ? logger : undefined,
    logger: typeof logger === 'object' ? undefined : logger === false ? false : { level: config.logLevel, redact: REDACT },
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Two log lines per request cost more than the request itself on small routes; errors,
    // refusals and sign-ins are logged where they happen. LOG_LEVEL=debug brings them back.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    // The SPA is served at routes like /calendar/ and /calendar alike.
    routerOptions: { ignoreTrailingSlash: true },
    // While shutting down, new requests get 503 so a load balancer moves on.
    return503OnClosing: true,
  });

  if (onRoute) app.addHook('onRoute', onRoute);

  // Ecosystem plugins.
  await app.register(appDeps, {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: mailer ?? createMailer(config),
    tokens: createAccessTokens(config.jwtSecret),
    reference: createReferenceCache(database.db),
  });
  await app.register(cookie);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  // Limits are set per route (sign-in, OTP) by the accounts issue; registered now so every 429
  // already leaves in the error shape.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });

  // Ours.
  await app.register(errorShape);
  await app.register(jsonBody);
  await app.register(strictValidation);
  await app.register(securityHeaders);
  await app.register(accessControl);

  // Load balancers probe this; it must not touch the database or need the contract.
  app.get('/health', async () => ({ status: 'ok' }));

  // Routes.
  await app.register(apiRoutes, { contractPath });
  await app.register(webApp);
  return app;
}
