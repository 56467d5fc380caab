import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { accommodationUnits } from '../../db/schema/index';
import { approvedPhotos, toListingPhotoView, type ListingPhotoRow } from '../photos/listing-photo-view';
import {
  isListingFormStepKey,
  isSectionComplete,
  LISTING_STEP_KEYS,
  validateListingStep,
  type ListingFormStepKey,
  type ListingStepKey,
} from '../../../shared/listing-steps';
import { toUnitView, type UnitRow } from '../units/unit-rules';
import { listingRulesContext, planNameOf, referenceProblems, type ListingReferences } from './listing-references';
import { readListingSteps } from './listing-step-storage';
import type { PropertyRow, Queryable } from './property-access';
import type { ModerationNote } from '../moderation/moderation-events';

export type PropertyView = components['schemas']['Property'];
type Completion = PropertyView['completion'];

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
  // Guests get only approved photos; a live listing's new uploads wait apart (LIVE_PHOTO_RULES).
  const photos = approvedPhotos(photoRows).map(toListingPhotoView);
  const photosWaitingForReview = photoRows.filter((photo) => photo.waitingForReview).map(toListingPhotoView);
  // Each section's rule comes from the step table; a form section's facts are its stored data checked.
  const formValid = (section: ListingFormStepKey) => {
    const data = steps[section];
    if (data === null) return false;
    const checked = validateListingStep(section, data, context);
    return checked.ok && Object.keys(referenceProblems(section, checked.data, refs)).length === 0;
  };
  const completion = Object.fromEntries(
    LISTING_STEP_KEYS.map((key) => [
      key,
      isSectionComplete(key, { formValid: isListingFormStepKey(key) && formValid(key), units, photoCount: photos.length }),
    ]),
  ) as Completion;
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
    photosWaitingForReview,
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
