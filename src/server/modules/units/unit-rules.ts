import type { components } from '../../../../openapi/schema';
import type { accommodationUnits } from '../../db/schema/index';
import { LISTING_MESSAGES as M } from '../../../shared/listing-messages';
import { validateUnit, type UnitData, type UnitRulesContext } from '../../../shared/listing-units';
import type { FieldProblems } from '../../../shared/listing-steps';
import type { ListingReferences } from '../properties/listing-references';
import type { PropertyRow } from '../properties/property-access';

export type UnitRow = typeof accommodationUnits.$inferSelect;
export type UnitView = components['schemas']['ListingUnit'];

export function unitRulesContext(property: PropertyRow, refs: ListingReferences): UnitRulesContext {
  const type = refs.propertyTypes.find((t) => t.id === property.propertyTypeId);
  return {
    isRoomOrHomeStay: type?.isRoomOrHomeStay ?? false,
    currency: (property.currency as UnitRulesContext['currency']) ?? null,
    listingPricePerNight: property.pricePerNight,
  };
}

/** Unit category, bed type and amenity ids that name nothing in their reference lists. */
export function unitReferenceProblems(unit: UnitData, refs: ListingReferences): FieldProblems {
  const problems: FieldProblems = {};
  if (unit.unitCategoryId !== null && !refs.unitCategories.some((c) => c.id === unit.unitCategoryId)) {
    problems.unitCategoryId = M.unitCategoryUnknown;
  }
  const bedTypes = new Set(refs.bedroomTypes.map((t) => t.id));
  unit.bedrooms.forEach((room, r) =>
    room.beds.forEach((bed, b) => {
      if (!bedTypes.has(bed.bedroomTypeId)) problems[`bedrooms.${r}.beds.${b}.bedroomTypeId`] = M.bedTypeUnknown;
    }),
  );
  const amenities = new Set(refs.amenitiesWithCategories.flatMap((c) => c.amenities.map((a) => a.id)));
  unit.amenityIds.forEach((id, index) => {
    if (!amenities.has(id)) problems[`amenityIds.${index}`] = M.amenityUnknown;
  });
  return problems;
}

/** The unit's stored fields in the shape of its save body (units saved before these fields had none). */
function unitFields(row: UnitRow): Omit<UnitView, 'id' | 'complete'> {
  return {
    name: row.name ?? '',
    unitCategoryId: row.unitCategoryId,
    guestCount: row.guestCount ?? 0,
    sizeSqm: row.sizeSqm,
    pricePerNight: row.pricePerNight,
    bedrooms: row.bedrooms ?? [],
    amenityIds: row.amenityIds ?? [],
  };
}

/** A unit as the contract shows it, with whether it passes the unit rules today. */
export function toUnitView(row: UnitRow, property: PropertyRow, refs: ListingReferences): UnitView {
  const fields = unitFields(row);
  const checked = validateUnit(fields, unitRulesContext(property, refs));
  const complete = checked.ok && Object.keys(unitReferenceProblems(checked.data, refs)).length === 0;
  return { id: row.id, ...fields, complete };
}

export function unitColumns(unit: UnitData) {
  return {
    name: unit.name,
    unitCategoryId: unit.unitCategoryId,
    guestCount: unit.guestCount,
    sizeSqm: unit.sizeSqm,
    pricePerNight: unit.pricePerNight,
    bedrooms: unit.bedrooms,
    amenityIds: unit.amenityIds,
  };
}
