import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bookableProperty, night } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * The production logger (app.ts's own, at the default level info) writing into `lines`: what an
 * operator's log collector would receive.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const accessLines = () => entries().filter((e) => e.event === 'request');

// Guest data as a host types it into a manual booking, and as they search for it.
const GUEST = { guestName: 'Sunethra Wickramasinghe', guestEmail: 'sunethra.w@guest-mail.lk', guestPhone: '+94719988776' };
const SEARCH = 'Wickramasinghe';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: sink });
  host = await t.createUser();
});
afterAll(() => t?.close());

function expectNoGuestData() {
  const all = lines.join('\n');
  for (const value of [GUEST.guestName, GUEST.guestEmail, GUEST.guestPhone, 'sunethra', '719988776', SEARCH]) expect(all).not.toContain(value);
}

describe('access log at the default level', () => {
  it('writes one line per request: method, route pattern, status, milliseconds and request id, and nothing of the URL, query or body', async () => {
    const place = await bookableProperty(t, host);
    lines.length = 0;
    const booked = await api(t).manual(host, { ...GUEST, propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 2), checkOut: night(t, 4) });
    expect(booked.statusCode, booked.body).toBe(201);
    const { code } = booked.json().data as { code: string };
    const listed = await api(t).list(host, { q: SEARCH, status: 'confirmed' });
    expect(listed.statusCode).toBe(200);
    const read = await api(t).get(host, code);
    expect(read.statusCode).toBe(200);
    const refused = await t.inject({ method: 'GET', url: `/api/v1/web/reservations?q=${encodeURIComponent(GUEST.guestEmail)}` });
    expect(refused.statusCode).toBe(401);

    expect(accessLines().map(({ method, route, status }) => `${String(method)} ${String(route)} ${String(status)}`)).toEqual([
      'POST /api/v1/web/reservations 201',
      'GET /api/v1/web/reservations 200',
      'GET /api/v1/web/reservations/:code 200',
      'GET /api/v1/web/reservations 401',
    ]);
    for (const line of accessLines()) {
      expect(line).toMatchObject({ level: 30, msg: 'request answered', reqId: expect.any(String), ms: expect.any(Number) });
      expect(Object.keys(line)).not.toContain('url');
    }
    // Each request its own id, so an error line can be matched to its request.
    expect(new Set(accessLines().map((line) => line.reqId)).size).toBe(4);
    expect(lines.join('\n')).not.toContain(code);
    expectNoGuestData();
  });

  it('logs a database error with its statement but without the guest data in its parameters or in the failing row', async () => {
    const place = await bookableProperty(t, host);
    // The database refuses this guest's row, as it would on a constraint the code did not expect:
    // PostgreSQL then reports the whole row in `detail`, and Drizzle lists every parameter.
    await t.db.execute(sql.raw(`alter table reservations add constraint refuses_this_guest check (guest_email <> '${GUEST.guestEmail}') not valid`));
    try {
      lines.length = 0;
      const failed = await api(t).manual(host, { ...GUEST, propertyId: place.propertyId, unitId: place.unitIds[0], checkIn: night(t, 8), checkOut: night(t, 9) });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('alter table reservations drop constraint refuses_this_guest'));
    }
    const errors = entries().filter((e) => e.level === 50);
    expect(errors).toHaveLength(1);
    const [error] = errors as [{ msg: string; reqId: string; err: { message: string; stack: string } }];
    expect(error.msg).toBe('unexpected error');
    expect(error.err.stack).toMatch(/insert into "reservations"/);
    // The answer's access line names the same request.
    expect(accessLines()).toEqual([expect.objectContaining({ route: '/api/v1/web/reservations', status: 500, reqId: error.reqId })]);
    expectNoGuestData();
  });
});
