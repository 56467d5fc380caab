import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('getHealth', () => {
  it('answers ok with the kind of database it reached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: t.database.kind } });
  });

  it('keeps the plain /health probe for load balancers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('closing', () => {
  it('answers a request that arrives while the app closes with 503 in the error shape, with the security headers and Connection: close', async () => {
    let during: Response | undefined;
    // preClose hooks run in order, after plugins/closing.ts has marked the app closing and before
    // the server stops listening: a request sent now is one a load balancer sent a moment too late.
    const closing = await buildTestApp({
      beforeReady: (app) =>
        app.addHook('preClose', async () => {
          during = await fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v1/health`);
        }),
    });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    await closing.close();
    expect(during?.status).toBe(503);
    expect(during?.headers.get('connection')).toBe('close');
    expect(during?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await during?.json()).toEqual({
      message: 'The service is unavailable. Please try again shortly',
      error: { error_message: 'The service is unavailable. Please try again shortly' },
    });
  });
});
