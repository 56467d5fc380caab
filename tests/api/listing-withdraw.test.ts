import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyModerationEvents } from '../../src/server/db/schema/index';
import { LIFECYCLE_MESSAGES as L } from '../../src/shared/listing-lifecycle';
import { expectErrorShape } from './helpers/expect-error-shape';
import { propertyOf } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(() => t?.close());

/** A listing of `owner` in `status`, written straight to the database (the wizard has its own tests). */
async function listingIn(owner: TestUser, status: string): Promise<number> {
  const [row] = await t.db.insert(properties).values({ ownerId: owner.id, planId: 1, status, name: 'Palm Shade Villa' }).returning({ id: properties.id });
  return row.id;
}
const rowOf = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];
const historyOf = (id: number) =>
  t.db.select().from(propertyModerationEvents).where(eq(propertyModerationEvents.propertyId, id)).orderBy(asc(propertyModerationEvents.id));
const withdraw = (user: TestUser | null, id: number) =>
  t.inject({ method: 'POST', url: `/api/v1/web/properties/${id}/withdraw`, headers: user ? t.authFor(user) : {} });

describe('withdrawListing', () => {
  it('takes the host’s listing back from review to a draft, raising the version and recording it in the history', async () => {
    const host = await t.createUser();
    const id = await listingIn(host, 'pending_review');
    const before = await rowOf(id);
    const response = await withdraw(host, id);
    const withdrawn = propertyOf(response);
    expect(withdrawn).toMatchObject({ id, status: 'draft', version: before.version + 1 });
    expect(response.json().message).toMatch(/withdrawn from review/);
    expect((await rowOf(id)).status).toBe('draft');
    expect((await historyOf(id)).map((e) => [e.action, e.fromStatus, e.toStatus, e.actorId, e.actorRole])).toEqual([['withdraw', 'pending_review', 'draft', host.id, 'HOST']]);
    expect(withdrawn.moderationNote).toMatchObject({ action: 'withdraw', by: 'you' });
  });

  it('answers 409 with the rule’s message for a listing that is not under review, changing nothing', async () => {
    const host = await t.createUser();
    for (const status of ['draft', 'listed', 'rejected', 'unlisted', 'suspended']) {
      const id = await listingIn(host, status);
      const refused = expectErrorShape(await withdraw(host, id), 409);
      expect(refused.error.error_message).toBe(L.withdrawNotInReview);
      expect((await rowOf(id)).status).toBe(status);
      // A host has one draft: remove this one so the next status is tried alone.
      await t.db.delete(properties).where(eq(properties.id, id));
    }
  });

  it('is the owner’s alone: another host meets 404, an admin 403, nobody signed in 401', async () => {
    const owner = await t.createUser();
    const id = await listingIn(owner, 'pending_review');
    expectErrorShape(await withdraw(await t.createUser(), id), 404);
    expect(expectErrorShape(await withdraw(admin, id), 403).error.error_message).toBe(L.withdrawByHostOnly);
    expectErrorShape(await withdraw(null, id), 401);
    expect((await rowOf(id)).status).toBe('pending_review');
    expect(await historyOf(id)).toEqual([]);
  });

  it('refuses with 409 while the host already has another draft, so a host never holds two', async () => {
    const host = await t.createUser();
    await listingIn(host, 'draft');
    const id = await listingIn(host, 'pending_review');
    expect(expectErrorShape(await withdraw(host, id), 409).error.error_message).toBe(L.withdrawDraftExists);
    expect((await rowOf(id)).status).toBe('pending_review');
  });
});
