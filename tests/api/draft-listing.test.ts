import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema/index';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(() => t.close());

const URL = '/api/v1/web/properties/host/draft';

async function draftOf(user: TestUser) {
  const response = await t.inject({ method: 'GET', url: URL, headers: t.authFor(user) });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['data']);
  expect(Object.keys(body.data)).toEqual(['draft']);
  return body.data.draft as { id: number; planId: number | null; updatedAt: string } | null;
}

async function property(ownerId: number, fields: { status?: string; planId?: number | null; updatedAt?: string } = {}) {
  const { updatedAt, ...rest } = fields;
  const [row] = await t.db
    .insert(properties)
    .values({ ownerId, name: 'Lagoon Villa', status: 'draft', ...rest, ...(updatedAt ? { updatedAt: new Date(updatedAt) } : {}) })
    .returning();
  return row;
}

describe('getDraftListing', () => {
  it('answers null to a host without properties and to one whose properties are all past the draft stage', async () => {
    const newcomer = await t.createUser();
    expect(await draftOf(newcomer)).toBeNull();

    const established = await t.createUser();
    for (const status of ['pending_review', 'listed', 'rejected', 'unlisted', 'suspended']) {
      await property(established.id, { status, planId: 1 });
    }
    expect(await draftOf(established)).toBeNull();
  });

  it("returns the host's most recently updated draft with its plan and update time", async () => {
    const host = await t.createUser();
    await property(host.id, { planId: 1, updatedAt: '2026-03-01T08:00:00.000Z' });
    const newest = await property(host.id, { planId: 3, updatedAt: '2026-04-20T09:30:15.250Z' });
    await property(host.id, { planId: 2, updatedAt: '2026-04-02T10:00:00.000Z' });
    await property(host.id, { status: 'listed', planId: 1, updatedAt: '2026-05-01T00:00:00.000Z' });
    expect(await draftOf(host)).toEqual({ id: newest.id, planId: 3, updatedAt: '2026-04-20T09:30:15.250Z' });
  });

  it('gives a draft whose plan is not chosen yet with planId null', async () => {
    const host = await t.createUser();
    const draft = await property(host.id, { planId: null });
    expect(await draftOf(host)).toEqual({ id: draft.id, planId: null, updatedAt: draft.updatedAt.toISOString() });
  });

  it("never returns another host's draft, however recent, and gives an admin only their own", async () => {
    const [hostA, hostB] = await Promise.all([t.createUser(), t.createUser()]);
    const draftA = await property(hostA.id, { planId: 1, updatedAt: '2026-01-01T00:00:00.000Z' });
    const draftB = await property(hostB.id, { planId: 1, updatedAt: '2030-01-01T00:00:00.000Z' });
    expect((await draftOf(hostA))?.id).toBe(draftA.id);
    expect((await draftOf(hostB))?.id).toBe(draftB.id);
    expect(await draftOf(admin)).toBeNull();
  });

  it('refuses a request without a token with 401 in the error shape', async () => {
    expectErrorShape(await t.inject({ method: 'GET', url: URL }), 401);
  });
});
