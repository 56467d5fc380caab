import { MIN_LISTING_PHOTOS } from '../../../shared/image-uploads';
import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { accommodationUnits } from '../../db/schema/index';
import { toListingPhotoView, type ListingPhotoRow } from '../photos/listing-photo-view';
import {
  LISTING_FORM_STEP_KEYS,
  LISTING_STEP_KEYS,
  validateListingStep,
  type ListingStepKey,
} from '../../../shared/listing-steps';
import { toUnitView, type UnitRow } from '../units/unit-rules';
import { listingRulesContext, planNameOf, referenceProblems, type ListingReferences } from './listing-references';
import { readListingSteps } from './listing-step-storage';
import type { PropertyRow, Queryable } from './property-access';
import type { ModerationNote } from '../moderation/moderation-events';

export type PropertyView = components['schemas']['Property'];
type Completion = PropertyView['completion'];

/** The listing needs this many photos (DOMAIN.md, image/01). */

/**
 * The contract's Property: the row, its steps' data, and completion computed from that data with
 * the same rules a save is checked with (plus the reference lists), so it cannot drift.
 */
export function toPropertyView(
  row: PropertyRow,
  unitRows: UnitRow[],
  refs: ListingReferences,
  photoRows: ListingPhotoRow[],
  moderationNote: ModerationNote | null,
): PropertyView {
  const units = unitRows.map((unit) => toUnitView(unit, row, refs));
  const steps = readListingSteps(row);
  const context = listingRulesContext(refs, row.planId);
  const photos = photoRows.map(toListingPhotoView);
  const completion = Object.fromEntries(LISTING_STEP_KEYS.map((key) => [key, false])) as Completion;
  for (const step of LISTING_FORM_STEP_KEYS) {
    const data = steps[step];
    if (data === null) continue;
    const checked = validateListingStep(step, data, context);
    completion[step] = checked.ok && Object.keys(referenceProblems(step, checked.data, refs)).length === 0;
  }
  completion.units = units.length > 0 && units.every((unit) => unit.complete);
  completion.photos = photos.length >= MIN_LISTING_PHOTOS;
  const firstIncompleteStep = LISTING_STEP_KEYS.find((key: ListingStepKey) => !completion[key]) ?? null;
  const propertyType = refs.propertyTypes.find((t) => t.id === row.propertyTypeId);
  return {
    id: row.id,
    status: row.status as PropertyView['status'],
    version: row.version,
    planId: row.planId,
    planName: planNameOf(refs, row.planId),
    propertyTypeId: row.propertyTypeId,
    isPropertyTypeRoomOrHomeStay: propertyType?.isRoomOrHomeStay ?? false,
    name: row.name,
    steps,
    units,
    photos,
    completion,
    firstIncompleteStep,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    moderationNote,
  };
}

export async function loadUnits(db: Queryable, propertyId: number) {
  return db
    .select()
    .from(accommodationUnits)
    .where(eq(accommodationUnits.propertyId, propertyId))
    .orderBy(asc(accommodationUnits.id));
}
