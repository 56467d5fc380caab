import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, wrapPostgres } from '../../src/server/db/open-database';
import { isDatabaseUnavailable } from '../../src/server/lib/database-unavailable';
import { buildTestApp, type TestApp } from './helpers/test-app';

/**
 * PostgreSQL going away while the server runs (issue 26 item 5): the app reaches its database
 * through a TCP relay the test controls, then the relay drops every connection and refuses new
 * ones, as a database restart or a network cut does. Readiness and every call answer 503 in the
 * error shape with Retry-After (never 500), and both recover when the database is back.
 */
type Relay = { port: number; cut(): void; restore(): Promise<void>; close(): Promise<void> };

async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const stop = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
  };
  return { get port() { return port; }, cut: stop, restore: listen, close: async () => stop() };
}

let relay: Relay;
let t: TestApp;
beforeAll(async () => {
  const server = new URL(process.env.TEST_DATABASE_URL!);
  relay = await startRelay({ host: server.hostname, port: Number(server.port || 5432) });
  t = await buildTestApp({
    reachDatabase: (url) => {
      const relayed = new URL(url);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(relay.port);
      return wrapPostgres(createPool(relayed.toString(), { size: 4, statementTimeoutMs: 2_000, lockTimeoutMs: 500 }));
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await relay?.close();
});

const signIn = () => t.inject({ method: 'POST', url: '/api/v1/web/auth/sign-in/email', payload: { email: 'nobody@example.lk', password: 'Ceylon2026' } });
const UNAVAILABLE = { message: 'The service is unavailable. Please try again shortly', error: { error_message: 'The service is unavailable. Please try again shortly' } };

describe('a database outage', () => {
  it('answers readiness and calls with 503 and Retry-After while the database is away, and recovers', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(401);

    relay.cut();
    const ready = await t.inject({ method: 'GET', url: '/api/v1/health' });
    expect(ready.statusCode).toBe(503);
    const call = await signIn();
    expect(call.statusCode).toBe(503);
    expect(call.headers['retry-after']).toBe('5');
    expect(call.json()).toEqual(UNAVAILABLE);

    await relay.restore();
    await expect.poll(async () => (await t.inject({ method: 'GET', url: '/api/v1/health' })).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await signIn()).statusCode).toBe(401);
  }, 60_000);
});

describe('the pool limits', () => {
  it('makes PostgreSQL cancel a long statement and a long lock wait, and both read as unavailable, not as bugs', async () => {
    const pool = createPool(process.env.TEST_DATABASE_URL!, { size: 2, statementTimeoutMs: 200, lockTimeoutMs: 100 });
    const holder = await pool.connect();
    try {
      const slow = await pool.query('select pg_sleep(2)').catch((error: unknown) => error);
      expect(slow).toMatchObject({ code: '57014' });
      expect(isDatabaseUnavailable(slow)).toBe(true);

      await holder.query('begin; select pg_advisory_xact_lock(4242)');
      const waiting = await pool.query('select pg_advisory_xact_lock(4242)').catch((error: unknown) => error);
      expect(waiting).toMatchObject({ code: '55P03' });
      expect(isDatabaseUnavailable(waiting)).toBe(true);
    } finally {
      await holder.query('rollback');
      holder.release();
      await pool.end();
    }
  });

  it('tells a refused connection from a bug', async () => {
    const pool = createPool('postgres://postgres@127.0.0.1:1/test');
    const refused = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
  });
});
