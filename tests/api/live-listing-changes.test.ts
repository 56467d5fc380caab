import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANGE_MESSAGES as M, LIVE_CHANGE_RULES } from '../../src/shared/live-listing-changes';
import { LIFECYCLE_MESSAGES } from '../../src/shared/listing-lifecycle';
import { LISTING_FORM_STEP_KEYS, type ListingFormStepKey } from '../../src/shared/listing-steps';
import { expectErrorShape } from './helpers/expect-error-shape';
import { BANK_ACCOUNT, listing, liveListing, loadReferenceIds, propertyOf, validSteps, type ListingReferenceIds } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let admin: TestUser;
let refs: ListingReferenceIds;
let calls: ReturnType<typeof listing>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  refs = await loadReferenceIds(t, admin);
  calls = listing(t);
});
afterAll(() => t?.close());

const REASON = 'The new name belongs to another hotel in Galle; keep your own name.';

/** A changed, valid value of every form step (the listing starts from validSteps). */
function changedSteps(): Record<ListingFormStepKey, Record<string, unknown>> {
  const valid = validSteps(refs);
  return {
    propertyType: { propertyTypeId: refs.homestay },
    location: { latitude: 7.2906, longitude: 80.6337, searchText: 'Kandy lake' },
    address: { ...valid.address, street: '40 Lake Drive', city: 'Kandy', district: 'Kandy', province: 'Central', postalCode: '20000' },
    name: { name: 'Lagoon Breeze Villa' },
    bookingPlan: { bookingType: 'request' },
    price: { currency: 'USD', pricePerNight: 45, monthlyRate: null },
    ratePlans: { nonRefundable: { enabled: false, discountPercent: null }, weekly: { enabled: true, discountPercent: 15 } },
    bathrooms: { ...valid.bathrooms, count: 3 },
    policies: { ...valid.policies, checkInFrom: '15:00', petsAllowed: true },
    languages: { languageIds: refs.languages.slice(0, 1) },
    parking: { ...valid.parking, pricePerDay: 7 },
    description: { ...valid.description, sizeSqm: 150 },
    highlights: { highlightIds: refs.highlights.slice(0, 1) },
    newListingDiscount: { optIn: false },
    payments: { bankAccount: { ...BANK_ACCOUNT, accountNumber: '008512345678' } },
    cancellationPolicy: { cancellationPolicyId: refs.cancellationPolicies[1] },
    invoice: { ...valid.invoice, legalName: 'Lagoon Breeze (Pvt) Ltd' },
    importantInfo: {
      termsAccepted: true,
      answers: refs.questions.map((q) => ({ questionId: q.id, answer: q.answerType === 'yes_no' ? 'no' : 'Galle General Hospital, 5 km' })),
    },
  };
}

const live = (host: TestUser, status = 'listed') => liveListing(t, refs, host, { status });

const approve = (user: TestUser, id: number) => t.inject({ method: 'POST', url: `/api/v1/web/admin/properties/${id}/changes/approve`, headers: t.authFor(user) });
const reject = (user: TestUser, id: number, reason: unknown = REASON) =>
  t.inject({ method: 'POST', url: `/api/v1/web/admin/properties/${id}/changes/reject`, headers: t.authFor(user), payload: { reason } });

describe('a change to a live listing goes live at once or waits for review, exactly as the shared table says', () => {
  it('the table names every form step of the wizard', () => {
    expect(Object.keys(LIVE_CHANGE_RULES).sort()).toEqual([...LISTING_FORM_STEP_KEYS].sort());
    // The README's table: what says which place this is, or vouches for it, waits for review.
    const review = LISTING_FORM_STEP_KEYS.filter((step) => LIVE_CHANGE_RULES[step] === 'review');
    expect(review).toEqual(['propertyType', 'location', 'address', 'name', 'importantInfo']);
  });

  for (const step of LISTING_FORM_STEP_KEYS) {
    const rule = LIVE_CHANGE_RULES[step];
    it(`${step}: ${rule === 'live' ? 'guests see it at once' : 'guests see the approved value until our team approves'}`, async () => {
      const host = await t.createUser();
      const before = await live(host);
      const change = changedSteps()[step];
      const saved = propertyOf(await calls.save(host, before.id, step, { version: before.version, ...change }));
      expect(saved.status).toBe('listed');
      expect(saved.version).toBe(before.version + 1);
      const seen = propertyOf(await calls.get(host, before.id));
      if (rule === 'live') {
        expect(seen.steps[step]).toMatchObject(change);
        expect(seen.pendingChanges).toEqual([]);
        expect(expectErrorShape(await approve(admin, before.id), 409).error.error_message).toBe(M.noPendingChanges);
        return;
      }
      // Guests (the listing's steps) still see the approved value; the host sees the change waiting.
      expect(seen.steps[step]).toEqual(before.steps[step]);
      expect(saved.pendingChanges).toEqual(seen.pendingChanges);
      expect(seen.pendingChanges).toEqual([expect.objectContaining({ step, state: 'pending', reason: null, values: expect.objectContaining(change) })]);
      const changes = seen.pendingChanges![0].changes;
      expect(changes.length).toBeGreaterThan(0);
      for (const { field, before: was, after } of changes) {
        expect(was).toEqual((before.steps[step] as Record<string, unknown>)[field] ?? null);
        expect(after).toEqual(change[field]);
      }
      // The admin reads the same before → after, and approving applies it.
      expect(propertyOf(await calls.get(admin, before.id)).pendingChanges).toEqual(seen.pendingChanges);
      const approved = propertyOf(await approve(admin, before.id));
      expect(approved.steps[step]).toMatchObject(change);
      expect(approved.pendingChanges).toEqual([]);
      expect(approved.version).toBe(saved.version + 1);
      expect(propertyOf(await calls.get(host, before.id)).steps[step]).toMatchObject(change);
    });
  }
});

describe('pending changes', () => {
  it('the name shown at the top stays the approved one; a second save replaces the first; saving the approved value again withdraws it', async () => {
    const host = await t.createUser();
    let property = await live(host);
    property = propertyOf(await calls.save(host, property.id, 'name', { version: property.version, name: 'Lagoon Breeze Villa' }));
    property = propertyOf(await calls.save(host, property.id, 'name', { version: property.version, name: 'Coral Garden Villa' }));
    expect(property.name).toBe('Palm Shade Villa');
    expect(property.pendingChanges).toEqual([expect.objectContaining({ step: 'name', changes: [{ field: 'name', before: 'Palm Shade Villa', after: 'Coral Garden Villa' }] })]);
    property = propertyOf(await calls.save(host, property.id, 'name', { version: property.version, name: 'Palm Shade Villa' }));
    expect(property.pendingChanges).toEqual([]);
  });

  it('approving applies every pending step in one go; live-at-once saves in between are kept', async () => {
    const host = await t.createUser();
    let property = await live(host);
    const changed = changedSteps();
    property = propertyOf(await calls.save(host, property.id, 'name', { version: property.version, ...changed.name }));
    property = propertyOf(await calls.save(host, property.id, 'address', { version: property.version, ...changed.address }));
    property = propertyOf(await calls.save(host, property.id, 'price', { version: property.version, ...changed.price }));
    expect(property.pendingChanges!.map((c) => c.step)).toEqual(['name', 'address']);
    // The admin listings tell our team which live listings have changes waiting.
    const adminRow = async () =>
      (await t.inject({ method: 'GET', url: `/api/v1/web/admin/properties?host=${host.id}`, headers: t.authFor(admin) })).json().data.items[0];
    expect(await adminRow()).toMatchObject({ id: property.id, changesWaiting: 2 });
    const approved = propertyOf(await approve(admin, property.id));
    expect(approved).toMatchObject({ name: 'Lagoon Breeze Villa', steps: { address: changed.address, price: changed.price }, pendingChanges: [] });
    expect(await adminRow()).toMatchObject({ id: property.id, changesWaiting: 0 });
  });

  it('rejecting keeps the approved values and shows the host why, until they save that step again', async () => {
    const host = await t.createUser();
    let property = await live(host);
    property = propertyOf(await calls.save(host, property.id, 'name', { version: property.version, name: 'Lagoon Breeze Villa' }));
    expectErrorShape(await reject(admin, property.id, 'short'), 422);
    const rejected = await reject(admin, property.id);
    expect(rejected.json().message).toBe(M.changesRejected);
    property = propertyOf(await calls.get(host, property.id));
    expect(property.name).toBe('Palm Shade Villa');
    expect(property.pendingChanges).toEqual([expect.objectContaining({ step: 'name', state: 'rejected', reason: REASON })]);
    // Nothing is waiting any more: a second decision has nothing to act on.
    expect(expectErrorShape(await approve(admin, property.id), 409).error.error_message).toBe(M.noPendingChanges);
    property = propertyOf(await calls.save(host, property.id, 'name', { version: property.version, name: 'Palm Shade Garden Villa' }));
    expect(property.pendingChanges).toEqual([expect.objectContaining({ step: 'name', state: 'pending', reason: null })]);
  });

  it('unlisted listings follow the same rule; our team’s own edits are the review and go live', async () => {
    const host = await t.createUser();
    let property = await live(host, 'unlisted');
    property = propertyOf(await calls.save(host, property.id, 'name', { version: property.version, name: 'Lagoon Breeze Villa' }));
    expect(property).toMatchObject({ name: 'Palm Shade Villa', pendingChanges: [expect.objectContaining({ step: 'name' })] });
    property = propertyOf(await calls.save(admin, property.id, 'location', { version: property.version, ...changedSteps().location }));
    expect(property.steps.location).toMatchObject(changedSteps().location);
    expect(property.pendingChanges!.map((c) => c.step)).toEqual(['name']);
  });

  it('drafts save as before: nothing waits; a suspended listing refuses its host as before', async () => {
    const host = await t.createUser();
    const draft = propertyOf(await calls.create(host, { propertyTypeId: refs.villa, planId: 1 }), 201);
    const saved = propertyOf(await calls.save(host, draft.id, 'name', { version: draft.version, name: 'Lagoon Breeze Villa' }));
    expect(saved).toMatchObject({ name: 'Lagoon Breeze Villa', pendingChanges: [] });
    const other = await t.createUser();
    const suspended = await live(other, 'suspended');
    expect(expectErrorShape(await calls.save(other, suspended.id, 'name', { version: suspended.version, name: 'Lagoon Breeze Villa' }), 409).error.error_message).toBe(LIFECYCLE_MESSAGES.suspendedNotEditable);
  });

  it('only admins decide; a host never sees or touches another host’s pending changes', async () => {
    const host = await t.createUser();
    const stranger = await t.createUser();
    let property = await live(host);
    property = propertyOf(await calls.save(host, property.id, 'name', { version: property.version, name: 'Lagoon Breeze Villa' }));
    expectErrorShape(await approve(host, property.id), 403);
    expectErrorShape(await reject(host, property.id), 403);
    expectErrorShape(await calls.get(stranger, property.id), 404);
    expectErrorShape(await calls.save(stranger, property.id, 'name', { version: property.version, name: 'Stolen Villa' }), 404);
    expectErrorShape(await approve(admin, 2147483000), 404);
    expect(propertyOf(await calls.get(host, property.id)).name).toBe('Palm Shade Villa');
  });
});
