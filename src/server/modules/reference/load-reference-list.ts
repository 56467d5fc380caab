import { asc, eq, type SQL } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import type { Database } from '../../db/database';
import * as t from '../../db/schema/index';

type S = components['schemas'];

export interface ReferenceLists {
  propertyTypes: S['PropertyType'][];
  languages: S['Language'][];
  questions: S['Question'][];
  amenitiesWithCategories: S['AmenityCategory'][];
  sharedBathroomTypes: S['NamedItem'][];
  otherBathroomTypes: S['NamedItem'][];
  bedroomTypes: S['NamedItem'][];
  unitCategories: S['NamedItem'][];
  highlights: S['NamedItem'][];
  cancellationPolicies: S['CancellationPolicy'][];
  plans: S['Plan'][];
  otherParties: S['NamedItem'][];
}
export type ReferenceKind = keyof ReferenceLists;

/** The contract's optional strings are absent, never null. */
function named(rows: { id: number; name: string; description: string | null }[]): S['NamedItem'][] {
  return rows.map(({ id, name, description }) => (description ? { id, name, description } : { id, name }));
}

type NamedTable =
  | typeof t.bathroomTypes
  | typeof t.bedroomTypes
  | typeof t.unitCategories
  | typeof t.highlights
  | typeof t.otherParties;

/** The plain lists share id, name and description; one query shape serves them all. */
async function listNamed(db: Database, table: NamedTable, where?: SQL): Promise<S['NamedItem'][]> {
  const tbl = table as typeof t.bedroomTypes; // same three columns in each table
  const rows = await db
    .select({ id: tbl.id, name: tbl.name, description: tbl.description })
    .from(tbl)
    .where(where)
    .orderBy(asc(tbl.id));
  return named(rows);
}

/** Reads one reference list from the database, in display order (insertion order = id). */
export async function loadReferenceList<K extends ReferenceKind>(db: Database, kind: K): Promise<ReferenceLists[K]> {
  const loaders: { [P in ReferenceKind]: () => Promise<ReferenceLists[P]> } = {
    propertyTypes: async () =>
      (await db.select().from(t.propertyTypes).orderBy(asc(t.propertyTypes.id))).map((r) => ({
        id: r.id,
        name: r.name,
        ...(r.description ? { description: r.description } : {}),
        isRoomOrHomeStay: r.isRoomOrHomestay,
      })),
    languages: () =>
      db
        .select({ id: t.languages.id, name: t.languages.name, code: t.languages.code, nativeName: t.languages.nativeName })
        .from(t.languages)
        .orderBy(asc(t.languages.id)),
    questions: async () =>
      (await db.select().from(t.questions).orderBy(asc(t.questions.id))).map((r) => ({
        id: r.id,
        question: r.question,
        answerType: r.answerType as S['Question']['answerType'],
        required: r.required,
        ...(r.hint ? { hint: r.hint } : {}),
      })),
    amenitiesWithCategories: async () => {
      const categories = await db.select().from(t.amenityCategories).orderBy(asc(t.amenityCategories.id));
      const items = await db.select().from(t.amenities).orderBy(asc(t.amenities.id));
      return categories.map((c) => ({
        id: c.id,
        name: c.name,
        amenities: items.filter((a) => a.categoryId === c.id).map((a) => ({ id: a.id, name: a.name })),
      }));
    },
    sharedBathroomTypes: () => listNamed(db, t.bathroomTypes, eq(t.bathroomTypes.kind, 'shared')),
    otherBathroomTypes: () => listNamed(db, t.bathroomTypes, eq(t.bathroomTypes.kind, 'other')),
    bedroomTypes: () => listNamed(db, t.bedroomTypes),
    unitCategories: () => listNamed(db, t.unitCategories),
    highlights: () => listNamed(db, t.highlights),
    otherParties: () => listNamed(db, t.otherParties),
    cancellationPolicies: () =>
      db
        .select({
          id: t.cancellationPolicies.id,
          name: t.cancellationPolicies.name,
          description: t.cancellationPolicies.description,
          freeCancellationDays: t.cancellationPolicies.freeCancellationDays,
          refundPercentAfter: t.cancellationPolicies.refundPercentAfter,
        })
        .from(t.cancellationPolicies)
        .orderBy(asc(t.cancellationPolicies.id)),
    plans: async () =>
      (await db.select().from(t.plans).orderBy(asc(t.plans.id))).map((r) => ({
        id: r.id,
        name: r.name as S['PlanName'],
        displayName: r.displayName,
        commissionPercent: Number(r.commissionPercent),
        payoutText: r.payoutText,
        features: r.features,
      })),
  };
  return loaders[kind]() as Promise<ReferenceLists[K]>;
}
