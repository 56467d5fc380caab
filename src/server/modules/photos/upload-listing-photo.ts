import { isListingPhotoLargeEnough, listingPhotoTooSmallMessage, MAX_IMAGE_BYTES, MAX_LISTING_PHOTOS } from '../../../shared/image-uploads';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { newPhotoNeedsReview } from '../../../shared/live-listing-changes';
import { hasAdminReach } from '../../lib/access-policy';
import { listingPhotos } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import { renderWideWebp } from '../../lib/image-upload';
import { readSingleFile } from '../../lib/read-single-file';
import type { AppDeps } from '../../types';
import { assertEditable } from '../properties/assert-editable';
import { findPropertyFor } from '../properties/property-access';
import type { PropertyView } from '../properties/property-view';
import { changeListingPhotos } from './change-listing-photos';
import { PHOTO_WIDTHS } from './listing-photo-view';

export interface UploadListingPhotoOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock' | 'listingPhotos'>;
  request: FastifyRequest;
  log: FastifyBaseLogger;
  caller: AccessClaims;
  propertyId: number;
}

const TOO_LARGE = 'The photo is larger than 15 MB. Please choose a smaller one';
const tooMany = () => HttpError.unprocessable({ photo: `A listing can have at most ${MAX_LISTING_PHOTOS} photos. Delete one to add another` });

/**
 * Adds one photo at the end of a listing: checked by magic bytes (not name or Content-Type),
 * re-encoded to 1600 px and 400 px wide WebP with metadata stripped, stored under names the server
 * makes; photos under MIN_LISTING_PHOTO_SIZE are refused with 422. Ownership and the 30-photo cap are checked before the body is read, and again under the
 * property's lock (concurrent uploads); the cap counts photos waiting for review too. A host's
 * upload to a live listing waits for review (LIVE_PHOTO_RULES). No version is asked for: see the contract.
 */
export async function uploadListingPhoto({ deps, request, log, caller, propertyId }: UploadListingPhotoOptions): Promise<PropertyView> {
  const property = await findPropertyFor({ db: deps.db, caller, propertyId });
  assertEditable(caller, property);
  const [{ n }] = await deps.db.select({ n: count() }).from(listingPhotos).where(eq(listingPhotos.propertyId, property.id));
  if (n >= MAX_LISTING_PHOTOS) throw tooMany();

  const bytes = await readSingleFile(request.raw, { field: 'photo', maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: TOO_LARGE });
  const rendered = await renderWideWebp(bytes, [PHOTO_WIDTHS.large, PHOTO_WIDTHS.thumbnail], ({ width, height }) => {
    if (!isListingPhotoLargeEnough(width, height)) throw HttpError.unprocessable({ photo: listingPhotoTooSmallMessage(width, height) });
  });
  const large = rendered.get(PHOTO_WIDTHS.large)!;
  const thumbnail = rendered.get(PHOTO_WIDTHS.thumbnail)!;

  const id = randomBytes(16).toString('hex');
  const saved: string[] = [];
  try {
    saved.push(await deps.listingPhotos.save(`${id}-${PHOTO_WIDTHS.large}.webp`, large.bytes));
    saved.push(await deps.listingPhotos.save(`${id}-${PHOTO_WIDTHS.thumbnail}.webp`, thumbnail.bytes));
    return await changeListingPhotos({
      deps,
      caller,
      propertyId,
      version: undefined,
      change: async (tx, locked, photos) => {
        if (photos.length >= MAX_LISTING_PHOTOS) throw tooMany();
        const waitingForReview = newPhotoNeedsReview(locked.status, hasAdminReach(caller));
        await tx.insert(listingPhotos).values({
          propertyId: locked.id,
          position: photos.length,
          isMain: !waitingForReview && !photos.some((photo) => photo.isMain),
          waitingForReview,
          largePath: saved[0],
          thumbnailPath: saved[1],
          width: large.width,
          height: large.height,
          createdAt: deps.clock(),
        });
      },
    });
  } catch (error) {
    for (const file of saved) await deps.listingPhotos.remove(file).catch((err: unknown) => log.warn({ err }, 'listing photo file not removed'));
    throw error;
  }
}
