import { msg } from '@lingui/core/macro';
/**
 * The units steps' values (unit/01 entire places, unit/02 rooms and homestays). Units are saved one
 * by one by the step itself; what the wizard keeps for the step is only the unit being edited, so
 * Back and Next know about unsaved edits. Kept apart from the forms so the registry loads no form,
 * and here rather than beside the step's screen because the unit editor's machine builds on them
 * and machines import no screen.
 */
import type { components } from '../openapi/schema';
import type { FieldMessage, WizardListing } from './wizard-listing';

export type ListingUnit = components['schemas']['ListingUnit'];

export type BedValues = { bedroomTypeId: number | null; count: number | null };
export type BedroomValues = { beds: BedValues[] };

/** One unit's form: the unit rules' fields (src/shared/listing-units.ts); null until filled. */
export type UnitValues = {
  name: string;
  unitCategoryId: number | null;
  guestCount: number | null;
  sizeSqm: number | null;
  pricePerNight: number | null;
  bedrooms: BedroomValues[];
  amenityIds: number[];
};

/** The unit being edited: a new one (unitId null) or a saved one. */
export type UnitEdit = { unitId: number | null; values: UnitValues };

/** What the wizard keeps for the units step. */
export type UnitsStepValues = { editing: UnitEdit | null };

export const blankBed = (): BedValues => ({ bedroomTypeId: null, count: 1 });

export const blankUnit = (): UnitValues => ({
  name: '',
  unitCategoryId: null,
  guestCount: null,
  sizeSqm: null,
  pricePerNight: null,
  bedrooms: [{ beds: [blankBed()] }],
  amenityIds: [],
});

export const unitValuesOf = (unit: ListingUnit): UnitValues => ({
  name: unit.name,
  unitCategoryId: unit.unitCategoryId,
  guestCount: unit.guestCount,
  sizeSqm: unit.sizeSqm,
  pricePerNight: unit.pricePerNight,
  bedrooms: unit.bedrooms.map((bedroom) => ({ beds: bedroom.beds.map((bed) => ({ ...bed })) })),
  amenityIds: [...unit.amenityIds],
});

export const listingUnits = (listing: WizardListing | null): ListingUnit[] =>
  Array.isArray(listing?.units) ? (listing.units as ListingUnit[]) : [];

export const initialUnits = (): UnitsStepValues => ({ editing: null });

export const UNSAVED_UNIT = msg`Save or discard the unit you are editing`;
export const NO_UNITS = msg`Add at least one unit`;
export const INCOMPLETE_UNITS = msg`Complete every unit: open it, fill in what is missing and save it`;

/**
 * Next on a units step: nothing to save, but an open unit form would be lost, and the wizard
 * cannot go on without at least one unit with every unit complete (completion.units).
 * The fields name the controls to focus: the open form's Save unit button, else Add unit.
 */
export function unitsStepIssues(values: unknown, listing: WizardListing | null): FieldMessage[] {
  if ((values as Partial<UnitsStepValues> | undefined)?.editing) return [{ field: 'unitEditor', message: UNSAVED_UNIT }];
  const units = listingUnits(listing);
  if (units.length === 0) return [{ field: 'units', message: NO_UNITS }];
  if (units.some((unit) => !unit.complete)) return [{ field: 'units', message: INCOMPLETE_UNITS }];
  return [];
}
