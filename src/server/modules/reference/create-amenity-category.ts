import { sql } from 'drizzle-orm';
import type { components, operations } from '../../../../openapi/schema';
import type { Database } from '../../db/database';
import { amenities, amenityCategories } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error-code';

export interface CreateAmenityCategoryOptions {
  db: Database;
  body: operations['createAmenityCategory']['requestBody']['content']['application/json'];
}

const duplicate = (name: string) =>
  new HttpError(409, `An amenity category named "${name}" already exists`, { name: 'This category already exists' });

/** Adds a category and its amenities (admins). Names are compared ignoring case and spaces. */
export async function createAmenityCategory({
  db,
  body,
}: CreateAmenityCategoryOptions): Promise<components['schemas']['AmenityCategory']> {
  const name = body.name.trim();
  const amenityNames = [...new Set((body.amenities ?? []).map((a) => a.trim()))];
  try {
    const created = await db.transaction(async (tx) => {
      const clash = await tx
        .select({ id: amenityCategories.id })
        .from(amenityCategories)
        .where(sql`lower(${amenityCategories.name}) = lower(${name})`)
        .limit(1);
      if (clash.length > 0) throw duplicate(name);
      const [category] = await tx.insert(amenityCategories).values({ name }).returning();
      const rows =
        amenityNames.length === 0
          ? []
          : await tx
              .insert(amenities)
              .values(amenityNames.map((n) => ({ categoryId: category.id, name: n })))
              .returning({ id: amenities.id, name: amenities.name });
      return { id: category.id, name: category.name, amenities: rows };
    });
    return created;
  } catch (error) {
    // Two admins adding the same name at once: the unique constraint decides.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw duplicate(name);
    throw error;
  }
}
