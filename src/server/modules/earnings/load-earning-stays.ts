import { and, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rowsOf } from '../../db/database';
import { properties, reservations } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';
import { COUNTED_STATUSES } from '../../../rules/earnings';

/** Whose stays: one property (already checked against the caller), or every property of an owner. */
export type EarningsScope = { propertyId: number } | { ownerId: number };

/** The scope's properties by id, with their names (the stays and groups carry only the id). */
export async function propertiesInScope(db: Queryable, scope: EarningsScope): Promise<Map<number, string | null>> {
  const owned = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where('propertyId' in scope ? eq(properties.id, scope.propertyId) : eq(properties.ownerId, scope.ownerId));
  return new Map(owned.map((property) => [property.id, property.name]));
}

/**
 * Counted stays of these properties checking out in [from, to]. Filtered by `property_id = ANY(...)`
 * rather than joined to the owner's properties: joined, the planner may read every property's stays
 * of the year and hash-join them (measured 200 ms against a few ms with 200 000 stays), because it
 * cannot tell how few properties one owner has. reservations_property_check_out_idx serves it.
 */
function countedStays(propertyIds: number[], from: string, to: string): SQL {
  return and(
    inArray(reservations.propertyId, propertyIds),
    gte(reservations.checkOut, from),
    lte(reservations.checkOut, to),
    inArray(reservations.status, [...COUNTED_STATUSES]),
  )!;
}

const stayColumns = {
  code: reservations.code,
  propertyId: reservations.propertyId,
  guestName: reservations.guestName,
  checkIn: reservations.checkIn,
  checkOut: reservations.checkOut,
  nights: reservations.nights,
  channel: reservations.channel,
  status: reservations.status,
  currency: reservations.currency,
  amount: reservations.amount,
  commissionPercent: reservations.commissionPercent,
  commission: reservations.commission,
  net: reservations.net,
  paymentMethod: reservations.paymentMethod,
  planName: reservations.planName,
};

export type EarningStayRow = { [K in keyof typeof stayColumns]: (typeof stayColumns)[K]['_']['data'] };

/** The stays themselves, latest check-out first, at most `limit`. */
export async function loadEarningStays(db: Queryable, propertyIds: number[], from: string, to: string, limit: number): Promise<EarningStayRow[]> {
  if (propertyIds.length === 0) return [];
  return db
    .select(stayColumns)
    .from(reservations)
    .where(countedStays(propertyIds, from, to))
    .orderBy(desc(reservations.checkOut), desc(reservations.id))
    .limit(limit) as Promise<EarningStayRow[]>;
}

/**
 * The stays summed per property, currency, check-out month and whatever decides their payout
 * (status, payment method, plan). The totals come from these few groups, so a report costs the
 * same whether the period holds ten stays or ten thousand; the payout rule itself is applied to
 * each group in JavaScript (src/rules/earnings.ts), where it is written once.
 */
export interface EarningGroup {
  propertyId: number;
  currency: string;
  month: string;
  status: string;
  paymentMethod: string;
  planName: string | null;
  stays: number;
  gross: number;
  commission: number;
  net: number;
}

// Grouping keys are compared byte-wise (COLLATE "C") and the month is a number: sorting on the
// database's text collation and to_char made this query five times slower on PGlite.
const byteWise = (column: SQL | typeof reservations.currency) => sql<string>`${column} collate "C"`;
const monthNumber = sql<number>`(extract(year from ${reservations.checkOut}) * 100 + extract(month from ${reservations.checkOut}))::int`;

const groupKeys = {
  propertyId: reservations.propertyId,
  currency: byteWise(sql`${reservations.currency}`),
  month: monthNumber,
  status: byteWise(sql`${reservations.status}`),
  paymentMethod: byteWise(sql`${reservations.paymentMethod}`),
  planName: sql<string | null>`${reservations.planName} collate "C"`,
};

/** json_build_object('key', expression, …): a row as one JSON value, named as in TypeScript. */
const jsonObject = (fields: Record<string, SQLWrapper>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${key}::text, ${value}`),
    sql`, `,
  )})`;

/**
 * The report's groups and its latest `limit` stays in one statement of two JSON arrays: PGlite
 * decodes each result row in JavaScript, so two hundred stays as rows cost several times what
 * one JSON value does, and one statement costs less than two. Numbers stay exact: numeric sums
 * travel as JSON numbers. The latest stays are cut to `limit` before any JSON is built (building
 * it for every stay of the year, then sorting, was three quarters of the statement); the page keeps
 * the table's name as its alias, so the same column references read it.
 */
export async function loadEarningsReport(
  db: Queryable,
  propertyIds: number[],
  from: string,
  to: string,
  limit: number,
): Promise<{ groups: EarningGroup[]; stays: EarningStayRow[] }> {
  if (propertyIds.length === 0) return { groups: [], stays: [] };
  const where = countedStays(propertyIds, from, to);
  const group = jsonObject({
    ...groupKeys,
    stays: sql`count(*)::int`,
    gross: sql`sum(${reservations.amount})`,
    commission: sql`sum(${reservations.commission})`,
    net: sql`sum(${reservations.net})`,
  });
  const [row] = rowsOf<{ groups: (Omit<EarningGroup, 'month'> & { month: number })[]; stays: EarningStayRow[] }>(
    await db.execute(sql`select
      (select coalesce(json_agg(g.item), '[]') from (
        select ${group} as item from ${reservations} where ${where} group by ${sql.join(Object.values(groupKeys), sql`, `)}) g) as groups,
      (select coalesce(json_agg(${jsonObject(stayColumns)} order by ${reservations.checkOut} desc, ${reservations.id} desc), '[]') from (
        select * from ${reservations} where ${where} order by ${reservations.checkOut} desc, ${reservations.id} desc limit ${limit}
      ) as ${reservations}) as stays`),
  );
  // 202701 → '2027-01'
  return {
    groups: row.groups.map((g) => ({ ...g, month: `${Math.floor(g.month / 100)}-${String(g.month % 100).padStart(2, '0')}` })),
    stays: row.stays,
  };
}
