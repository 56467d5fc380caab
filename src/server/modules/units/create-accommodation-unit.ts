import { loadModerationNote } from '../moderation/moderation-events';
import { eq } from 'drizzle-orm';
import { accommodationUnits, properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { validateUnit } from '../../../shared/listing-units';
import { loadListingReferences } from '../properties/listing-references';
import { assertEditable } from '../properties/assert-editable';
import { findPropertyFor } from '../properties/property-access';
import { loadUnits, toPropertyView, type PropertyView } from '../properties/property-view';
import { loadListingPhotos } from '../photos/listing-photo-view';
import { versionConflict } from '../properties/save-listing-step';
import { unitColumns, unitReferenceProblems, unitRulesContext } from './unit-rules';

export interface CreateAccommodationUnitOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  propertyId: number;
  body: { version: number };
}

/**
 * Adds a unit to one of the caller's properties (unit/01 or unit/02). Units are part of the
 * listing, so adding one follows the property's version rule like any step: the property's
 * version must be the stored one, and goes up by one.
 */
export async function createAccommodationUnit({ deps, caller, propertyId, body }: CreateAccommodationUnitOptions): Promise<PropertyView> {
  const { version, ...fields } = body;
  const refs = await loadListingReferences(deps.reference);
  return deps.db.transaction(async (tx) => {
    const property = await findPropertyFor({ db: tx, caller, propertyId, forUpdate: true });
    if (property.version !== version) throw versionConflict();
    assertEditable(caller, property);
    const checked = validateUnit(fields, unitRulesContext(property, refs));
    if (!checked.ok) throw HttpError.unprocessable(checked.fieldMessages);
    const problems = unitReferenceProblems(checked.data, refs);
    if (Object.keys(problems).length > 0) throw HttpError.unprocessable(problems);
    const now = deps.clock();
    await tx.insert(accommodationUnits).values({ propertyId: property.id, ...unitColumns(checked.data), createdAt: now, updatedAt: now });
    const [saved] = await tx
      .update(properties)
      .set({ version: property.version + 1, updatedAt: now })
      .where(eq(properties.id, property.id))
      .returning();
    return toPropertyView(saved, await loadUnits(tx, property.id), refs, await loadListingPhotos(tx, property.id), await loadModerationNote(tx, property.id));
  });
}
