import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACT, serializeRequest } from '../../src/server/lib/log-redaction';
import { accounts, refreshCookieOf } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  // The production redaction and request serialiser, at debug level so request lines are on too.
  t = await buildTestApp({ logger: pino({ level: 'debug', redact: REDACT, serializers: { req: serializeRequest } }, sink) });
});
afterAll(() => t.close());

const events = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('sign-in logging', () => {
  it('logs every sign-in success and failure and each refusal, with no password, code or token in any line', async () => {
    const a = accounts(t);
    const user = await t.createUser();
    await a.signIn(user.email, 'Wrong2031x');
    const ok = await a.signIn(user.email, user.password);
    const { accessToken } = ok.json().data;
    const refresh = refreshCookieOf(ok)!.value;
    await a.renew(refresh);
    const { key } = (await a.signUp({ email: 'logged@example.lk' })).json().data;
    const otp = a.lastMail('logged@example.lk', 'otp')!.otp!;
    await a.validateOtp(key, otp);
    await t.inject({ method: 'GET', url: '/api/v1/plans' }); // refused: no token

    const signIns = events().filter((e) => e.event === 'sign-in');
    expect(signIns.map((e) => e.outcome)).toEqual(expect.arrayContaining(['failure', 'success']));
    expect(signIns.some((e) => e.method === 'otp' && e.outcome === 'success')).toBe(true);
    expect(events().some((e) => e.event === 'refused' && e.status === 401)).toBe(true);

    const all = lines.join('\n');
    for (const secret of [user.password, 'Wrong2031x', 'Lagoon2031', otp, key, accessToken, refresh, t.csrf['x-csrf-token']]) {
      expect(all).not.toContain(secret);
    }
  });
});
