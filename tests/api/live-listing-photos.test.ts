import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANGE_MESSAGES as M, LIVE_PHOTO_RULES } from '../../src/shared/live-listing-changes';
import { expectErrorShape } from './helpers/expect-error-shape';
import { listing, liveListing, loadReferenceIds, propertyOf, type ListingReferenceIds, type Property } from './helpers/listing';
import { multipart, photo, photoCalls } from './helpers/listing-photos';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let admin: TestUser;
let refs: ListingReferenceIds;
let calls: ReturnType<typeof listing>;
const { upload, reorder, setMain, remove } = photoCalls(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  refs = await loadReferenceIds(t, admin);
  calls = listing(t);
});
afterAll(() => t?.close());

const REASON = 'The new photo shows a different house; add photos of your own place.';
const approve = (user: TestUser, id: number, body?: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: `/api/v1/web/admin/properties/${id}/changes/approve`, headers: t.authFor(user), ...(body ? { payload: body } : {}) });
const reject = (user: TestUser, id: number, reason: unknown = REASON) =>
  t.inject({ method: 'POST', url: `/api/v1/web/admin/properties/${id}/changes/reject`, headers: t.authFor(user), payload: { reason } });
const mailsTo = (user: TestUser) => t.mails.filter((mail) => mail.to === user.email && mail.kind === 'moderation');
const jpeg = async (shade: number) => multipart(await photo('jpeg', 1200, 800, shade));
const fileOf = (url: string) => path.join(t.config.dataDir, url);
const exists = (file: string) => fs.access(file).then(() => true, () => false);

/** A live listing of a new host with two approved photos (added while it was a draft). */
async function liveWithPhotos(status = 'listed'): Promise<{ host: TestUser; property: Property }> {
  const host = await t.createUser({ firstName: 'Nimal' });
  const property = await liveListing(t, refs, host, {
    status,
    beforeLive: async (id) => {
      propertyOf(await upload(host, id, await jpeg(10)), 201);
      propertyOf(await upload(host, id, await jpeg(40)), 201);
    },
  });
  return { host, property };
}

describe('a new photo on a live listing waits for review', () => {
  it('the table: new photos wait; order, the main photo and removing go live', () => {
    expect(LIVE_PHOTO_RULES).toEqual({ newPhoto: 'review', order: 'live', mainPhoto: 'live', removePhoto: 'live' });
  });

  it('guests never get it before approval; the host sees it apart, may delete it but not make it the main photo', async () => {
    const { host, property } = await liveWithPhotos();
    const approvedIds = property.photos.map((p) => p.id);
    const named = propertyOf(await calls.save(host, property.id, 'name', { version: property.version, name: 'Lagoon Breeze Villa' }));
    const saved = propertyOf(await upload(host, property.id, await jpeg(90)), 201);
    // The photo call answers with what waits for review too, as a step save does (the editor shows it).
    expect(saved.pendingChanges).toEqual(named.pendingChanges);
    expect(saved.changeReview).toBeNull();
    // The photos guests see are the approved two, unchanged; the new one waits apart, never main.
    expect(saved.photos.map((p) => p.id)).toEqual(approvedIds);
    expect(saved.photosWaitingForReview).toEqual([expect.objectContaining({ isMain: false })]);
    const waiting = saved.photosWaitingForReview![0];
    for (const reader of [host, admin]) {
      const seen = propertyOf(await calls.get(reader, property.id));
      expect(seen.photos.map((p) => p.id)).toEqual(approvedIds);
      expect(seen.photosWaitingForReview!.map((p) => p.id)).toEqual([waiting.id]);
    }
    // The host's listing card shows the approved main photo.
    const cards = (await t.inject({ method: 'GET', url: '/api/v1/web/properties/host/listed-properties', headers: t.authFor(host) })).json();
    expect(JSON.stringify(cards)).not.toContain(waiting.thumbnailUrl);
    // The admin listings count the new photos among the changes waiting.
    const row = (await t.inject({ method: 'GET', url: `/api/v1/web/admin/properties?host=${host.id}`, headers: t.authFor(admin) })).json().data.items[0];
    expect(row).toMatchObject({ id: property.id, changesWaiting: 2 });

    expect(expectErrorShape(await setMain(host, property.id, waiting.id, saved.version), 409).error.error_message).toBe(M.waitingPhotoCannotBeMain);
    // Reordering names the approved photos only, and stays live at once.
    expectErrorShape(await reorder(host, property.id, { version: saved.version, photoIds: [...approvedIds, waiting.id] }), 422);
    const reordered = propertyOf(await reorder(host, property.id, { version: saved.version, photoIds: [...approvedIds].reverse() }));
    expect(reordered.photos.map((p) => p.id)).toEqual([...approvedIds].reverse());
    expect(reordered.photosWaitingForReview!.map((p) => p.id)).toEqual([waiting.id]);

    // Deleting it withdraws it: the approved photos stay as they are, its files go.
    const removed = propertyOf(await remove(host, property.id, waiting.id, reordered.version));
    expect(removed.photos).toEqual(reordered.photos);
    expect(removed.photosWaitingForReview).toEqual([]);
    expect(await exists(fileOf(waiting.url))).toBe(false);
  });

  it('approving appends the new photos in upload order with the other changes, and mails the host what was approved and the note', async () => {
    const { host, property } = await liveWithPhotos('unlisted');
    let latest = propertyOf(await upload(host, property.id, await jpeg(100)), 201);
    latest = propertyOf(await upload(host, property.id, await jpeg(130)), 201);
    latest = propertyOf(await calls.save(host, property.id, 'name', { version: latest.version, name: 'Lagoon Breeze Villa' }));
    const newIds = latest.photosWaitingForReview!.map((p) => p.id);
    expect(newIds).toHaveLength(2);
    expectErrorShape(await approve(admin, property.id, { reason: 'x'.repeat(1001) }), 422);

    const answer = await approve(admin, property.id, { reason: 'Lovely new photos of the garden.' });
    const approved = propertyOf(answer);
    expect(answer.json().message).toBe(M.changesApproved);
    expect(approved.name).toBe('Lagoon Breeze Villa');
    expect(approved.photos.map((p) => p.id)).toEqual([...property.photos.map((p) => p.id), ...newIds]);
    expect(approved.photos.map((p) => p.position)).toEqual([0, 1, 2, 3]);
    expect(approved.photos.filter((p) => p.isMain).map((p) => p.id)).toEqual([property.photos[0].id]);
    expect(approved.photosWaitingForReview).toEqual([]);
    expect(approved.pendingChanges).toEqual([]);

    const seen = propertyOf(await calls.get(host, property.id));
    expect(seen.changeReview).toEqual({ decision: 'approve', sections: ['Name', 'New photos (2)'], note: 'Lovely new photos of the garden.', decidedAt: expect.any(String) });
    const [mail] = mailsTo(host);
    expect(mail).toMatchObject({ purpose: 'approve-changes', subject: 'Your changes to Lagoon Breeze Villa are live' });
    expect(mail.text).toContain('Hello Nimal,');
    expect(mail.text).toContain('Name, New photos (2)');
    expect(mail.text).toContain('Lovely new photos of the garden.');
    expect(mail.text).toContain(`/main/finish/${property.id}`);
  });

  it('rejecting deletes the new photos and their files, keeps the approved ones, and mails the host why', async () => {
    const { host, property } = await liveWithPhotos();
    const saved = propertyOf(await upload(host, property.id, await jpeg(150)), 201);
    const waiting = saved.photosWaitingForReview![0];
    expect(await exists(fileOf(waiting.thumbnailUrl))).toBe(true);
    expectErrorShape(await reject(admin, property.id, 'short'), 422);

    const rejected = propertyOf(await reject(admin, property.id));
    expect(rejected.photos).toEqual(property.photos);
    expect(rejected.photosWaitingForReview).toEqual([]);
    expect(await exists(fileOf(waiting.url))).toBe(false);
    expect(await exists(fileOf(waiting.thumbnailUrl))).toBe(false);
    expect(propertyOf(await calls.get(host, property.id)).changeReview).toEqual({ decision: 'reject', sections: ['New photo'], note: REASON, decidedAt: expect.any(String) });
    const [mail] = mailsTo(host);
    expect(mail).toMatchObject({ purpose: 'reject-changes', subject: 'Your changes to Palm Shade Villa were not approved' });
    expect(mail.text).toContain('New photo');
    expect(mail.text).toContain(REASON);
    expect(expectErrorShape(await approve(admin, property.id), 409).error.error_message).toBe(M.noPendingChanges);
  });

  it('our team’s own upload is the review and goes live; a draft’s photos go live as before; a stranger neither sees nor decides', async () => {
    const { host, property } = await liveWithPhotos();
    const byTeam = propertyOf(await upload(admin, property.id, await jpeg(170)), 201);
    expect(byTeam.photos).toHaveLength(3);
    expect(byTeam.photosWaitingForReview).toEqual([]);

    const waiting = propertyOf(await upload(host, property.id, await jpeg(200)), 201).photosWaitingForReview![0];
    const stranger = await t.createUser();
    expectErrorShape(await calls.get(stranger, property.id), 404);
    expectErrorShape(await remove(stranger, property.id, waiting.id, byTeam.version + 1), 404);
    expectErrorShape(await approve(host, property.id), 403);
    expectErrorShape(await reject(host, property.id), 403);
    expect(mailsTo(host)).toEqual([]);

    const draft = propertyOf(await calls.create(host, { propertyTypeId: refs.villa, planId: 1 }), 201);
    const uploaded = propertyOf(await upload(host, draft.id, await jpeg(220)), 201);
    expect(uploaded.photos).toEqual([expect.objectContaining({ isMain: true })]);
    expect(uploaded.photosWaitingForReview).toEqual([]);
  });
});
