import { and, asc, count, eq, gt, inArray, lt, lte, min, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { rowsOf } from '../../db/database';
import { accommodationUnits, plans, properties, reservations } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { PAYOUT_PLANS } from '../../../shared/listing-final-schemas';
import { asksForPayoutDetails } from '../../../shared/payout-details';
import { addDays, addMonths, monthOf, sriLankaToday } from '../../../shared/reservation-dates';
import { findUserById } from '../auth/find-user';
import { getMonthlyTotals } from '../earnings/get-earnings';
import { toProfile } from '../profile/profile-view';
import type { Queryable } from '../properties/property-access';
import { loadReservationViews, toReservationView } from '../reservations/reservation-view';
import { listFeedErrors } from '../sync/list-feed-errors';
import { listSyncConflicts } from '../sync/list-sync-conflicts';
import { getDashboardSetup } from './dashboard-setup';

type Dashboard = components['schemas']['Dashboard'];
type MonthOccupancy = components['schemas']['MonthOccupancy'];

const LIST_CAP = 50;
/** Stays that are sold: they count as booked nights. */
const BOOKED = ['confirmed', 'checked_in', 'checked_out'];

/** 'YYYY-MM-01' of the month `offset` months from the one holding `day`. */
const monthStart = (day: string, offset = 0) => `${addMonths(monthOf(day), offset)}-01`;

/**
 * The host's dashboard: today's arrivals and departures, the guests staying on, the week ahead, requests waiting for an
 * answer, occupancy and earnings this month and last, listings by status, calendar sync problems (failed
 * feeds, conflicts) and what still needs doing. Only the
 * caller's own properties count, admins included (they own none, so theirs is empty).
 */
export async function getDashboard({ deps, caller }: { deps: Pick<AppDeps, 'db' | 'clock' | 'reference'>; caller: AccessClaims }): Promise<Dashboard> {
  const { db } = deps;
  const today = sriLankaToday(deps.clock());
  const mine = eq(properties.ownerId, caller.id);
  const views = async (where: ReturnType<typeof and>, order = asc(reservations.checkIn)) =>
    (await loadReservationViews(db, { where: and(mine, where), ordering: [order, asc(reservations.id)], limit: LIST_CAP })).map((row) => toReservationView(row, today));

  // The user is read once, for the profile prompt and the checklist's profile item, which waits for it.
  const userRead = findUserById(db, caller.id);
  const setupRead = userRead.then((user) => getDashboardSetup({ deps, caller, profileComplete: user ? toProfile(user).missing.length === 0 : false }));
  const [arrivals, departures, staying, weekAhead, pendingRequests, [thisMonth, lastMonth], [earningsNow, earningsBefore], byStatus, user, setup, feedErrors, conflicts, payoutPlanListings] = await Promise.all([
    views(and(eq(reservations.checkIn, today), inArray(reservations.status, ['confirmed', 'checked_in']))),
    views(and(eq(reservations.checkOut, today), inArray(reservations.status, ['confirmed', 'checked_in', 'checked_out']))),
    views(and(lt(reservations.checkIn, today), gt(reservations.checkOut, today), inArray(reservations.status, ['confirmed', 'checked_in'])), asc(reservations.checkOut)),
    views(and(gt(reservations.checkIn, today), lte(reservations.checkIn, addDays(today, 7)), inArray(reservations.status, ['pending', 'confirmed']))),
    views(eq(reservations.status, 'pending'), asc(reservations.createdAt)),
    occupancy(db, caller.id, [
      { from: monthStart(today), to: monthStart(today, 1) },
      { from: monthStart(today, -1), to: monthStart(today) },
    ]),
    getMonthlyTotals({ deps, caller }, [monthOf(today), addMonths(monthOf(today), -1)]),
    // Listings by status, and the first draft's id from the same groups.
    db.select({ status: properties.status, n: count(), firstId: min(properties.id) }).from(properties).where(mine).groupBy(properties.status),
    userRead,
    setupRead,
    listFeedErrors(db, mine, LIST_CAP),
    listSyncConflicts(db, mine, LIST_CAP),
    // The caller's listings on a plan that pays out; the rule below picks those without bank details.
    db
      .select({ id: properties.id, name: properties.name, status: properties.status, planName: plans.name, payments: properties.payments })
      .from(properties)
      .innerJoin(plans, eq(plans.id, properties.planId))
      .where(and(mine, inArray(plans.name, [...PAYOUT_PLANS])))
      .orderBy(asc(properties.id))
      .limit(LIST_CAP),
  ]);

  const listingsByStatus: Dashboard['listingsByStatus'] = { draft: 0, pending_review: 0, listed: 0, rejected: 0, unlisted: 0, suspended: 0 };
  for (const { status, n } of byStatus) if (status in listingsByStatus) listingsByStatus[status as keyof typeof listingsByStatus] = n;

  const missingProfileFields = user ? toProfile(user).missing : [];

  return {
    today,
    arrivals,
    departures,
    staying,
    weekAhead,
    pendingRequests,
    occupancy: { thisMonth, lastMonth },
    earnings: { thisMonth: earningsNow, lastMonth: earningsBefore },
    listingsByStatus,
    prompts: { missingProfileFields, draftPropertyId: byStatus.find((group) => group.status === 'draft')?.firstId ?? null,
      payoutDetailsNeeded: payoutPlanListings
        .filter((row) => asksForPayoutDetails({ status: row.status, planName: row.planName, bankAccount: row.payments?.bankAccount ?? null }))
        .map((row) => ({ propertyId: row.id, name: row.name })),
    },
    setup,
    sync: { feedErrors, conflicts },
  };
}

/**
 * Booked nights of the host's listed properties within each month [from, to) against every
 * unit-night of those properties, in one statement: every stay touching any of the months is read
 * once, and a stay crossing a month's edge counts only its nights inside that month.
 */
async function occupancy(db: Queryable, ownerId: number, months: { from: string; to: string }[]): Promise<MonthOccupancy[]> {
  const listed = and(eq(properties.ownerId, ownerId), eq(properties.status, 'listed'));
  const first = months.map((m) => m.from).sort()[0]!;
  const last = months.map((m) => m.to).sort().at(-1)!;
  const nightsIn = ({ from, to }: { from: string; to: string }) =>
    sql`coalesce(sum(greatest(0, least(${reservations.checkOut}, ${to}::date) - greatest(${reservations.checkIn}, ${from}::date))), 0)::int`;
  const [row] = rowsOf<{ units: number; nights: number[] }>(
    await db.execute(sql`
      select (select count(*)::int from ${accommodationUnits} inner join ${properties} on ${properties.id} = ${accommodationUnits.propertyId} where ${listed}) as units,
        array[${sql.join(months.map(nightsIn), sql`, `)}] as nights
      from ${reservations} inner join ${properties} on ${properties.id} = ${reservations.propertyId}
      where ${and(listed, inArray(reservations.status, BOOKED), sql`${reservations.checkIn} < ${last}::date`, sql`${reservations.checkOut} > ${first}::date`)}`),
  );
  return months.map(({ from, to }, i) => {
    const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
    return { month: from.slice(0, 7), bookedNights: Number(row!.nights[i]), availableNights: row!.units * days };
  });
}
