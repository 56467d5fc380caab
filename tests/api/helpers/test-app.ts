import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import type { Database, OpenDatabase } from '../../../src/server/db/database';
import { sessions, users } from '../../../src/server/db/schema/index';
import { mintAccessToken, type Role } from '../../../src/server/lib/access-tokens';
import { createCsrfToken, csrfCookieName, newCsrfNonce } from '../../../src/server/lib/csrf-tokens';
import type { AuthLimits } from '../../../src/server/modules/auth/auth-limits';
import type { FeedFetcher } from '../../../src/server/modules/sync/feed-fetcher';
import { createMemoryMailer, type MailMessage, type Mailer } from '../../../src/server/lib/mailer';
import { hashPassword } from '../../../src/server/lib/passwords';
import { startSession } from '../../../src/server/modules/auth/refresh-tokens';
import { sealSecret } from '../../../src/server/modules/two-step/secret-box';
import { newTotpSecret } from '../../../src/server/modules/two-step/totp';
import { eq } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { createTestDatabase } from './test-database';

const TEST_PASSWORD = 'Ceylon2026';

export interface TestUser {
  id: number;
  email: string;
  role: Role;
  password: string;
  /** Two-step verification is on (admins by default): its tokens carry it, codes come from totpSecret. */
  twoStep: boolean;
  /** The base32 TOTP secret when two-step verification is on. */
  totpSecret: string | null;
  /** A live session of theirs (sessions.id), which passed two-step when `twoStep` is on. */
  sessionId: string;
}

/** Who a token is minted for: a user in one of their sessions. */
type TokenSubject = { id: number; role: Role; sessionId: string };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: OpenDatabase;
  config: Config;
  mails: MailMessage[];
  /**
   * From now on the mailer throws for messages the predicate picks, as a mail server that is down
   * would; `null` delivers everything again. Refused messages are not added to `mails`.
   */
  breakMail(predicate: ((message: MailMessage) => boolean) | null): void;
  tokenFor(user: TokenSubject): string;
  /** Authorization header for a user, ready to spread into inject({ headers }). */
  authFor(user: TokenSubject): { authorization: string };
  /**
   * A confirmed account with one live session (its `sessionId`, which authFor's tokens name). Admins
   * have two-step verification on (a fresh TOTP secret, and a session that passed it) unless
   * `twoStep: false`, since the admin tools refuse admins without it; hosts opt in with `twoStep: true`.
   */
  createUser(options?: { role?: Role; email?: string; password?: string; twoStep?: boolean } & Partial<typeof users.$inferInsert>): Promise<TestUser>;
  /**
   * A valid CSRF token and its nonce cookie for this app, as headers to spread into
   * inject({ headers }). Every POST/PUT/PATCH/DELETE to /api needs them.
   */
  csrf: { 'x-csrf-token': string; cookie: string };
  /**
   * app.inject that adds `csrf` to unsafe requests (pass `csrf: false` to send none), and resolves
   * once the background work the request started (its mails) is done.
   */
  inject(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse>;
  /** The app's clock: starts at the real time and moves only when a test says so. */
  clock: TestClock;
  close(): Promise<void>;
}

interface TestClock {
  (): Date;
  advance(ms: number): void;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function createTestClock(): TestClock {
  let offset = 0;
  const clock = (() => new Date(Date.now() + offset)) as TestClock;
  clock.advance = (ms) => void (offset += ms);
  return clock;
}

// Hashing costs ~0.5 s (scrypt N=2^17); tests reuse one hash per distinct password.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

let userCounter = 0;

/** The server on its own fresh database, for app.inject(). Call in beforeAll, close in afterAll. */
export async function buildTestApp(
  options: {
    webDist?: string;
    env?: Record<string, string>;
    onRoute?: (route: RouteOptions) => void;
    /** Hooks a test adds before the app is ready (Fastify refuses them afterwards). */
    beforeReady?: (app: FastifyInstance) => void;
    limits?: Partial<AuthLimits>;
    /** A logger to inspect (default: none). */
    logger?: FastifyBaseLogger;
    /** The production logger, at env LOG_LEVEL (default here: silent), writing its lines here. */
    logStream?: DestinationStream;
    /** Serves import feeds (default: the app's, which refuses to fetch). */
    feedFetcher?: FeedFetcher;
    /** Each mail takes this long to send, as a real mail server does (default: none). */
    mailDelayMs?: number;
    /** PostgreSQL only: how the app reaches its fresh database (default: a pool on its URL). */
    reachDatabase?: (url: string) => OpenDatabase;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-'));
  const fresh = await createTestDatabase();
  const { url } = fresh;
  const database = url && options.reachDatabase ? options.reachDatabase(url) : fresh.database;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    CSRF_SECRET: 'test-csrf-secret-that-is-long-enough-012345678',
    WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...(url ? { DATABASE_URL: url } : {}),
    ...options.env,
  });
  const memory = createMemoryMailer();
  let refuse: ((message: MailMessage) => boolean) | null = null;
  const mailer: Mailer = {
    async send(message) {
      if (options.mailDelayMs) await new Promise((resolve) => setTimeout(resolve, options.mailDelayMs));
      if (refuse?.(message)) throw new Error('connect ECONNREFUSED 127.0.0.1:587 (test: mail server down)');
      await memory.send(message);
    },
  };
  const clock = createTestClock();
  const app = await buildApp({ config, database, mailer, logger: options.logger ?? Boolean(options.logStream), logStream: options.logStream, onRoute: options.onRoute, clock, limits: options.limits, feedFetcher: options.feedFetcher, backgroundRetryDelaysMs: [0, 0] });
  options.beforeReady?.(app);
  await app.ready();

  const tokenFor = ({ id, role, sessionId }: TokenSubject) => mintAccessToken(config.jwtSecret, { id, role, sessionId });
  const nonce = newCsrfNonce();
  const csrf = { 'x-csrf-token': createCsrfToken(config.csrfSecret, nonce), cookie: `${csrfCookieName(config.secureCookies)}=${nonce}` };
  return {
    csrf,
    clock,
    async inject({ csrf: withCsrf = true, ...request }) {
      const unsafe = UNSAFE.has(String(request.method ?? 'GET').toUpperCase());
      const given = (request.headers ?? {}) as Record<string, string>;
      const cookie = [csrf.cookie, given.cookie].filter(Boolean).join('; ');
      const headers = unsafe && withCsrf ? { ...csrf, ...given, cookie } : given;
      const response = await app.inject({ ...request, headers });
      // Account mails go out after the answer (lib/background-tasks.ts): a test reads them next.
      await app.deps.background.idle();
      return response;
    },
    app,
    db: database.db,
    database,
    config,
    mails: memory.sent,
    breakMail(predicate) {
      refuse = predicate;
    },
    tokenFor,
    authFor: (user) => ({ authorization: `Bearer ${tokenFor(user)}` }),
    async createUser({ role = 'HOST', email, password = TEST_PASSWORD, twoStep = role === 'ADMIN', ...fields } = {}) {
      userCounter += 1;
      const address = email ?? `host${userCounter}.${process.pid}@example.lk`;
      const [row] = await database.db
        .insert(users)
        .values({
          firstName: 'Kamal',
          lastName: 'Silva',
          emailVerifiedAt: new Date(),
          ...fields,
          email: address,
          role,
          passwordHash: await hashOnce(password),
        })
        .returning({ id: users.id });
      const totpSecret = twoStep ? newTotpSecret() : null;
      if (totpSecret) {
        await database.db
          .update(users)
          .set({ totpSecret: sealSecret(config.jwtSecret, row.id, totpSecret), totpEnabledAt: new Date() })
          .where(eq(users.id, row.id));
      }
      const session = await startSession(database.db, { userId: row.id, role, now: clock(), twoStep });
      // Tests move the clock by months (payout days, past stays); this session outlives any of them.
      await database.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') }).where(eq(sessions.id, session.sessionId));
      return { id: row.id, email: address, role, password, twoStep, totpSecret, sessionId: session.sessionId };
    },
    async close() {
      await app.close();
      if (database !== fresh.database) await database.close();
      await fresh.dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
