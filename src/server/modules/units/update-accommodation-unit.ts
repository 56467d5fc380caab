import { loadModerationNote } from '../moderation/moderation-events';
import { eq } from 'drizzle-orm';
import { accommodationUnits, properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { validateUnit } from '../../../shared/listing-units';
import { loadListingReferences } from '../properties/listing-references';
import { loadUnits, toPropertyView, type PropertyView } from '../properties/property-view';
import { loadListingPhotos } from '../photos/listing-photo-view';
import { versionConflict } from '../properties/save-listing-step';
import { findUnitFor } from './find-unit';
import { unitColumns, unitReferenceProblems, unitRulesContext } from './unit-rules';

export interface UpdateAccommodationUnitOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock'>;
  caller: AccessClaims;
  unitId: number;
  body: { version: number };
}

/** Replaces a unit's fields; the property's version rule applies as for any step. */
export async function updateAccommodationUnit({ deps, caller, unitId, body }: UpdateAccommodationUnitOptions): Promise<PropertyView> {
  const { version, ...fields } = body;
  const refs = await loadListingReferences(deps.reference);
  return deps.db.transaction(async (tx) => {
    const { property } = await findUnitFor({ db: tx, caller, unitId });
    if (property.version !== version) throw versionConflict();
    const checked = validateUnit(fields, unitRulesContext(property, refs));
    if (!checked.ok) throw HttpError.unprocessable(checked.fieldMessages);
    const problems = unitReferenceProblems(checked.data, refs);
    if (Object.keys(problems).length > 0) throw HttpError.unprocessable(problems);
    const now = deps.clock();
    await tx.update(accommodationUnits).set({ ...unitColumns(checked.data), updatedAt: now }).where(eq(accommodationUnits.id, unitId));
    const [saved] = await tx
      .update(properties)
      .set({ version: property.version + 1, updatedAt: now })
      .where(eq(properties.id, property.id))
      .returning();
    return toPropertyView(saved, await loadUnits(tx, property.id), refs, await loadListingPhotos(tx, property.id), await loadModerationNote(tx, property.id));
  });
}
