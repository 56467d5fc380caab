import { eq } from 'drizzle-orm';
import { accommodationUnits } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError, notFound } from '../../lib/http-error';
import { assertEditable } from '../properties/assert-editable';
import { findPropertyFor, type PropertyRow, type Queryable } from '../properties/property-access';
import type { UnitRow } from './unit-rules';

const unitNotFound = () => notFound('That accommodation unit');

/**
 * A unit of one of the caller's properties (admins: any), with its property locked for the rest of
 * the transaction. Another host's unit answers exactly like a missing one (404). Units are found
 * to be changed or deleted, so a listing the caller may not edit in its status answers 409.
 */
export async function findUnitFor({ db, caller, unitId }: { db: Queryable; caller: AccessClaims; unitId: number }): Promise<{ unit: UnitRow; property: PropertyRow }> {
  const [unit] = await db.select().from(accommodationUnits).where(eq(accommodationUnits.id, unitId)).limit(1);
  if (!unit) throw unitNotFound();
  try {
    const property = await findPropertyFor({ db, caller, propertyId: unit.propertyId, forUpdate: true });
    assertEditable(caller, property);
    return { unit, property };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw unitNotFound();
    throw error;
  }
}
