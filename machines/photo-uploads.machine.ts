import { ACCEPTED_IMAGE_TYPES, isListingPhotoLargeEnough, listingPhotoTooSmallMessage, MAX_IMAGE_BYTES, MAX_LISTING_PHOTOS } from '../src/shared/image-uploads';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, enqueueActions, fromCallback, fromPromise, setup, stopChild } from 'xstate';
import { failureText, isConflict, isInterrupted } from './failure-text';
import type { UiText } from './ui-text';
import type { WizardListing } from './wizard.machine';

/**
 * The photos of a listing (wizard image/01). Files the host picks are checked here first (type and
 * size, with a message per refused file), then uploaded one request per file, at most
 * MAX_PARALLEL at a time, each with its own progress. Every server answer is a newer listing, handed
 * on with `listingChanged` so the wizard has the new version and completion. Reordering, choosing
 * the main photo and deleting (after a Yes) carry the listing's version; they wait until the uploads
 * are over, since each upload raises the version. A 409 (changed elsewhere) offers a reload.
 * A finished upload leaves the upload list (its photo is in the grid); a refused or failed one stays
 * until dismissed. A reorder shows its new order at once (`order`) while the server saves it.
 * When the connection drops, nothing the host did is lost: a failed upload keeps its file for
 * "Try again", and a failed reorder, main photo or delete waits (`interrupted`, its order still
 * shown) until the host tries it again or lets it go.
 * Photos a host added to a live listing wait for review (`photosWaitingForReview`): shown apart,
 * never moved or made main, but they may be deleted.
 */
export const MAX_PARALLEL = 2;

export const PHOTOS_CHANGED = msg`These photos were changed in another tab or window. Reload them to see the latest.`;

export type ChosenFile = {
  name: string;
  size: number;
  /** The browser's type for it (the server still checks the bytes). */
  type: string;
  /** The file itself, opaque to the machine; the upload actor sends it. */
  file: unknown;
  /** Its pixel size when the browser could read it cheaply; otherwise the server alone checks it. */
  width?: number;
  height?: number;
};

type UploadStatus = 'waiting' | 'uploading' | 'failed';

export type PhotoUpload = {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** Bytes sent, 0..size. */
  sent: number;
  message: UiText | null;
  file: unknown;
  /** The connection dropped: the file is kept and the upload may be tried again. */
  retryable?: boolean;
};

export type ListingPhoto = { id: number; position: number; isMain: boolean; url: string; thumbnailUrl: string; width: number; height: number };

export type PhotoUploadsContext = {
  listing: WizardListing;
  uploads: PhotoUpload[];
  /** The photo the host asked to delete, until they answer. */
  deletingId: number | null;
  /** The order being saved (photo ids), shown meanwhile; null when the listing's own order stands. */
  order: number[] | null;
  error: UiText | null;
  nextKey: number;
  /** The change being saved, or the one the connection dropped (to try again with the latest listing). */
  change: PhotoChange | null;
};

export type UploadRequest = { propertyId: number; key: string; file: unknown; name: string };
export type PhotoChange =
  | { kind: 'reorder'; listing: WizardListing; photoIds: number[] }
  | { kind: 'setMain'; listing: WizardListing; photoId: number }
  | { kind: 'delete'; listing: WizardListing; photoId: number };

export type PhotoUploadsEvent =
  | { type: 'photos.choose'; files: ChosenFile[] }
  | { type: 'photos.dismiss'; key: string }
  | { type: 'photos.reorder'; photoIds: number[] }
  | { type: 'photos.move'; photoId: number; by: -1 | 1 }
  /** Dragged (or moved by the keyboard) to a place in the grid, 0 first. */
  | { type: 'photos.moveTo'; photoId: number; index: number }
  | { type: 'photos.setMain'; photoId: number }
  | { type: 'photos.delete'; photoId: number }
  | { type: 'photos.confirm' }
  | { type: 'photos.cancel' }
  | { type: 'photos.reload' }
  /** Try again what the dropped connection stopped: a change (no key) or one upload. */
  | { type: 'photos.retry'; key?: string }
  /** The wizard has a newer listing (it reloaded): show its photos. */
  | { type: 'photos.listing'; listing: WizardListing }
  // From the upload actors.
  | { type: 'upload.progress'; key: string; sent: number }
  | { type: 'upload.finished'; key: string; listing: WizardListing }
  | { type: 'upload.failed'; key: string; message: UiText; interrupted?: boolean };

export const photosOf = (listing: WizardListing | null): ListingPhoto[] =>
  [...(((listing as { photos?: ListingPhoto[] } | null)?.photos ?? []) as ListingPhoto[])].sort((a, b) => a.position - b.position);

/** The photos added to a live listing that wait for our team's review, in upload order. */
export const waitingPhotosOf = (listing: WizardListing | null): ListingPhoto[] =>
  ((listing as { photosWaitingForReview?: ListingPhoto[] } | null)?.photosWaitingForReview ?? []) as ListingPhoto[];

/**
 * The photo ids with one photo taken out and put at `index` (0 first, clamped to the list); the
 * same order back when the photo is not among them.
 */
export function movedTo(ids: readonly number[], photoId: number, index: number): number[] {
  const at = ids.indexOf(photoId);
  if (at < 0) return [...ids];
  const rest = ids.filter((id) => id !== photoId);
  const to = Math.max(0, Math.min(rest.length, Math.trunc(index)));
  return [...rest.slice(0, to), photoId, ...rest.slice(to)];
}

/** Where a move asks the photo to go, or null when it would not change the order. */
function targetOf(ids: readonly number[], event: { type: string; photoId?: number; by?: number; index?: number }): number | null {
  const at = ids.indexOf(event.photoId ?? -1);
  if (at < 0) return null;
  const to = event.type === 'photos.move' ? at + (event.by ?? 0) : (event.index ?? at);
  return to >= 0 && to < ids.length && to !== at ? to : null;
}

/** The photos as the grid shows them: in the order being saved, if any, else the listing's. */
export function shownPhotos(context: Pick<PhotoUploadsContext, 'listing' | 'order'>): ListingPhoto[] {
  const photos = photosOf(context.listing);
  if (!context.order) return photos;
  const byId = new Map(photos.map((p) => [p.id, p]));
  const ordered = context.order.flatMap((id) => byId.get(id) ?? []);
  return ordered.length === photos.length ? ordered : photos;
}

/**
 * Why a chosen file cannot be uploaded, or null when it may be: one of our messages (the screen
 * translates it when it shows it, so a change of language reaches it).
 */
export function refusalOf(file: Pick<ChosenFile, 'name' | 'size' | 'type' | 'width' | 'height'>): UiText | null {
  const name = file.name;
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return msg`${name} is not a JPEG, PNG or WebP image.`;
  if (file.size > MAX_IMAGE_BYTES) return msg`${name} is larger than 15 MB. Please choose a smaller one.`;
  if (file.size === 0) return msg`${name} is empty.`;
  if (file.width !== undefined && file.height !== undefined && !isListingPhotoLargeEnough(file.width, file.height)) {
    return `${name}: ${listingPhotoTooSmallMessage(file.width, file.height)}.`;
  }
  return null;
}

/** 'a.jpg: why it failed', the why (the server's words or our fallback) translated with it by textIn. */
function failedUpload(name: string, why: UiText): MessageDescriptor {
  // msg's placeholders take strings and numbers only: `reason` names the placeholder, and the
  // descriptor's values carry the real reason, which may be one of our descriptors.
  const reason = '';
  return { ...msg`${name}: ${reason}`, values: { name, reason: why } };
}

const newer = (current: WizardListing, candidate: WizardListing) => (candidate.version >= current.version ? candidate : current);
const active = (uploads: PhotoUpload[]) => uploads.some((u) => u.status === 'waiting' || u.status === 'uploading');

export const photoUploadsMachine = setup({
  types: {
    context: {} as PhotoUploadsContext,
    events: {} as PhotoUploadsEvent,
    input: {} as { listing: WizardListing },
  },
  actors: {
    // Reports upload.progress as bytes go out, then upload.finished or upload.failed.
    uploadPhoto: fromCallback<PhotoUploadsEvent, UploadRequest>(() => {
      throw new Error('uploadPhoto not provided');
    }),
    changePhotos: fromPromise<WizardListing, PhotoChange>(async () => {
      throw new Error('changePhotos not provided');
    }),
    loadListing: fromPromise<WizardListing, { propertyId: number }>(async () => {
      throw new Error('loadListing not provided');
    }),
  },
  actions: {
    listingChanged: (_, _params: { listing: WizardListing }) => {},
    toastError: (_, _params: { message: UiText }) => {},
    /** Starts waiting uploads while fewer than MAX_PARALLEL are on their way. */
    startUploads: enqueueActions(({ context, enqueue }) => {
      let running = context.uploads.filter((u) => u.status === 'uploading').length;
      const started: string[] = [];
      for (const upload of context.uploads) {
        if (running >= MAX_PARALLEL) break;
        if (upload.status !== 'waiting') continue;
        running += 1;
        started.push(upload.key);
        enqueue.spawnChild('uploadPhoto', {
          id: upload.key,
          input: { propertyId: context.listing.id, key: upload.key, file: upload.file, name: upload.name },
        });
      }
      if (started.length > 0) {
        enqueue.assign({
          uploads: ({ context: c }) => c.uploads.map((u) => (started.includes(u.key) ? { ...u, status: 'uploading' as const } : u)),
        });
      }
    }),
  },
  guards: {
    uploadsActive: ({ context }) => active(context.uploads),
    isConflict: (_, { error }: { error: unknown }) => isConflict(error),
    isInterrupted: (_, { error }: { error: unknown }) => isInterrupted(error),
    canMove: ({ context, event }) => {
      if ((event.type !== 'photos.move' && event.type !== 'photos.moveTo') || active(context.uploads)) return false;
      return targetOf(photosOf(context.listing).map((p) => p.id), event) !== null;
    },
    noUploadsActive: ({ context }) => !active(context.uploads),
  },
}).createMachine({
  id: 'photoUploads',
  context: ({ input }) => ({ listing: input.listing, uploads: [], deletingId: null, order: null, error: null, nextKey: 1, change: null }),
  on: {
    'photos.choose': {
      actions: [
        assign(({ context, event }) => {
          let nextKey = context.nextKey;
          const room =
            MAX_LISTING_PHOTOS - photosOf(context.listing).length - waitingPhotosOf(context.listing).length - context.uploads.filter((u) => u.status !== 'failed').length;
          let accepted = 0;
          const added = event.files.map((file): PhotoUpload => {
            const key = `upload-${nextKey++}`;
            let message = refusalOf(file);
            const name = file.name;
            const maximum = MAX_LISTING_PHOTOS;
            if (!message && accepted >= room) message = msg`${name} was not added: a listing can have at most ${maximum} photos.`;
            if (!message) accepted += 1;
            return { key, name: file.name, size: file.size, sent: 0, status: message ? 'failed' : 'waiting', message, file: message ? null : file.file };
          });
          return { uploads: [...context.uploads, ...added], nextKey };
        }),
        'startUploads',
      ],
    },
    'upload.progress': {
      actions: assign({
        uploads: ({ context, event }) => context.uploads.map((u) => (u.key === event.key ? { ...u, sent: Math.min(u.size, event.sent) } : u)),
      }),
    },
    'upload.finished': {
      actions: [
        assign(({ context, event }) => ({
          listing: newer(context.listing, event.listing),
          // Its photo is in the grid now: the upload leaves the list (and the file is not kept).
          uploads: context.uploads.filter((u) => u.key !== event.key),
        })),
        stopChild(({ event }) => event.key),
        { type: 'listingChanged', params: ({ context }) => ({ listing: context.listing }) },
        'startUploads',
      ],
    },
    'upload.failed': {
      actions: [
        assign({
          uploads: ({ context, event }) =>
            context.uploads.map((u) =>
              u.key === event.key
                ? { ...u, status: 'failed' as const, message: failedUpload(u.name, event.message), file: event.interrupted ? u.file : null, retryable: event.interrupted === true }
                : u,
            ),
        }),
        stopChild(({ event }) => event.key),
        'startUploads',
      ],
    },
    'photos.dismiss': {
      actions: assign({
        uploads: ({ context, event }) => context.uploads.filter((u) => u.key !== event.key || u.status === 'uploading' || u.status === 'waiting'),
      }),
    },
    'photos.listing': {
      actions: assign({ listing: ({ context, event }) => newer(context.listing, event.listing) }),
    },
    'photos.retry': {
      guard: ({ event }) => event.key !== undefined,
      actions: [
        assign({
          uploads: ({ context, event }) =>
            context.uploads.map((u) => (u.key === event.key && u.retryable ? { ...u, status: 'waiting' as const, message: null, sent: 0, retryable: false } : u)),
        }),
        'startUploads',
      ],
    },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'photos.reorder': { guard: 'noUploadsActive', target: 'changing', actions: assign({ error: null }) },
        'photos.move': { guard: 'canMove', target: 'changing', actions: assign({ error: null }) },
        'photos.moveTo': { guard: 'canMove', target: 'changing', actions: assign({ error: null }) },
        'photos.setMain': { guard: 'noUploadsActive', target: 'changing', actions: assign({ error: null }) },
        'photos.delete': { guard: 'noUploadsActive', target: 'confirmingDelete', actions: assign({ deletingId: ({ event }) => event.photoId, error: null }) },
      },
    },
    confirmingDelete: {
      on: {
        'photos.confirm': 'changing',
        'photos.cancel': { target: 'ready', actions: assign({ deletingId: null }) },
      },
    },
    changing: {
      tags: ['busy'],
      // A reorder shows at once; the server's answer (or a failure) puts the listing's order back in charge.
      entry: [
        assign({
          change: ({ context, event }): PhotoChange => {
            const { listing } = context;
            if (event.type === 'photos.retry') return { ...context.change!, listing };
            if (event.type === 'photos.setMain') return { kind: 'setMain', listing, photoId: event.photoId };
            if (event.type === 'photos.reorder') return { kind: 'reorder', listing, photoIds: event.photoIds };
            if (event.type === 'photos.move' || event.type === 'photos.moveTo') {
              const ids = photosOf(listing).map((p) => p.id);
              return { kind: 'reorder', listing, photoIds: movedTo(ids, event.photoId, targetOf(ids, event)!) };
            }
            return { kind: 'delete', listing, photoId: context.deletingId! };
          },
        }),
        assign({ order: ({ context }) => (context.change?.kind === 'reorder' ? context.change.photoIds : null) }),
      ],
      exit: assign({ order: null }),
      invoke: {
        src: 'changePhotos',
        input: ({ context }): PhotoChange => context.change!,
        onDone: {
          target: 'ready',
          actions: [
            assign({ listing: ({ context, event }) => newer(context.listing, event.output), deletingId: null, change: null }),
            { type: 'listingChanged', params: ({ event }) => ({ listing: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: assign({ deletingId: null, change: null, error: PHOTOS_CHANGED }),
          },
          {
            guard: { type: 'isInterrupted', params: ({ event }) => ({ error: event.error }) },
            target: 'interrupted',
            actions: assign({ deletingId: null, error: ({ event }) => failureText(event.error) }),
          },
          {
            target: 'ready',
            actions: [
              assign({ deletingId: null, change: null, error: ({ event }) => failureText(event.error) }),
              { type: 'toastError', params: ({ event }) => ({ message: failureText(event.error) }) },
            ],
          },
        ],
      },
    },
    // The connection dropped during a change: its order stays on screen until it is tried again or let go.
    interrupted: {
      entry: assign({ order: ({ context }) => (context.change?.kind === 'reorder' ? context.change.photoIds : null) }),
      exit: assign({ order: null }),
      on: {
        'photos.retry': { guard: ({ event }) => event.key === undefined, target: 'changing', actions: assign({ error: null }) },
        'photos.cancel': { target: 'ready', actions: assign({ error: null, change: null }) },
      },
    },
    conflict: {
      on: { 'photos.reload': 'reloading' },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        src: 'loadListing',
        input: ({ context }) => ({ propertyId: context.listing.id }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ listing: ({ event }) => event.output, error: null }),
            { type: 'listingChanged', params: ({ event }) => ({ listing: event.output }) },
          ],
        },
        onError: { target: 'conflict', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
  },
});

