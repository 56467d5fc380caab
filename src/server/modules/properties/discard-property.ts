import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { Database } from '../../db/database';
import { LISTING_MESSAGES as M } from '../../../rules/listing-messages';
import { findPropertyFor } from './property-access';

export interface DiscardPropertyOptions {
  db: Database;
  caller: AccessClaims;
  propertyId: number;
}

/**
 * Deletes a draft and its units (/draft-listing → discard). Anything past the draft stage has
 * guests, reviews or history attached and is unlisted instead, so it answers 409.
 */
export async function discardProperty({ db, caller, propertyId }: DiscardPropertyOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findPropertyFor({ db: tx, caller, propertyId, forUpdate: true });
    if (row.status !== 'draft') throw new HttpError(409, M.onlyDraftsDiscarded);
    await tx.delete(properties).where(eq(properties.id, row.id));
  });
}
