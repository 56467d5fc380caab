import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServer, listenEarly, type EarlyListener } from '../../../src/server/lib/early-listener';

const HEADERS = { 'content-security-policy': "default-src 'none'", 'x-content-type-options': 'nosniff' };
const headersFor = (url: string) => ({ ...HEADERS, 'x-path-kind': url.startsWith('/api/') ? 'api' : 'page' });

let listener: EarlyListener | undefined;
afterEach(async () => {
  if (listener) await closeServer(listener.server, 100);
  listener = undefined;
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: listener!.port, method, path, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** An app stand-in that echoes the method, path and body it was given. */
function echoApp(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => response.end(JSON.stringify({ method: request.method, url: request.url, body })));
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('listening before the app is ready (lib/early-listener.ts)', () => {
  it('answers GET /health at once, with the security headers, before any app exists', async () => {
    listener = await listenEarly({ port: 0, host: '127.0.0.1', headersFor });
    const answer = await send('GET', '/health');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'");
    expect(answer.headers['x-path-kind']).toBe('page');
  });

  it('holds every other request, body included, and hands it to the app once the app takes over', async () => {
    listener = await listenEarly({ port: 0, host: '127.0.0.1', headersFor });
    const readiness = send('GET', '/api/v1/health');
    const signIn = send('POST', '/api/v1/web/auth/sign-in/email', '{"email":"host@demo.lk"}');
    await until(() => listener!.waiting === 2);

    listener.handOver(echoApp);
    expect(JSON.parse((await readiness).body)).toEqual({ method: 'GET', url: '/api/v1/health', body: '' });
    expect(JSON.parse((await signIn).body)).toEqual({ method: 'POST', url: '/api/v1/web/auth/sign-in/email', body: '{"email":"host@demo.lk"}' });
    // From then on the app answers everything, /health too.
    expect(JSON.parse((await send('GET', '/health')).body)).toEqual({ method: 'GET', url: '/health', body: '' });
    expect(listener.waiting).toBe(0);
  });

  it('answers 503 in the error shape, with headers, once too many requests wait', async () => {
    listener = await listenEarly({ port: 0, host: '127.0.0.1', headersFor, maxWaiting: 1 });
    const first = send('GET', '/dashboard');
    await until(() => listener!.waiting === 1);
    const refused = await send('GET', '/api/v1/web/dashboard');
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toMatchObject({ message: 'The server is starting. Please try again in a moment' });
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['x-path-kind']).toBe('api');
    listener.handOver(echoApp);
    expect((await first).status).toBe(200);
  });

  it('while shutting down, answers new and waiting requests 503 with the headers instead of passing them on', async () => {
    listener = await listenEarly({ port: 0, host: '127.0.0.1', headersFor });
    const waiting = send('GET', '/calendar');
    await until(() => listener!.waiting === 1);
    listener.refuseNewRequests();
    const [before, after] = [await waiting, await send('GET', '/api/v1/property-types')];
    for (const answer of [before, after]) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ message: 'The server is restarting. Please try again in a moment' });
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'");
    }
    expect(after.headers['x-path-kind']).toBe('api');
  });

  it('closeServer resolves once the server is closed, and at once when it is not listening', async () => {
    listener = await listenEarly({ port: 0, host: '127.0.0.1', headersFor });
    const server = listener.server;
    await closeServer(server, 100);
    expect(server.listening).toBe(false);
    await closeServer(server, 100);
    listener = undefined;
  });
});
