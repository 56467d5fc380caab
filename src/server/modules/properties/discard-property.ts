import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { Database } from '../../db/database';
import type { ImageStorage } from '../../lib/avatar-storage';
import { LISTING_MESSAGES as M } from '../../../shared/listing-messages';
import { loadListingPhotos } from '../photos/listing-photo-view';
import { findPropertyFor } from './property-access';

export interface DiscardPropertyOptions {
  db: Database;
  caller: AccessClaims;
  propertyId: number;
  /** Where the draft's photo files are; they go once the draft is gone. */
  photos: ImageStorage;
  log: FastifyBaseLogger;
}

/**
 * Deletes a draft with its units and photos (/draft-listing → discard). Anything past the draft
 * stage has guests, reviews or history attached and is unlisted instead, so it answers 409. The
 * photo rows go with the property (cascade); their files are removed once that is committed.
 */
export async function discardProperty({ db, caller, propertyId, photos, log }: DiscardPropertyOptions): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const row = await findPropertyFor({ db: tx, caller, propertyId, forUpdate: true });
    if (row.status !== 'draft') throw new HttpError(409, M.onlyDraftsDiscarded);
    const rows = await loadListingPhotos(tx, row.id);
    await tx.delete(properties).where(eq(properties.id, row.id));
    return rows.flatMap((photo) => [photo.largePath, photo.thumbnailPath]);
  });
  for (const file of files) await photos.remove(file).catch((err: unknown) => log.warn({ err }, 'listing photo file not removed'));
}
