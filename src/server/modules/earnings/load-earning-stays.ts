import { and, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rowsOf } from '../../db/database';
import { properties, reservationMonths, reservations } from '../../db/schema/index';
import type { Queryable } from '../properties/property-access';
import { COUNTED_STATUSES, wholeMonthsOf } from '../../../shared/earnings';
import { addDays } from '../../../shared/reservation-dates';

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
  paymentStatus: reservations.paymentStatus,
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
 * each group in JavaScript (src/shared/earnings.ts), where it is written once.
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
const byteWise = (column: SQL) => sql<string>`${column} collate "C"`;
const monthNumber = (day: SQLWrapper) => sql<number>`(extract(year from ${day}) * 100 + extract(month from ${day}))::int`;

/** A group's keys, in EarningGroup's order, from the stays themselves. */
const groupKeys = [
  reservations.propertyId,
  byteWise(sql`${reservations.currency}`),
  monthNumber(reservations.checkOut),
  byteWise(sql`${reservations.status}`),
  byteWise(sql`${reservations.paymentMethod}`),
  byteWise(sql`${reservations.planName}`),
];

/** The same groups as kept per month in reservation_months (migration 0017's triggers). */
const keptGroup = sql`json_build_array(${reservationMonths.propertyId}, ${reservationMonths.currency}, ${monthNumber(reservationMonths.month)},
  ${reservationMonths.status}, ${reservationMonths.paymentMethod}, ${reservationMonths.planName},
  ${reservationMonths.stays}, ${reservationMonths.gross}, ${reservationMonths.commission}, ${reservationMonths.net})`;
const summedGroup = sql`json_build_array(${sql.join(groupKeys, sql`, `)},
  count(*)::int, sum(${reservations.amount}), sum(${reservations.commission}), sum(${reservations.net}))`;

/** The groups of counted stays checking out in [from, to], summed from the stays. */
const summedGroups = (propertyIds: number[], from: string, to: string) =>
  sql`select ${summedGroup} as item from ${reservations} where ${countedStays(propertyIds, from, to)} group by ${sql.join(groupKeys, sql`, `)}`;

/**
 * The groups of [from, to]: whole months as kept in reservation_months (a few rows a month), the
 * days of a month the range only partly covers summed from their stays.
 */
function groupsOf(propertyIds: number[], from: string, to: string): SQL {
  const whole = wholeMonthsOf(from, to);
  if (!whole) return summedGroups(propertyIds, from, to);
  const kept = sql`select ${keptGroup} as item from ${reservationMonths}
    where ${and(
      inArray(reservationMonths.propertyId, propertyIds),
      gte(reservationMonths.month, whole.start),
      lt(reservationMonths.month, whole.end),
      inArray(reservationMonths.status, [...COUNTED_STATUSES]),
      ne(reservationMonths.stays, 0),
    )}`;
  const parts = [kept];
  if (from < whole.start) parts.push(summedGroups(propertyIds, from, addDays(whole.start, -1)));
  if (whole.end <= to) parts.push(summedGroups(propertyIds, whole.end, to));
  return sql.join(parts, sql` union all `);
}

type GroupArray = [number, string, number, string, string, string | null, number, number, number, number];
type StayArray = EarningStayRow[keyof EarningStayRow][];
const STAY_KEYS = Object.keys(stayColumns) as (keyof EarningStayRow)[];

/** The latest `limit` counted stays as one JSON array of arrays (see loadEarningsReport). */
const latestStays = (propertyIds: number[], from: string, to: string, limit: number) =>
  sql`(select coalesce(json_agg(json_build_array(${sql.join(Object.values(stayColumns), sql`, `)}) order by ${reservations.checkOut} desc, ${reservations.id} desc), '[]') from (
    select * from ${reservations} where ${countedStays(propertyIds, from, to)} order by ${reservations.checkOut} desc, ${reservations.id} desc limit ${limit}
  ) as ${reservations})`;

/**
 * The report's groups and its latest `limit` stays in one statement of two JSON arrays: PGlite
 * decodes each result row in JavaScript, so two hundred stays as rows cost several times what
 * one JSON value does, and one statement costs less than two. Each group and stay is an array,
 * named here: building an object per stay, its keys repeated, cost the database half as much
 * again. Numbers stay exact: numeric sums travel as JSON numbers. The latest stays are cut to
 * `limit` before any JSON is built (none read, nor planned, for a limit of 0); the page keeps the table's name as its alias, so the same
 * column references read it.
 */
export async function loadEarningsReport(
  db: Queryable,
  propertyIds: number[],
  from: string,
  to: string,
  limit: number,
): Promise<{ groups: EarningGroup[]; stays: EarningStayRow[] }> {
  if (propertyIds.length === 0) return { groups: [], stays: [] };
  const [row] = rowsOf<{ groups: GroupArray[]; stays: StayArray[] }>(
    await db.execute(sql`select
      (select coalesce(json_agg(g.item), '[]') from (${groupsOf(propertyIds, from, to)}) g) as groups,
      ${limit === 0 ? sql`'[]'::json` : latestStays(propertyIds, from, to, limit)} as stays`),
  );
  return {
    groups: row.groups.map(([propertyId, currency, month, status, paymentMethod, planName, stays, gross, commission, net]) => ({
      propertyId,
      currency,
      // 202701 → '2027-01'
      month: `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`,
      status,
      paymentMethod,
      planName,
      stays,
      gross,
      commission,
      net,
    })),
    stays: row.stays.map((values) => Object.fromEntries(STAY_KEYS.map((key, i) => [key, values[i]])) as EarningStayRow),
  };
}

/** Net of stays paid at the property that the host marked paid before check-out, per property, currency and check-out month. */
export interface PaidAheadGroup {
  propertyId: number;
  currency: string;
  month: string;
  net: number;
}

/**
 * The stays paid at the property whose money the host marked received before they checked out
 * (payoutOf counts them received). The kept monthly groups do not hold the payment status, so
 * these few are read apart and moved from upcoming to received; after check-out the groups'
 * status already says so. reservations_property_check_out_idx serves it.
 */
export async function loadPaidAheadGroups(db: Queryable, propertyIds: number[], from: string, to: string): Promise<PaidAheadGroup[]> {
  if (propertyIds.length === 0) return [];
  const rows = await db
    .select({
      propertyId: reservations.propertyId,
      currency: reservations.currency,
      month: sql<string>`to_char(${reservations.checkOut}, 'YYYY-MM')`,
      net: sql<string>`sum(${reservations.net})`,
    })
    .from(reservations)
    .where(and(countedStays(propertyIds, from, to), eq(reservations.paymentMethod, 'onsite'), eq(reservations.paymentStatus, 'paid'), ne(reservations.status, 'checked_out')))
    .groupBy(reservations.propertyId, reservations.currency, sql`to_char(${reservations.checkOut}, 'YYYY-MM')`);
  return rows.map((row) => ({ ...row, net: Number(row.net) }));
}
