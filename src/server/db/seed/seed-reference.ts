import { inArray } from 'drizzle-orm';
import type { Database } from '../database';
import {
  amenities,
  amenityCategories,
  bathroomTypes,
  bedroomTypes,
  cancellationPolicies,
  highlights,
  languages,
  otherParties,
  plans,
  propertyTypes,
  questions,
  unitCategories,
} from '../schema/index';
import { AMENITY_CATEGORIES } from './amenity-data';
import { PLANS } from './plan-data';
import {
  BATHROOM_TYPES,
  BEDROOM_TYPES,
  CANCELLATION_POLICIES,
  HIGHLIGHTS,
  LANGUAGES,
  OTHER_PARTIES,
  PROPERTY_TYPES,
  QUESTIONS,
  UNIT_CATEGORIES,
} from './reference-data';

/**
 * Inserts the reference lists. Every insert is "on conflict do nothing" on a unique name, so a
 * second start inserts nothing and rows an admin renamed or added are left alone.
 * Returns the number of rows inserted.
 */
export async function seedReferenceData(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    let inserted = 0;
    const count = (rows: unknown[]) => (inserted += rows.length);
    const ret = { id: propertyTypes.id }; // any column works: we only count rows

    count(await tx.insert(propertyTypes).values(PROPERTY_TYPES.map((p) => ({ ...p }))).onConflictDoNothing().returning(ret));
    count(await tx.insert(languages).values([...LANGUAGES]).onConflictDoNothing().returning({ id: languages.id }));
    count(await tx.insert(questions).values(QUESTIONS.map((q) => ({ ...q }))).onConflictDoNothing().returning({ id: questions.id }));
    count(await tx.insert(bathroomTypes).values([...BATHROOM_TYPES]).onConflictDoNothing().returning({ id: bathroomTypes.id }));
    count(await tx.insert(bedroomTypes).values([...BEDROOM_TYPES]).onConflictDoNothing().returning({ id: bedroomTypes.id }));
    count(await tx.insert(unitCategories).values([...UNIT_CATEGORIES]).onConflictDoNothing().returning({ id: unitCategories.id }));
    count(await tx.insert(highlights).values([...HIGHLIGHTS]).onConflictDoNothing().returning({ id: highlights.id }));
    count(
      await tx
        .insert(cancellationPolicies)
        .values([...CANCELLATION_POLICIES])
        .onConflictDoNothing()
        .returning({ id: cancellationPolicies.id }),
    );
    count(
      await tx
        .insert(plans)
        .values(PLANS.map((p) => ({ ...p, features: [...p.features] })))
        .onConflictDoNothing()
        .returning({ id: plans.id }),
    );
    count(await tx.insert(otherParties).values([...OTHER_PARTIES]).onConflictDoNothing().returning({ id: otherParties.id }));

    count(
      await tx
        .insert(amenityCategories)
        .values(AMENITY_CATEGORIES.map((c) => ({ name: c.name })))
        .onConflictDoNothing()
        .returning({ id: amenityCategories.id }),
    );
    const categoryRows = await tx
      .select({ id: amenityCategories.id, name: amenityCategories.name })
      .from(amenityCategories)
      .where(inArray(amenityCategories.name, AMENITY_CATEGORIES.map((c) => c.name)));
    const idByName = new Map(categoryRows.map((c) => [c.name, c.id]));
    const amenityRows = AMENITY_CATEGORIES.flatMap((c) =>
      c.amenities.map((name) => ({ categoryId: idByName.get(c.name)!, name })),
    );
    count(await tx.insert(amenities).values(amenityRows).onConflictDoNothing().returning({ id: amenities.id }));
    return inserted;
  });
}
