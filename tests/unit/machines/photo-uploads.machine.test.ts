import { MAX_IMAGE_BYTES } from '../../../src/shared/image-uploads';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { MAX_PARALLEL, movedTo, photosOf, photoUploadsMachine, refusalOf, shownPhotos, waitingPhotosOf, type ListingPhoto, type PhotoChange, type PhotoUploadsEvent, type UploadRequest } from '../../../machines/photo-uploads.machine';
import type { WizardListing } from '../../../machines/wizard.machine';
import { i18n } from '@lingui/core';
import { compileEnglishMessage } from '../../../src/app/i18n/english-messages';
import { textIn, type UiText } from '../../../machines/ui-text';
import { TRY_AGAIN_LATER } from '../../../machines/failure-text';

// The machine's texts are UiText (our words as descriptors): `shown` translates them as the screen does, English active.
i18n.setMessagesCompiler(compileEnglishMessage);
i18n.loadAndActivate({ locale: 'en', messages: {} });
const shown = (text: UiText | null) => textIn(i18n, text);

const photo = (id: number, position: number, isMain = position === 0): ListingPhoto => ({
  id,
  position,
  isMain,
  url: `/uploads/listing-photos/${id}-1600.webp`,
  thumbnailUrl: `/uploads/listing-photos/${id}-400.webp`,
  width: 1600,
  height: 1200,
});
const listing = (version: number, photos: ListingPhoto[] = []): WizardListing =>
  ({ id: 41, version, status: 'draft', planId: 1, isPropertyTypeRoomOrHomeStay: false, completion: { photos: photos.length >= 5 }, photos }) as unknown as WizardListing;
const file = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type, file: { name } });

/** Uploads that wait for the test to finish them: `finish(key, listing)` or `fail(key, message)`. */
function controlledUploads() {
  const running = new Map<string, { input: UploadRequest; sendBack: (event: PhotoUploadsEvent) => void }>();
  const stopped: string[] = [];
  const actor = fromCallback<PhotoUploadsEvent, UploadRequest>(({ input, sendBack }) => {
    running.set(input.key, { input, sendBack });
    return () => void stopped.push(input.key);
  });
  return {
    actor,
    running,
    stopped,
    progress: (key: string, sent: number) => running.get(key)!.sendBack({ type: 'upload.progress', key, sent }),
    finish: (key: string, answer: WizardListing) => running.get(key)!.sendBack({ type: 'upload.finished', key, listing: answer }),
    fail: (key: string, message: UiText) => running.get(key)!.sendBack({ type: 'upload.failed', key, message }),
  };
}

function start(initial: WizardListing, fakes: { change?: (change: PhotoChange) => Promise<WizardListing>; load?: () => Promise<WizardListing> } = {}) {
  const uploads = controlledUploads();
  const listingChanged = vi.fn();
  const toastError = vi.fn();
  const actor = createActor(
    photoUploadsMachine.provide({
      actors: {
        uploadPhoto: uploads.actor,
        changePhotos: fromPromise(({ input }) => (fakes.change ?? (() => Promise.reject(new Error('no change expected'))))(input)),
        loadListing: fromPromise(() => (fakes.load ?? (() => Promise.reject(new Error('no load expected'))))()),
      },
      actions: {
        listingChanged: (_, { listing: changed }) => listingChanged(changed.version),
        toastError: (_, { message }) => toastError(message),
      },
    }),
    { input: { listing: initial } },
  ).start();
  return { actor, uploads, listingChanged, toastError };
}

describe('refusalOf', () => {
  it('refuses other types and files over 15 MB with the file named, and passes the rest', () => {
    expect(shown(refusalOf({ name: 'plan.gif', size: 10, type: 'image/gif' }))).toBe('plan.gif is not a JPEG, PNG or WebP image.');
    expect(shown(refusalOf({ name: 'big.jpg', size: MAX_IMAGE_BYTES + 1, type: 'image/jpeg' }))).toBe('big.jpg is larger than 15 MB. Please choose a smaller one.');
    expect(refusalOf({ name: 'ok.webp', size: MAX_IMAGE_BYTES, type: 'image/webp' })).toBeNull();
  });
});

describe('refusalOf: the listing photo minimum', () => {
  it('refuses a photo the browser measured below 1024 × 683 in either orientation, and leaves unmeasured ones to the server', () => {
    const file = { name: 'room.jpg', size: 1000, type: 'image/jpeg' };
    expect(refusalOf({ ...file, width: 800, height: 600 })).toBe('room.jpg: This photo is 800 × 600 pixels. Please choose one of at least 1024 × 683 pixels.');
    expect(refusalOf({ ...file, width: 682, height: 1024 })).toBe('room.jpg: This photo is 682 × 1024 pixels. Please choose one of at least 1024 × 683 pixels.');
    expect(refusalOf({ ...file, width: 1024, height: 683 })).toBeNull();
    expect(refusalOf({ ...file, width: 683, height: 1024 })).toBeNull();
    expect(refusalOf(file)).toBeNull();
  });
});

describe('movedTo', () => {
  it('takes a photo out and puts it at the place asked for, either way, clamped to the list', () => {
    expect(movedTo([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(movedTo([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(movedTo([1, 2, 3, 4], 2, 3)).toEqual([1, 3, 4, 2]);
    expect(movedTo([1, 2, 3, 4], 3, 2)).toEqual([1, 2, 3, 4]);
    expect(movedTo([1, 2, 3], 1, 99)).toEqual([2, 3, 1]);
    expect(movedTo([1, 2, 3], 3, -5)).toEqual([3, 1, 2]);
    expect(movedTo([1, 2, 3], 9, 0)).toEqual([1, 2, 3]);
  });

  it('keeps every photo once, whatever the move', () => {
    const ids = [5, 8, 13, 21, 34, 55];
    for (const id of ids) for (let to = -1; to <= ids.length; to += 1) expect([...movedTo(ids, id, to)].sort((a, b) => a - b)).toEqual(ids);
  });
});

describe('photoUploadsMachine', () => {
  it(`uploads at most ${MAX_PARALLEL} files at a time, each with its own progress, and starts the next when one ends`, () => {
    const { actor, uploads } = start(listing(2));
    actor.send({ type: 'photos.choose', files: [file('a.jpg'), file('b.png', 2000, 'image/png'), file('c.webp', 3000, 'image/webp')] });
    expect(actor.getSnapshot().context.uploads.map((u) => u.status)).toEqual(['uploading', 'uploading', 'waiting']);
    expect([...uploads.running.keys()]).toEqual(['upload-1', 'upload-2']);

    uploads.progress('upload-2', 500);
    expect(actor.getSnapshot().context.uploads[1].sent).toBe(500);

    uploads.finish('upload-1', listing(3, [photo(7, 0)]));
    // The finished one leaves the list: its photo is in the grid.
    expect(actor.getSnapshot().context.uploads.map((u) => [u.key, u.status])).toEqual([
      ['upload-2', 'uploading'],
      ['upload-3', 'uploading'],
    ]);
    expect(uploads.running.get('upload-3')!.input).toMatchObject({ propertyId: 41, name: 'c.webp' });
  });

  it('refuses a wrong type or a file over 15 MB before sending anything, and uploads the others', () => {
    const { actor, uploads } = start(listing(2));
    actor.send({ type: 'photos.choose', files: [file('notes.pdf', 10, 'application/pdf'), file('huge.jpg', MAX_IMAGE_BYTES + 1), file('ok.jpg')] });
    const rows = actor.getSnapshot().context.uploads;
    expect(rows.map((u) => [u.name, u.status, shown(u.message)])).toEqual([
      ['notes.pdf', 'failed', 'notes.pdf is not a JPEG, PNG or WebP image.'],
      ['huge.jpg', 'failed', 'huge.jpg is larger than 15 MB. Please choose a smaller one.'],
      ['ok.jpg', 'uploading', null],
    ]);
    expect([...uploads.running.keys()]).toEqual(['upload-3']);
  });

  it('keeps the newest listing when answers arrive out of order and hands each newer one to the wizard', () => {
    const { actor, uploads, listingChanged } = start(listing(2));
    actor.send({ type: 'photos.choose', files: [file('a.jpg'), file('b.jpg')] });
    uploads.finish('upload-2', listing(4, [photo(1, 0), photo(2, 1)]));
    uploads.finish('upload-1', listing(3, [photo(1, 0)]));
    expect(actor.getSnapshot().context.listing.version).toBe(4);
    expect(photosOf(actor.getSnapshot().context.listing).map((p) => p.id)).toEqual([1, 2]);
    expect(listingChanged.mock.calls.map(([version]) => version)).toEqual([4, 4]);
  });

  it('shows a failed upload with the server’s message and goes on with the rest', () => {
    const { actor, uploads } = start(listing(2));
    actor.send({ type: 'photos.choose', files: [file('a.jpg'), file('b.jpg'), file('c.jpg')] });
    uploads.fail('upload-1', 'Please upload a JPEG, PNG or WebP image');
    const rows = actor.getSnapshot().context.uploads;
    expect(rows[0].status).toBe('failed');
    expect(shown(rows[0].message)).toBe('a.jpg: Please upload a JPEG, PNG or WebP image');
    expect(rows[2].status).toBe('uploading');
    actor.send({ type: 'photos.dismiss', key: 'upload-1' });
    expect(actor.getSnapshot().context.uploads.map((u) => u.key)).toEqual(['upload-2', 'upload-3']);
  });

  it('moves a photo one place with the listing version, and ignores a move past either end', async () => {
    const change = vi.fn(async (c: PhotoChange) => listing(6, c.kind === 'reorder' ? c.photoIds.map((id, i) => photo(id, i, id === 1)) : []));
    const { actor, listingChanged } = start(listing(5, [photo(1, 0), photo(2, 1), photo(3, 2)]), { change });
    actor.send({ type: 'photos.move', photoId: 1, by: -1 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'photos.move', photoId: 1, by: 1 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(change).toHaveBeenCalledWith({ kind: 'reorder', listing: expect.objectContaining({ version: 5 }), photoIds: [2, 1, 3] });
    expect(listingChanged).toHaveBeenCalledWith(6);
    actor.send({ type: 'photos.move', photoId: 3, by: 1 });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('moves a dragged photo to the place it was dropped on, showing the new order while it saves', async () => {
    let answer: (listing: WizardListing) => void = () => {};
    const change = vi.fn((_change: PhotoChange) => new Promise<WizardListing>((resolve) => (answer = resolve)));
    const { actor, listingChanged } = start(listing(5, [photo(1, 0), photo(2, 1), photo(3, 2), photo(4, 3)]), { change });
    // A drop where it already is, or outside the grid, changes nothing.
    actor.send({ type: 'photos.moveTo', photoId: 2, index: 1 });
    actor.send({ type: 'photos.moveTo', photoId: 2, index: 4 });
    actor.send({ type: 'photos.moveTo', photoId: 9, index: 0 });
    expect(change).not.toHaveBeenCalled();

    actor.send({ type: 'photos.moveTo', photoId: 4, index: 1 });
    expect(change).toHaveBeenCalledWith({ kind: 'reorder', listing: expect.objectContaining({ version: 5 }), photoIds: [1, 4, 2, 3] });
    expect(shownPhotos(actor.getSnapshot().context).map((p) => p.id)).toEqual([1, 4, 2, 3]);
    answer(listing(6, [1, 4, 2, 3].map((id, i) => photo(id, i, id === 1))));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.order).toBeNull();
    expect(shownPhotos(actor.getSnapshot().context).map((p) => p.id)).toEqual([1, 4, 2, 3]);
    expect(listingChanged).toHaveBeenCalledWith(6);
  });

  it('puts the saved order back when a reorder fails', async () => {
    const change = vi.fn(() => Promise.reject({ success: false, status: 0, message: 'Something went wrong' }));
    const { actor, toastError } = start(listing(5, [photo(1, 0), photo(2, 1), photo(3, 2)]), { change });
    actor.send({ type: 'photos.moveTo', photoId: 3, index: 0 });
    expect(shownPhotos(actor.getSnapshot().context).map((p) => p.id)).toEqual([3, 1, 2]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shownPhotos(actor.getSnapshot().context).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(toastError).toHaveBeenCalled();
  });

  it('does not reorder, choose a main photo or delete while uploads are on their way', () => {
    const change = vi.fn();
    const { actor } = start(listing(5, [photo(1, 0), photo(2, 1)]), { change });
    actor.send({ type: 'photos.choose', files: [file('a.jpg')] });
    actor.send({ type: 'photos.move', photoId: 1, by: 1 });
    actor.send({ type: 'photos.moveTo', photoId: 1, index: 1 });
    actor.send({ type: 'photos.setMain', photoId: 2 });
    actor.send({ type: 'photos.delete', photoId: 2 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(change).not.toHaveBeenCalled();
  });

  it('deletes only after Yes, and not after No', async () => {
    const change = vi.fn(async () => listing(6, [photo(2, 0)]));
    const { actor } = start(listing(5, [photo(1, 0), photo(2, 1)]), { change });
    actor.send({ type: 'photos.delete', photoId: 1 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'photos.cancel' });
    expect(actor.getSnapshot().context.deletingId).toBeNull();
    actor.send({ type: 'photos.delete', photoId: 1 });
    actor.send({ type: 'photos.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(change).toHaveBeenCalledWith({ kind: 'delete', listing: expect.objectContaining({ version: 5 }), photoId: 1 });
    expect(photosOf(actor.getSnapshot().context.listing).map((p) => p.id)).toEqual([2]);
  });

  it('names the file before our own last resort, which stays a descriptor for the screen to translate', () => {
    const { actor, uploads } = start(listing(2));
    actor.send({ type: 'photos.choose', files: [file('a.jpg')] });
    uploads.fail('upload-1', TRY_AGAIN_LATER);
    const { message } = actor.getSnapshot().context.uploads[0];
    expect(typeof message).toBe('object');
    expect(shown(message)).toBe('a.jpg: Sorry! Try again later');
  });

  it('bails to a reload offer on 409 and shows the latest photos after Reload', async () => {
    const { actor, listingChanged } = start(listing(5, [photo(1, 0), photo(2, 1)]), {
      change: () => Promise.reject({ httpStatus: 409, message: 'changed' }),
      load: async () => listing(9, [photo(2, 0), photo(1, 1, false)]),
    });
    actor.send({ type: 'photos.setMain', photoId: 2 });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(shown(actor.getSnapshot().context.error)).toMatch(/changed in another tab/);
    actor.send({ type: 'photos.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.listing.version).toBe(9);
    expect(listingChanged).toHaveBeenCalledWith(9);
  });

  it('toasts any other failure and stays ready', async () => {
    const { actor, toastError } = start(listing(5, [photo(1, 0), photo(2, 1)]), { change: () => Promise.reject({ httpStatus: 500, message: 'Sorry! Try again later' }) });
    actor.send({ type: 'photos.setMain', photoId: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(toastError).toHaveBeenCalledWith('Sorry! Try again later');
  });

  it('keeps a reorder the dropped connection stopped on screen, and saves it on Try again with the latest version', async () => {
    const INTERRUPTED = { success: false, status: 2, message: 'Your connection was interrupted' };
    const change = vi.fn().mockRejectedValueOnce(INTERRUPTED).mockImplementationOnce(async (c: PhotoChange) => listing(7, (c as { photoIds: number[] }).photoIds.map((id, i) => photo(id, i, id === 1))));
    const { actor, toastError } = start(listing(5, [photo(1, 0), photo(2, 1), photo(3, 2)]), { change });
    actor.send({ type: 'photos.moveTo', photoId: 3, index: 0 });
    await waitFor(actor, (s) => s.matches('interrupted'));
    expect(actor.getSnapshot().context.error).toBe('Your connection was interrupted');
    expect(shownPhotos(actor.getSnapshot().context).map((p) => p.id)).toEqual([3, 1, 2]);
    expect(toastError).not.toHaveBeenCalled();
    // A newer listing meanwhile (another upload): the retry carries its version.
    actor.send({ type: 'photos.listing', listing: listing(6, [photo(1, 0), photo(2, 1), photo(3, 2)]) });
    actor.send({ type: 'photos.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(change).toHaveBeenLastCalledWith({ kind: 'reorder', listing: expect.objectContaining({ version: 6 }), photoIds: [3, 1, 2] });
    expect(shownPhotos(actor.getSnapshot().context).map((p) => p.id)).toEqual([3, 1, 2]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('lets a dropped delete go on Undo, putting nothing back on screen that the server kept', async () => {
    const { actor } = start(listing(5, [photo(1, 0), photo(2, 1)]), { change: () => Promise.reject({ status: 2, message: 'Your connection was interrupted' }) });
    actor.send({ type: 'photos.delete', photoId: 2 });
    actor.send({ type: 'photos.confirm' });
    await waitFor(actor, (s) => s.matches('interrupted'));
    expect(actor.getSnapshot().context.change).toMatchObject({ kind: 'delete', photoId: 2 });
    actor.send({ type: 'photos.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ change: null, error: null });
    expect(shownPhotos(actor.getSnapshot().context).map((p) => p.id)).toEqual([1, 2]);
  });

  it('keeps the file of an upload the dropped connection stopped, and sends it again on Try again', () => {
    const { actor, uploads } = start(listing(2));
    actor.send({ type: 'photos.choose', files: [file('a.jpg'), file('b.jpg')] });
    uploads.fail('upload-2', 'Please upload a JPEG, PNG or WebP image');
    uploads.running.get('upload-1')!.sendBack({ type: 'upload.failed', key: 'upload-1', message: 'Your connection was interrupted', interrupted: true });
    const rows = actor.getSnapshot().context.uploads;
    expect(rows[0]).toMatchObject({ status: 'failed', retryable: true, file: { name: 'a.jpg' } });
    expect(rows[1]).toMatchObject({ status: 'failed', retryable: false, file: null });
    // Only an interrupted one is tried again.
    actor.send({ type: 'photos.retry', key: 'upload-2' });
    expect(actor.getSnapshot().context.uploads[1].status).toBe('failed');
    uploads.running.clear();
    actor.send({ type: 'photos.retry', key: 'upload-1' });
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ status: 'uploading', message: null, sent: 0 });
    expect(uploads.running.get('upload-1')!.input).toMatchObject({ key: 'upload-1', file: { name: 'a.jpg' } });
  });

  it('counts the photos waiting for review against the 30-photo cap, and keeps them out of the grid order', () => {
    const waiting = Array.from({ length: 4 }, (_, i) => photo(100 + i, 26 + i, false));
    const live = { ...listing(3, Array.from({ length: 25 }, (_, i) => photo(i + 1, i))), status: 'listed', photosWaitingForReview: waiting } as unknown as WizardListing;
    const { actor } = start(live);
    expect(waitingPhotosOf(live).map((p) => p.id)).toEqual([100, 101, 102, 103]);
    expect(shownPhotos(actor.getSnapshot().context)).toHaveLength(25);
    actor.send({ type: 'photos.choose', files: [file('a.jpg'), file('b.jpg')] });
    expect(actor.getSnapshot().context.uploads.map((u) => u.status)).toEqual(['uploading', 'failed']);
  });
});
