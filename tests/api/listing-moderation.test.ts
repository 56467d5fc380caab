import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accommodationUnits, properties, propertyModerationEvents } from '../../src/server/db/schema/index';
import { LISTING_FORM_STEP_KEYS, type ListingFormStepKey } from '../../src/shared/listing-steps';
import {
  ADMIN_STATUS_ACTIONS,
  HOST_STATUS_ACTIONS,
  MODERATION_MESSAGES as M,
  STATUS_TRANSITIONS,
  statusActionRefusal,
  type StatusAction,
} from '../../src/shared/listing-moderation';
import { PROPERTY_STATUSES } from '../../src/server/db/schema/properties';
import { loadOperations } from '../unit/contract/load-operations';
import { expectErrorShape } from './helpers/expect-error-shape';
import { loadReferenceIds, propertyOf, validSteps, validUnit, type ListingReferenceIds, type Property } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let refs: ListingReferenceIds;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN', firstName: 'Dilani', lastName: 'Fernando' });
  otherAdmin = await t.createUser({ role: 'ADMIN', firstName: 'Ruwan', lastName: 'Jayasuriya' });
  refs = await loadReferenceIds(t, admin);
});
afterAll(() => t?.close());

const REASON = 'The photos show another property; please upload photos of Palm Shade Villa itself.';

/** A listing of `owner` in `status`, written straight to the database (the wizard has its own tests). */
async function listingIn(owner: TestUser, status: string, planId = 1): Promise<number> {
  const [row] = await t.db.insert(properties).values({ ownerId: owner.id, planId, status, name: 'Palm Shade Villa' }).returning({ id: properties.id });
  return row.id;
}
const rowOf = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];
const historyOf = (id: number) =>
  t.db.select().from(propertyModerationEvents).where(eq(propertyModerationEvents.propertyId, id)).orderBy(asc(propertyModerationEvents.id));

const ADMIN_PATHS: Record<(typeof ADMIN_STATUS_ACTIONS)[number], string> = { approve: 'approve', reject: 'reject', suspend: 'suspend', unsuspend: 'unsuspend' };
const act = (user: TestUser | null, action: StatusAction, id: number, payload?: Record<string, unknown>) => {
  const url = (HOST_STATUS_ACTIONS as readonly string[]).includes(action)
    ? `/api/v1/web/properties/${id}/${action}`
    : `/api/v1/web/admin/properties/${id}/${ADMIN_PATHS[action as keyof typeof ADMIN_PATHS]}`;
  const needsReason = action === 'reject' || action === 'suspend';
  return t.inject({ method: 'POST', url, headers: user ? t.authFor(user) : {}, payload: payload ?? (needsReason ? { reason: REASON } : undefined) });
};
const changePlan = (user: TestUser, id: number, payload: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: `/api/v1/web/admin/properties/${id}/plan`, headers: t.authFor(user), payload });
const getAs = (user: TestUser, id: number) => t.inject({ method: 'GET', url: `/api/v1/web/properties/${id}`, headers: t.authFor(user) });
const mailsTo = (user: TestUser) => t.mails.filter((mail) => mail.to === user.email && mail.kind === 'moderation');

describe("our team's status actions", () => {
  it('approves a listing waiting for review: listed, version up, one history entry naming the admin, the host mailed', async () => {
    const host = await t.createUser({ firstName: 'Nimal' });
    const id = await listingIn(host, 'pending_review');
    const before = await rowOf(id);
    const response = await act(admin, 'approve', id);
    const property = propertyOf(response);
    expect(response.json().message).toBe('The listing is approved and live; the host was told');
    expect(property).toMatchObject({ id, status: 'listed', version: before.version + 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'listed', version: before.version + 1, ownerId: host.id, planId: 1 });
    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'approve', fromStatus: 'pending_review', toStatus: 'listed', actorId: admin.id, actorRole: 'ADMIN', reason: null });
    expect(property.moderationHistory).toEqual([
      expect.objectContaining({ action: 'approve', actor: { id: admin.id, name: 'Dilani Fernando', email: admin.email, role: 'ADMIN' }, reason: null }),
    ]);
    expect(property.allowedModerationActions).toEqual(['suspend', 'change_plan']);
    const [mail] = mailsTo(host);
    expect(mail).toMatchObject({ purpose: 'approve', subject: 'Palm Shade Villa is approved and live' });
    expect(mail.text).toContain('Hello Nimal,');
    expect(mail.text).toContain('our team approved Palm Shade Villa');
    expect(mail.html).toContain('our team approved Palm Shade Villa');
  });

  it('rejects with a reason the host reads on the property and /listed-properties, never who rejected it; the mail carries the reason, escaped', async () => {
    const host = await t.createUser();
    const id = await listingIn(host, 'pending_review');
    const reason = 'Say whether <b>breakfast</b> is included & fix the address.';
    const rejected = propertyOf(await act(admin, 'reject', id, { reason: `  ${reason}  ` }));
    expect(rejected.status).toBe('rejected');
    expect((await historyOf(id))[0]).toMatchObject({ action: 'reject', fromStatus: 'pending_review', toStatus: 'rejected', reason, actorId: admin.id });

    const asHost = await getAs(host, id);
    const seen = propertyOf(asHost);
    expect(seen.moderationNote).toEqual({ action: 'reject', fromStatus: 'pending_review', toStatus: 'rejected', reason, by: 'team', at: expect.any(String) });
    expect(seen).not.toHaveProperty('moderationHistory');
    expect(seen).not.toHaveProperty('allowedModerationActions');
    expect(asHost.body).not.toContain(admin.email);
    expect(asHost.body).not.toContain('Dilani');

    const list = await t.inject({ method: 'GET', url: '/api/v1/web/properties/host/listed-properties', headers: t.authFor(host) });
    expect(list.json().data.items).toEqual([expect.objectContaining({ id, status: 'rejected', moderationNote: seen.moderationNote })]);
    expect(list.body).not.toContain(admin.email);

    const [mail] = mailsTo(host);
    expect(mail).toMatchObject({ purpose: 'reject', subject: 'Palm Shade Villa needs changes before it can go live' });
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`/main/finish/${id}`);
    expect(mail.html).toContain('Say whether &lt;b&gt;breakfast&lt;/b&gt; is included &amp; fix the address.');
    expect(mail.html).not.toContain('<b>breakfast</b>');
  });

  it('suspends listed and unlisted listings with a reason and lifts the suspension back to listed, mailing the host each time', async () => {
    const host = await t.createUser();
    for (const from of ['listed', 'unlisted']) {
      const id = await listingIn(host, from);
      expect(propertyOf(await act(admin, 'suspend', id)).status).toBe('suspended');
      expect(propertyOf(await act(otherAdmin, 'unsuspend', id)).status).toBe('listed');
      const history = await historyOf(id);
      expect(history.map((e) => [e.action, e.fromStatus, e.toStatus, e.actorId, e.reason])).toEqual([
        ['suspend', from, 'suspended', admin.id, REASON],
        ['unsuspend', 'suspended', 'listed', otherAdmin.id, null],
      ]);
      const view = propertyOf(await getAs(admin, id));
      expect(view.moderationHistory!.map((e) => [e.action, e.actor.name])).toEqual([
        ['unsuspend', 'Ruwan Jayasuriya'],
        ['suspend', 'Dilani Fernando'],
      ]);
    }
    expect(mailsTo(host).map((mail) => mail.purpose)).toEqual(['suspend', 'unsuspend', 'suspend', 'unsuspend']);
    expect(mailsTo(host)[0].text).toContain(REASON);
  });

  it('keeps the decision when the mail cannot be sent', async () => {
    const host = await t.createUser();
    const id = await listingIn(host, 'pending_review');
    t.breakMail((mail) => mail.to === host.email);
    try {
      expect(propertyOf(await act(admin, 'approve', id)).status).toBe('listed');
    } finally {
      t.breakMail(null);
    }
    expect((await rowOf(id)).status).toBe('listed');
    expect(await historyOf(id)).toHaveLength(1);
  });

  // Every status action against every status it does not start from: 409 with the rule's message, nothing written.
  const refusals = [...ADMIN_STATUS_ACTIONS, ...HOST_STATUS_ACTIONS].flatMap((action) =>
    PROPERTY_STATUSES.filter((status) => !(STATUS_TRANSITIONS[action].from as readonly string[]).includes(status)).map((status) => [action, status] as const),
  );
  it.each(refusals)('refuses %s on a %s listing with 409 and changes nothing', async (action, status) => {
    const host = await t.createUser();
    const id = await listingIn(host, status);
    const before = await rowOf(id);
    const caller = (HOST_STATUS_ACTIONS as readonly string[]).includes(action) ? host : admin;
    const refused = expectErrorShape(await act(caller, action, id), 409);
    expect(refused.error.error_message).toBe(statusActionRefusal(action, status));
    expect(refused.error.error_message).toContain(M[action]);
    expect(await rowOf(id)).toEqual(before);
    expect(await historyOf(id)).toEqual([]);
    expect(mailsTo(host)).toEqual([]);
  });

  it.each([...ADMIN_STATUS_ACTIONS])('refuses %s to hosts (403, even the owner) and to anonymous callers (401)', async (action) => {
    const host = await t.createUser();
    const id = await listingIn(host, STATUS_TRANSITIONS[action].from[0]);
    const before = await rowOf(id);
    expect(expectErrorShape(await act(host, action, id), 403).error.error_message).toBeTruthy();
    expect(expectErrorShape(await act(null, action, id), 401).error.error_message).toBeTruthy();
    expect(await rowOf(id)).toEqual(before);
    expect(await historyOf(id)).toEqual([]);
  });

  it.each([...ADMIN_STATUS_ACTIONS])('answers %s on a property that does not exist with 404', async (action) => {
    expect(expectErrorShape(await act(admin, action, 2_000_000_000), 404).error.error_message).toMatch(/property/i);
  });

  it.each(['reject', 'suspend'] as const)('%s needs a reason: missing 400, blank, short or too long 422 with the rule, nothing written', async (action) => {
    const host = await t.createUser();
    const id = await listingIn(host, STATUS_TRANSITIONS[action].from[0]);
    const before = await rowOf(id);
    expectErrorShape(await act(admin, action, id, {}), 400);
    expectErrorShape(await act(admin, action, id, { reason: 5 }), 400);
    expectErrorShape(await act(admin, action, id, { reason: 'x'.repeat(5001) }), 400);
    const cases: [string, string][] = [
      ['', M.reasonRequired],
      ['     ', M.reasonRequired],
      ['Too vague', M.reasonTooShort],
      ['x'.repeat(1001), M.reasonTooLong],
    ];
    for (const [reason, message] of cases) {
      const refused = expectErrorShape(await act(admin, action, id, { reason }), 422);
      expect(refused.error).toEqual({ error_message: message, fields: { reason: message } });
    }
    expect(propertyOf(await act(admin, action, id, { reason: `${'x'.repeat(999)}.` })).status).toBe(STATUS_TRANSITIONS[action].to);
    expect((await historyOf(id)).map((e) => e.action)).toEqual([action]);
    expect(before.status).not.toBe(STATUS_TRANSITIONS[action].to);
  });

  it('lets only one of two simultaneous approvals through; the other meets 409 saying the listing is listed now', async () => {
    const host = await t.createUser();
    const id = await listingIn(host, 'pending_review');
    const answers = await Promise.all([act(admin, 'approve', id), act(otherAdmin, 'approve', id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stale = answers.find((r) => r.statusCode === 409)!;
    expect(stale.json().error.error_message).toBe(`${M.approve} This one is listed.`);
    expect(await historyOf(id)).toHaveLength(1);
    expect(mailsTo(host)).toHaveLength(1);
  });

  it('answers a rejection racing an approval with 409: the history holds exactly the one that won', async () => {
    const host = await t.createUser();
    const id = await listingIn(host, 'pending_review');
    const answers = await Promise.all([act(admin, 'approve', id), act(otherAdmin, 'reject', id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect((await rowOf(id)).status).toBe(history[0].toStatus);
  });
});

describe('changing the plan', () => {
  it('sets the plan of any listing but a draft, keeps the status and records the plans before and after', async () => {
    const host = await t.createUser();
    for (const status of ['pending_review', 'listed', 'rejected', 'unlisted', 'suspended']) {
      const id = await listingIn(host, status, 1);
      const response = await changePlan(admin, id, { planId: 3, note: 'Inquiry 12 closed by sales: Full Service from December.' });
      const changed = propertyOf(response);
      expect(response.json().message).toBe('The listing is on the Full Service plan now');
      expect(changed).toMatchObject({ status, planId: 3, planName: 'ALL_INCLUSIVE' });
      expect(await rowOf(id)).toMatchObject({ status, planId: 3, ownerId: host.id });
      expect(await historyOf(id)).toEqual([
        expect.objectContaining({ action: 'change_plan', fromStatus: status, toStatus: status, fromPlanId: 1, toPlanId: 3, actorId: admin.id, reason: 'Inquiry 12 closed by sales: Full Service from December.' }),
      ]);
      expect(changed.moderationHistory![0]).toMatchObject({ action: 'change_plan', fromPlanName: 'STARTER', toPlanName: 'ALL_INCLUSIVE' });
    }
  });

  it('refuses a draft (409), an unknown or the same plan (422), a long note (422) and hosts (403), changing nothing', async () => {
    const host = await t.createUser();
    const draft = await listingIn(host, 'draft', 1);
    expect(expectErrorShape(await changePlan(admin, draft, { planId: 2 }), 409).error.error_message).toBe(M.changePlanDraft);
    const id = await listingIn(host, 'listed', 2);
    const before = await rowOf(id);
    expect(expectErrorShape(await changePlan(admin, id, { planId: 99 }), 422).error.fields).toEqual({ planId: M.unknownPlan });
    expect(expectErrorShape(await changePlan(admin, id, { planId: 2 }), 422).error.fields).toEqual({ planId: M.samePlan });
    expect(expectErrorShape(await changePlan(admin, id, { planId: 3, note: 'n'.repeat(1001) }), 422).error.fields).toEqual({ note: M.noteTooLong });
    expectErrorShape(await changePlan(admin, id, { planId: 3, status: 'listed' }), 400);
    expectErrorShape(await changePlan(host, id, { planId: 3 }), 403);
    expectErrorShape(await changePlan(admin, 2_000_000_000, { planId: 3 }), 404);
    expect(await rowOf(id)).toEqual(before);
    expect(await rowOf(draft)).toMatchObject({ planId: 1, status: 'draft' });
    expect(await historyOf(id)).toEqual([]);
  });
});

describe("the host's pause and resume", () => {
  it('unlists and lists again their own listing, recorded as their own change and read back as "you"', async () => {
    const host = await t.createUser();
    const id = await listingIn(host, 'listed');
    const paused = await act(host, 'unlist', id);
    expect(propertyOf(paused).status).toBe('unlisted');
    expect(paused.json().message).toBe('Your listing is paused: guests cannot find or book it until you list it again');
    expect(propertyOf(paused).moderationNote).toMatchObject({ action: 'unlist', by: 'you', fromStatus: 'listed', toStatus: 'unlisted', reason: null });
    expect(propertyOf(await act(host, 'relist', id)).status).toBe('listed');
    expect((await historyOf(id)).map((e) => [e.action, e.actorId, e.actorRole])).toEqual([
      ['unlist', host.id, 'HOST'],
      ['relist', host.id, 'HOST'],
    ]);
    expect(mailsTo(host)).toEqual([]);
  });

  it("answers another host's listing with 404, as a missing one; an admin may pause any, recorded as our team", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const id = await listingIn(owner, 'listed');
    const theirs = expectErrorShape(await act(other, 'unlist', id), 404);
    const missing = expectErrorShape(await act(other, 'unlist', 2_000_000_000), 404);
    expect(theirs.error).toEqual(missing.error);
    expectErrorShape(await act(null, 'unlist', id), 401);
    expect((await rowOf(id)).status).toBe('listed');
    expect(await historyOf(id)).toEqual([]);
    expect(propertyOf(await act(admin, 'unlist', id)).status).toBe('unlisted');
    expect((await historyOf(id)).map((e) => [e.action, e.actorId, e.actorRole])).toEqual([['unlist', admin.id, 'ADMIN']]);
    expect(propertyOf(await getAs(owner, id)).moderationNote).toMatchObject({ action: 'unlist', by: 'team' });
  });
});

describe('a host can never set status, owner or plan', () => {
  /**
   * Every write route a host has on a property (from the contract, so a new one is covered as it
   * is added), called on the host's own rejected listing (one they may edit) with status, ownerId
   * and planId in the body and the query. The answer may be anything but a 5xx; what is checked
   * is the database row.
   */
  // The one step save (PUT …/steps/{step}) is called once for each form step.
  const writeRoutes = loadOperations()
    .filter((op) => op.access === 'signed-in' && op.method !== 'GET' && /\/(properties|accommodation-units)\/\{(propertyId|id)\}/.test(op.path))
    .flatMap((op): ((typeof op) & { step?: ListingFormStepKey })[] =>
      op.path.includes('{step}')
        ? LISTING_FORM_STEP_KEYS.map((step) => ({ ...op, operationId: `${op.operationId} ${step}`, path: op.path.replace('{step}', step), step }))
        : [op],
    );

  it('covers the step saves, units, photos, submit and discard', () => {
    const ids = writeRoutes.map((op) => op.operationId);
    const stepSaves = LISTING_FORM_STEP_KEYS.map((step) => `saveListingStep ${step}`);
    expect(ids).toEqual(expect.arrayContaining([...stepSaves, 'createAccommodationUnit', 'updateAccommodationUnit', 'reorderListingPhotos', 'submitListing', 'discardProperty', 'unlistListing']));
  });

  it.each(writeRoutes.map((op) => [op.operationId, op] as const))('%s leaves the row’s status, owner and plan alone', async (_id, op) => {
    const host = await t.createUser();
    const stranger = await t.createUser();
    const id = await listingIn(host, 'rejected', 1);
    const [unit] = await t.db.insert(accommodationUnits).values({ propertyId: id, name: 'Whole villa', guestCount: 4 }).returning();
    const before = await rowOf(id);
    const valid = op.step ? validSteps(refs)[op.step] : op.operationId.includes('Unit') ? validUnit(refs) : {};
    const forbidden = { status: 'listed', ownerId: stranger.id, planId: 3 };
    const url = `${op.path.replace('{propertyId}', String(id)).replace('{id}', String(unit.id)).replace('{photoId}', '1')}?status=listed&ownerId=${stranger.id}&planId=3`;
    const response = await t.inject({ method: op.method as 'PUT', url, headers: t.authFor(host), payload: { version: before.version, ...valid, ...forbidden } });
    expect(response.statusCode).toBeLessThan(500);
    const after = await rowOf(id);
    expect({ status: after.status, ownerId: after.ownerId, planId: after.planId }).toEqual({ status: 'rejected', ownerId: host.id, planId: 1 });
    // A body is refused whole (unknown fields are never stripped); only a DELETE, which reads no
    // body, may go through, and then it did its own job alone.
    if (op.method !== 'DELETE') {
      expect(response.statusCode, response.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(after.version).toBe(before.version);
    }
    if (op.step) {
      // The same save without the forbidden fields goes through, and still leaves them alone.
      const saved = await t.inject({ method: 'PUT', url: `/api/v1/web/properties/${id}/steps/${op.step}`, headers: t.authFor(host), payload: { version: before.version, ...valid } });
      const property: Property = propertyOf(saved);
      expect(property).toMatchObject({ status: 'rejected', planId: 1 });
      expect(await rowOf(id)).toMatchObject({ status: 'rejected', ownerId: host.id, planId: 1 });
    }
  });
});
