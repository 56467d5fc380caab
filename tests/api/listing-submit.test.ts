import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema/index';
import { LIFECYCLE_MESSAGES as L, MISSING_SECTION_MESSAGES } from '../../src/shared/listing-lifecycle';
import { LISTING_MESSAGES as M } from '../../src/shared/listing-messages';
import { LISTING_FORM_STEP_KEYS, LISTING_STEP_KEYS } from '../../src/shared/listing-steps';
import { expectErrorShape } from './helpers/expect-error-shape';
import { listing, loadReferenceIds, propertyOf, validSteps, validUnit, type ListingReferenceIds, type Property } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/** A small JPEG; the photo step's own tests cover what the server does with it. */
const jpeg = (shade: number) => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 120, b: shade } } }).jpeg().toBuffer();

function multipart(bytes: Buffer) {
  const boundary = '----submit-photo-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let admin: TestUser;
let refs: ListingReferenceIds;
let valid: ReturnType<typeof validSteps>;
let calls: ReturnType<typeof listing>;

beforeAll(async () => {
  t = await buildTestApp();
  calls = listing(t);
  admin = await t.createUser({ role: 'ADMIN' });
  refs = await loadReferenceIds(t, admin);
  valid = validSteps(refs);
});
afterAll(() => t?.close());

const submit = (user: TestUser, id: number, version: number) =>
  t.inject({ method: 'POST', url: `/api/v1/web/properties/${id}/submit`, headers: t.authFor(user), payload: { version } });
const rowOf = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];
const setStatus = (id: number, status: string) => t.db.update(properties).set({ status }).where(eq(properties.id, id));

async function startDraft(host: TestUser): Promise<Property> {
  return propertyOf(await calls.create(host, { propertyTypeId: refs.villa, planId: 1 }), 201);
}

/** A draft with every form step saved and one complete unit: everything but photos. */
async function fillEveryStep(host: TestUser): Promise<Property> {
  let property = await startDraft(host);
  for (const step of LISTING_FORM_STEP_KEYS) {
    property = propertyOf(await calls.save(host, property.id, step, { version: property.version, ...valid[step] }));
  }
  return propertyOf(await calls.addUnit(host, property.id, { version: property.version, ...validUnit(refs) }), 201);
}

/** Every section complete, with the five photos a listing needs. */
async function completeListing(host: TestUser): Promise<Property> {
  const filled = await fillEveryStep(host);
  let property = filled;
  for (let i = 0; i < 5; i += 1) {
    const body = multipart(await jpeg(i * 40));
    const response = await t.inject({ method: 'POST', url: `/api/v1/web/properties/${filled.id}/photos`, headers: { ...t.authFor(host), ...body.headers }, payload: body.payload });
    property = propertyOf(response, 201);
  }
  return property;
}

describe('submitListing', () => {
  it('refuses an incomplete draft with 422 and one message per missing section, keyed by step key', async () => {
    const host = await t.createUser();
    const draft = await startDraft(host);
    const refused = expectErrorShape(await submit(host, draft.id, draft.version), 422);
    const missing = LISTING_STEP_KEYS.filter((key) => key !== 'propertyType');
    expect(refused.error.error_message).toBe(L.submitIncomplete);
    expect(refused.error.fields).toEqual(Object.fromEntries(missing.map((key) => [key, MISSING_SECTION_MESSAGES[key]])));
    expect(refused.message).toEqual(refused.error.fields);
    const row = await rowOf(draft.id);
    expect(row.status).toBe('draft');
    expect(row.version).toBe(draft.version);
  });

  it('names only the photos when every other section is complete (completion is the computed one)', async () => {
    const host = await t.createUser();
    const filled = await fillEveryStep(host);
    expect(Object.entries(filled.completion).filter(([, done]) => !done).map(([key]) => key)).toEqual(['photos']);
    const refused = expectErrorShape(await submit(host, filled.id, filled.version), 422);
    expect(refused.error.fields).toEqual({ photos: MISSING_SECTION_MESSAGES.photos });
  });

  it('moves a complete draft to pending_review, raises the version and returns the property', async () => {
    const host = await t.createUser();
    const complete = await completeListing(host);
    expect(complete.firstIncompleteStep).toBeNull();
    const response = await submit(host, complete.id, complete.version);
    const submitted = propertyOf(response);
    expect(response.json().message).toBe('Your listing was submitted for review');
    expect(submitted).toMatchObject({ id: complete.id, status: 'pending_review', version: complete.version + 1, name: 'Palm Shade Villa' });
    const row = await rowOf(complete.id);
    expect(row).toMatchObject({ status: 'pending_review', version: complete.version + 1, ownerId: host.id });
    expect(propertyOf(await calls.get(host, complete.id)).status).toBe('pending_review');
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const host = await t.createUser();
    const complete = await completeListing(host);
    const before = await rowOf(complete.id);
    for (const version of [complete.version - 1, complete.version + 1]) {
      expect(expectErrorShape(await submit(host, complete.id, version), 409).error.error_message).toBe(M.versionConflict);
    }
    expect(await rowOf(complete.id)).toEqual(before);
  });

  it('lets exactly one of two submissions from the same version through', async () => {
    const host = await t.createUser();
    const complete = await completeListing(host);
    const answers = await Promise.all([submit(host, complete.id, complete.version), submit(host, complete.id, complete.version)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await rowOf(complete.id)).version).toBe(complete.version + 1);
  });

  it.each([
    ['pending_review', L.alreadyInReview],
    ['listed', L.alreadyListed],
    ['unlisted', L.alreadyListed],
    ['suspended', L.suspended],
  ])('refuses a listing in %s with 409 saying why, and keeps its status', async (status, message) => {
    const host = await t.createUser();
    const complete = await completeListing(host);
    await setStatus(complete.id, status);
    expect(expectErrorShape(await submit(host, complete.id, complete.version), 409).error.error_message).toBe(message);
    expect((await rowOf(complete.id)).status).toBe(status);
  });

  it('resubmits a listing our team rejected after the host edits it; the history holds each step', async () => {
    const host = await t.createUser();
    const complete = await completeListing(host);
    const submitted = propertyOf(await submit(host, complete.id, complete.version));
    expect(submitted.moderationNote).toMatchObject({ action: 'submit', fromStatus: 'draft', toStatus: 'pending_review', by: 'you', reason: null });
    const reason = 'Please name the beach the villa is on in its name.';
    const rejection = await t.inject({ method: 'POST', url: `/api/v1/web/admin/properties/${complete.id}/reject`, headers: t.authFor(admin), payload: { reason } });
    expect(propertyOf(rejection).status).toBe('rejected');
    const seen = propertyOf(await calls.get(host, complete.id));
    expect(seen.moderationNote).toMatchObject({ action: 'reject', reason, by: 'team' });
    const edited = propertyOf(await calls.save(host, complete.id, 'name', { version: seen.version, name: 'Palm Shade Beach Villa' }));
    expect(edited).toMatchObject({ status: 'rejected', moderationNote: { action: 'reject', reason } });
    const resubmitted = propertyOf(await submit(host, complete.id, edited.version));
    expect(resubmitted).toMatchObject({ status: 'pending_review', name: 'Palm Shade Beach Villa', moderationNote: { action: 'submit', fromStatus: 'rejected', by: 'you' } });
    const history = propertyOf(await calls.get(admin, complete.id)).moderationHistory!;
    expect(history.map((e) => [e.action, e.fromStatus, e.toStatus, e.actor.role])).toEqual([
      ['submit', 'rejected', 'pending_review', 'HOST'],
      ['reject', 'pending_review', 'rejected', 'ADMIN'],
      ['submit', 'draft', 'pending_review', 'HOST'],
    ]);
  });

  it("answers host B with 404 for host A's listing, exactly as for a missing id, and lets an admin submit it", async () => {
    const [hostA, hostB] = [await t.createUser(), await t.createUser()];
    const complete = await completeListing(hostA);
    const theirs = expectErrorShape(await submit(hostB, complete.id, complete.version), 404);
    const missing = expectErrorShape(await submit(hostB, 2_000_000_000, 1), 404);
    expect(theirs).toEqual(missing);
    expect((await rowOf(complete.id)).status).toBe('draft');
    expect(propertyOf(await submit(admin, complete.id, complete.version)).status).toBe('pending_review');
    expect((await rowOf(complete.id)).ownerId).toBe(hostA.id);
  });

  it('refuses a body without a version with 400', async () => {
    const host = await t.createUser();
    const draft = await startDraft(host);
    const response = await t.inject({ method: 'POST', url: `/api/v1/web/properties/${draft.id}/submit`, headers: t.authFor(host), payload: {} });
    expectErrorShape(response, 400);
  });
});

describe('editing by status', () => {
  it.each([
    ['pending_review', L.inReviewNotEditable],
    ['suspended', L.suspendedNotEditable],
  ])('refuses a host every change to a listing in %s with 409 and changes nothing', async (status, message) => {
    const host = await t.createUser();
    const filled = await fillEveryStep(host);
    const unitId = filled.units[0]!.id;
    await setStatus(filled.id, status);
    const before = await rowOf(filled.id);
    const attempts = [
      await calls.save(host, filled.id, 'name', { version: filled.version, name: 'Changed in review' }),
      await calls.addUnit(host, filled.id, { version: filled.version, ...validUnit(refs) }),
      await calls.updateUnit(host, unitId, { version: filled.version, ...validUnit(refs), name: 'Changed' }),
      await calls.deleteUnit(host, unitId, filled.version),
    ];
    for (const attempt of attempts) expect(expectErrorShape(attempt, 409).error.error_message).toBe(message);
    expect(await rowOf(filled.id)).toEqual(before);
    expect(propertyOf(await calls.get(host, filled.id)).units).toHaveLength(1);
  });

  it('lets an admin edit a listing in review (admin edits land on /main/finish) without changing its status', async () => {
    const host = await t.createUser();
    const draft = await startDraft(host);
    await setStatus(draft.id, 'pending_review');
    const saved = propertyOf(await calls.save(admin, draft.id, 'name', { version: draft.version, name: 'Fixed by our team' }));
    expect(saved).toMatchObject({ status: 'pending_review', name: 'Fixed by our team' });
  });

  it.each(['listed', 'unlisted', 'rejected'])('lets a host edit a %s listing, which keeps its status', async (status) => {
    const host = await t.createUser();
    const filled = await fillEveryStep(host);
    await setStatus(filled.id, status);
    const saved = propertyOf(await calls.save(host, filled.id, 'price', { version: filled.version, ...valid.price, pricePerNight: 95 }));
    expect(saved.status).toBe(status);
    const withUnit = propertyOf(await calls.addUnit(host, filled.id, { version: saved.version, ...validUnit(refs), name: 'Garden cabana' }), 201);
    expect(withUnit.status).toBe(status);
    expect((await rowOf(filled.id)).status).toBe(status);
  });
});
