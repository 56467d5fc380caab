import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CALLS, callsFor, callsMissingFrom, FIRST_BOOKED_DAY, requestOf } from '../../bench/load/load-calls.mjs';
import { SCALE } from '../../bench/scale/seed-scale-data';

const host = { propertyId: 42, unitIds: [7, 8, 9], version: 3 };
const callOf = (kind) => CALLS.find((c) => c.kind === kind);

describe('the load mix', () => {
  it('reads the dashboard, calendar and reservations and saves wizard steps and bookings, shares adding up to 1', () => {
    expect(CALLS.map((c) => c.kind)).toEqual(['dashboard', 'calendar', 'reservations', 'wizardSave', 'booking']);
    expect(CALLS.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 10);
  });

  it("calls only routes this checkout's contract holds", () => {
    const contract = parse(readFileSync('openapi/portal.yaml', 'utf8'));
    expect(callsMissingFrom(contract)).toEqual([]);
  });

  it('names a route the contract lacks, so the bench stops instead of counting 404s', () => {
    const contract = { paths: { '/api/v1/web/dashboard': { get: {} }, '/api/v1/web/reservations': { get: {} } } };
    expect(callsMissingFrom(contract).map((c) => c.kind)).toEqual(['calendar', 'wizardSave', 'booking']);
  });

  it("puts the host's property in the path and the calendar window in the query", () => {
    const { method, path, body } = requestOf(callOf('calendar'), { host, n: 1, calendarDays: 62 });
    expect(method).toBe('GET');
    expect(path).toMatch(/^\/api\/v1\/web\/properties\/42\/calendar\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
    expect(body).toBeUndefined();
  });

  it('saves with the version the host last saw, through the step route its contract has', () => {
    const contract = parse(readFileSync('openapi/portal.yaml', 'utf8'));
    const save = callsFor(contract).find((c) => c.kind === 'wizardSave');
    const { method, path, body } = requestOf(save, { host, n: 5, calendarDays: 62 });
    expect([method, path]).toEqual(['PUT', '/api/v1/web/properties/42/steps/name']);
    expect(JSON.parse(body)).toEqual({ version: 3, name: 'Load villa 42 save 5' });
  });

  it("saves through the per-step path on a commit from before the one step route (the bench's --before)", () => {
    const before = { paths: { '/api/v1/web/properties/{propertyId}/name': { put: {} } } };
    const save = callsFor(before).find((c) => c.kind === 'wizardSave');
    expect(requestOf(save, { host, n: 1, calendarDays: 62 }).path).toBe('/api/v1/web/properties/42/name');
  });

  it("books the host's units in turn, one night each, never the same night of a unit twice", () => {
    const nights = new Set();
    for (let n = 1; n <= 30; n++) {
      const booking = JSON.parse(requestOf(callOf('booking'), { host, n, calendarDays: 62 }).body);
      expect(booking.propertyId).toBe(42);
      const key = `${booking.unitId} ${booking.checkIn}`;
      expect(nights.has(key)).toBe(false);
      nights.add(key);
      expect((Date.parse(booking.checkOut) - Date.parse(booking.checkIn)) / 86_400_000).toBe(1);
    }
  });

  it("books past the scale data's last stay, so no booking meets a seeded one", () => {
    const lastSeededNight = SCALE.firstDayOffset + 7 * (SCALE.staysPerUnit - 1) + (SCALE.unitsPerProperty - 1) + 5;
    expect(FIRST_BOOKED_DAY).toBeGreaterThan(lastSeededNight);
  });
});
