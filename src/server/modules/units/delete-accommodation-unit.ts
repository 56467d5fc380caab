import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accommodationUnits, properties } from '../../db/schema/index';
import type { SuccessBody } from '../../handler-types';
import type { AccessClaims } from '../../lib/access-tokens';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, RESTRICT_VIOLATION } from '../../lib/pg-error-code';
import { versionConflict } from '../properties/save-listing-step';
import { findUnitFor } from './find-unit';

export interface DeleteAccommodationUnitOptions {
  db: Database;
  clock: Clock;
  caller: AccessClaims;
  unitId: number;
  /** The property's version the page last read; optional, as the spec's call carries no body. */
  version?: number;
}

/**
 * Deletes a unit of one of the caller's properties (admins: any unit). Another host's unit answers
 * exactly like a missing one (404), so ids cannot be probed for existence. The unit is part of the
 * listing, so the property's version goes up; a stale `version`, when sent, answers 409.
 * A unit with reservations (of any status: they are the stay's record) cannot be deleted: 409.
 */
export async function deleteAccommodationUnit({
  db,
  clock,
  caller,
  unitId,
  version,
}: DeleteAccommodationUnitOptions): Promise<SuccessBody<'deleteAccommodationUnit'>> {
  try {
    await db.transaction(async (tx) => {
      const { property } = await findUnitFor({ db: tx, caller, unitId });
      if (version !== undefined && version !== property.version) throw versionConflict();
      await tx.delete(accommodationUnits).where(eq(accommodationUnits.id, unitId));
      await tx.update(properties).set({ version: property.version + 1, updatedAt: clock() }).where(eq(properties.id, property.id));
    });
  } catch (error) {
    // reservations.unit_id is ON DELETE RESTRICT.
    const code = pgErrorCode(error);
    if (code === RESTRICT_VIOLATION || code === FOREIGN_KEY_VIOLATION) throw new HttpError(409, 'This unit has reservations, so it cannot be deleted');
    throw error;
  }
  return { data: null, message: 'The unit was deleted' };
}
