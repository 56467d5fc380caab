import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accommodationUnits, properties } from '../../db/schema/index';
import type { SuccessBody } from '../../handler-types';
import type { AccessClaims } from '../../lib/access-tokens';
import { notFound } from '../../lib/http-error';

export interface DeleteAccommodationUnitOptions {
  db: Database;
  caller: AccessClaims;
  unitId: number;
}

/**
 * Deletes a unit of one of the caller's properties (admins: any unit). Another host's unit answers
 * exactly like a missing one (404), so ids cannot be probed for existence.
 * Refusing to delete a unit that has reservations (409) arrives with reservations.
 */
export async function deleteAccommodationUnit({
  db,
  caller,
  unitId,
}: DeleteAccommodationUnitOptions): Promise<SuccessBody<'deleteAccommodationUnit'>> {
  const ownedProperties = db.select({ id: properties.id }).from(properties).where(eq(properties.ownerId, caller.id));
  const deleted = await db
    .delete(accommodationUnits)
    .where(
      caller.role === 'ADMIN'
        ? eq(accommodationUnits.id, unitId)
        : and(eq(accommodationUnits.id, unitId), inArray(accommodationUnits.propertyId, ownedProperties)),
    )
    .returning({ id: accommodationUnits.id });
  if (deleted.length === 0) throw notFound('That accommodation unit');
  return { data: null, message: 'The unit was deleted' };
}
