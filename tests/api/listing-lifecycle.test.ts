import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accommodationUnits, properties, questions } from '../../src/server/db/schema/index';
import { LISTING_MESSAGES as M } from '../../src/shared/listing-messages';
import { LISTING_FORM_STEP_KEYS, LISTING_STEP_KEYS } from '../../src/shared/listing-steps';
import { expectErrorShape } from './helpers/expect-error-shape';
import { BANK_ACCOUNT, listing, loadReferenceIds, propertyOf, validSteps, type ListingReferenceIds } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

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

const startDraft = async (host: TestUser, planId = 1) => propertyOf(await calls.create(host, { propertyTypeId: refs.villa, planId }), 201);
const rowOf = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];

describe('createProperty', () => {
  it('starts a Starter draft at version 1 with only its property type complete', async () => {
    const host = await t.createUser();
    const draft = await startDraft(host);
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      planId: 1,
      planName: 'STARTER',
      propertyTypeId: refs.villa,
      isPropertyTypeRoomOrHomeStay: false,
      name: null,
      units: [],
      photos: [],
      firstIncompleteStep: 'location',
    });
    expect(Object.keys(draft.completion)).toEqual([...LISTING_STEP_KEYS]);
    expect(Object.entries(draft.completion).filter(([, done]) => done)).toEqual([['propertyType', true]]);
    expect(draft.steps).toMatchObject({ propertyType: { propertyTypeId: refs.villa }, location: null, importantInfo: null });
    const row = await rowOf(draft.id);
    expect(row.ownerId).toBe(host.id);
  });

  it('flags Room and Homestay types for the simplified unit step', async () => {
    const draft = propertyOf(await calls.create(await t.createUser(), { propertyTypeId: refs.homestay, planId: 1 }), 201);
    expect(draft.isPropertyTypeRoomOrHomeStay).toBe(true);
  });

  it('keeps a host to one draft: a second answers 409 naming the draft, and the draft-listing call finds it', async () => {
    const host = await t.createUser();
    const first = await startDraft(host);
    const second = expectErrorShape(await calls.create(host, { propertyTypeId: refs.homestay, planId: 1 }), 409);
    expect(second.error).toEqual({ error_message: M.draftExists, fields: { draftId: String(first.id) } });
    const both = await Promise.all([calls.create(host, { propertyTypeId: refs.villa, planId: 1 }), calls.create(host, { propertyTypeId: refs.villa, planId: 1 })]);
    expect(both.map((r) => r.statusCode)).toEqual([409, 409]);
    const draft = await t.inject({ method: 'GET', url: '/api/v1/web/properties/host/draft', headers: t.authFor(host) });
    expect(draft.json().data.draft.id).toBe(first.id);
  });

  it('lets only one of two simultaneous first drafts through', async () => {
    const host = await t.createUser();
    const answers = await Promise.all([1, 2, 3].map(() => calls.create(host, { propertyTypeId: refs.villa, planId: 1 })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('starts hosts on the Starter plan only; admins on any plan', async () => {
    const host = await t.createUser();
    for (const planId of [2, 3]) {
      const refused = expectErrorShape(await calls.create(host, { propertyTypeId: refs.villa, planId }), 422);
      expect(refused.error.fields).toEqual({ planId: M.planNeedsInquiry });
    }
    expect((await startDraft(admin, 3)).planName).toBe('ALL_INCLUSIVE');
  });

  it('refuses an unknown property type or plan with 422 and ids beyond the database range with 400', async () => {
    const host = await t.createUser();
    const unknown = expectErrorShape(await calls.create(host, { propertyTypeId: 99_999, planId: 99 }), 422);
    expect(unknown.error.fields).toEqual({ propertyTypeId: M.propertyTypeUnknown, planId: M.planUnknown });
    expectErrorShape(await calls.create(host, { propertyTypeId: 2_147_483_648, planId: 1 }), 400);
    expectErrorShape(await calls.get(host, 2_147_483_648), 400);
  });
});

describe('the version', () => {
  it('refuses a save with a stale version with 409 and changes nothing', async () => {
    const host = await t.createUser();
    const draft = await startDraft(host);
    const first = propertyOf(await calls.save(host, draft.id, 'name', { version: 1, name: 'Palm Shade Villa' }));
    expect(first.version).toBe(2);
    const rowBefore = await rowOf(draft.id);
    for (const version of [1, 3]) {
      const stale = expectErrorShape(await calls.save(host, draft.id, 'name', { version, name: 'Overwritten' }), 409);
      expect(stale.error.error_message).toBe(M.versionConflict);
      expect(stale.message).toBe(M.versionConflict);
    }
    expect(await rowOf(draft.id)).toEqual(rowBefore);
  });

  it('lets exactly one of two saves from the same version win', async () => {
    const host = await t.createUser();
    const draft = await startDraft(host);
    const answers = await Promise.all(
      ['Lagoon House', 'Reef House'].map((name) => calls.save(host, draft.id, 'name', { version: 1, name })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().data.name;
    expect((await rowOf(draft.id)).name).toBe(winner);
    expect((await rowOf(draft.id)).version).toBe(2);
  });
});

describe('ownership', () => {
  it("answers host B with 404 for host A's property on GET, PUT and DELETE, exactly as for a missing id", async () => {
    const [hostA, hostB] = [await t.createUser(), await t.createUser()];
    const draft = await startDraft(hostA);
    const before = await rowOf(draft.id);
    const attempts = [
      [await calls.get(hostB, draft.id), await calls.get(hostB, 2_000_000_000)],
      [await calls.save(hostB, draft.id, 'name', { version: 1, name: 'Mine now' }), await calls.save(hostB, 2_000_000_000, 'name', { version: 1, name: 'Mine now' })],
      [await calls.discard(hostB, draft.id), await calls.discard(hostB, 2_000_000_000)],
    ];
    for (const [theirs, missing] of attempts) {
      expectErrorShape(theirs, 404);
      expect(theirs.body).toBe(missing.body);
    }
    expect(await rowOf(draft.id)).toEqual(before);
  });

  it("lets an admin read and change any host's property", async () => {
    const host = await t.createUser();
    const draft = await startDraft(host);
    expect(propertyOf(await calls.get(admin, draft.id)).id).toBe(draft.id);
    const saved = propertyOf(await calls.save(admin, draft.id, 'name', { version: 1, name: 'Named by the admin' }));
    expect(saved.version).toBe(2);
    expect((await rowOf(draft.id)).ownerId).toBe(host.id);
  });
});

describe('completion', () => {
  it('is computed from the data: step by step, then units and photos, and again when the plan changes', async () => {
    const host = await t.createUser();
    let property = await startDraft(host);
    for (const step of LISTING_FORM_STEP_KEYS) {
      property = propertyOf(await calls.save(host, property.id, step, { version: property.version, ...valid[step] }));
      const next = LISTING_STEP_KEYS[LISTING_STEP_KEYS.indexOf(step) + 1];
      if (LISTING_STEP_KEYS.indexOf(step) < LISTING_STEP_KEYS.indexOf('units')) expect(property.firstIncompleteStep).toBe(next);
    }
    expect(property.firstIncompleteStep).toBe('units');
    expect(Object.entries(property.completion).filter(([, done]) => !done).map(([key]) => key)).toEqual(['units', 'photos']);

    // A unit row without the unit step's fields (as made before units had them) does not count.
    await t.db.insert(accommodationUnits).values({ propertyId: property.id, name: 'Garden room' });
    property = propertyOf(await calls.get(host, property.id));
    expect(property.units).toMatchObject([{ name: 'Garden room', complete: false }]);
    expect(property.firstIncompleteStep).toBe('units');
    await t.db.update(accommodationUnits).set({ guestCount: 2, bedrooms: [{ beds: [{ bedroomTypeId: refs.bedroomTypes[0], count: 1 }] }], amenityIds: [], unitCategoryId: refs.unitCategories[0] });
    property = propertyOf(await calls.get(host, property.id));
    expect(property.units).toMatchObject([{ name: 'Garden room', complete: true }]);
    expect(property.firstIncompleteStep).toBe('photos');

    // The sales team moves the listing to Full Service: payouts now need a bank account.
    await t.db.update(properties).set({ planId: 3 }).where(eq(properties.id, property.id));
    property = propertyOf(await calls.get(host, property.id));
    expect(property.completion.payments).toBe(false);
    property = propertyOf(await calls.save(host, property.id, 'payments', { version: property.version, bankAccount: BANK_ACCOUNT }));
    expect(property.completion.payments).toBe(true);
  });

  it('follows the reference questions: a question made required leaves saved answers incomplete', async () => {
    const host = await t.createUser();
    const optional = refs.questions.find((q) => !q.required)!;
    const answers = (valid.importantInfo.answers as { questionId: number; answer: string }[]).filter((a) => a.questionId !== optional.id);
    let property = await startDraft(host);
    property = propertyOf(await calls.save(host, property.id, 'importantInfo', { version: 1, answers, termsAccepted: true }));
    expect(property.completion.importantInfo).toBe(true);

    // Changed behind the app's back: the revision trigger is what tells its cached list.
    await t.db.update(questions).set({ required: true }).where(eq(questions.id, optional.id));
    property = propertyOf(await calls.get(host, property.id));
    expect(property.completion.importantInfo).toBe(false);
    expect(property.firstIncompleteStep).toBe('location');
    expect(property.steps.importantInfo?.answers).toEqual(answers);
  });
});

describe('discardProperty', () => {
  it('deletes a draft and its units, after which the host may start again', async () => {
    const host = await t.createUser();
    const draft = await startDraft(host);
    const [unit] = await t.db.insert(accommodationUnits).values({ propertyId: draft.id, name: 'Garden room' }).returning();
    const response = await calls.discard(host, draft.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null, message: 'The draft listing was discarded' });
    expectErrorShape(await calls.get(host, draft.id), 404);
    expect(await t.db.select().from(accommodationUnits).where(eq(accommodationUnits.id, unit.id))).toEqual([]);
    await startDraft(host);
  });

  it('refuses a listing past the draft stage with 409 and keeps it', async () => {
    const host = await t.createUser();
    const draft = await startDraft(host);
    await t.db.update(properties).set({ status: 'listed' }).where(eq(properties.id, draft.id));
    expect(expectErrorShape(await calls.discard(host, draft.id), 409).error.error_message).toBe(M.onlyDraftsDiscarded);
    expect((await rowOf(draft.id)).status).toBe('listed');
  });
});
