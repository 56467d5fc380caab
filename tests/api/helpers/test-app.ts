import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import type { Database, OpenDatabase } from '../../../src/server/db/database';
import { users } from '../../../src/server/db/schema/index';
import { mintAccessToken, type Role } from '../../../src/server/lib/access-tokens';
import { createMemoryMailer, type MailMessage } from '../../../src/server/lib/mailer';
import { hashPassword } from '../../../src/server/lib/passwords';
import { createTestDatabase } from './test-database';

export const TEST_PASSWORD = 'Ceylon2026';

export interface TestUser {
  id: number;
  email: string;
  role: Role;
  password: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: OpenDatabase;
  config: Config;
  mails: MailMessage[];
  tokenFor(user: { id: number; role: Role }): string;
  /** Authorization header for a user, ready to spread into inject({ headers }). */
  authFor(user: { id: number; role: Role }): { authorization: string };
  createUser(options?: { role?: Role; email?: string; password?: string } & Partial<typeof users.$inferInsert>): Promise<TestUser>;
  close(): Promise<void>;
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
  options: { webDist?: string; env?: Record<string, string>; onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-api-'));
  const { database, url, dispose } = await createTestDatabase();
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
  const mailer = createMemoryMailer();
  const app = await buildApp({ config, database, mailer, logger: false, onRoute: options.onRoute });
  await app.ready();

  const tokenFor = (user: { id: number; role: Role }) => mintAccessToken(config.jwtSecret, user);
  return {
    app,
    db: database.db,
    database,
    config,
    mails: mailer.sent,
    tokenFor,
    authFor: (user) => ({ authorization: `Bearer ${tokenFor(user)}` }),
    async createUser({ role = 'HOST', email, password = TEST_PASSWORD, ...fields } = {}) {
      userCounter += 1;
      const address = email ?? `host${userCounter}.${process.pid}@example.lk`;
      const [row] = await database.db
        .insert(users)
        .values({
          firstName: 'Kamal',
          lastName: 'Silva',
          ...fields,
          email: address,
          role,
          passwordHash: await hashOnce(password),
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      return { id: row.id, email: address, role, password };
    },
    async close() {
      await app.close();
      await dispose();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
