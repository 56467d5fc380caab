import { eq, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import { rowsOf } from '../../db/database';
import { properties } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { PAYOUT_PLANS } from '../../../shared/listing-final-schemas';
import { asksForPayoutDetails } from '../../../shared/payout-details';
import { addMonths, monthOf, sriLankaToday } from '../../../shared/reservation-dates';
import { OCCUPYING_STATUSES } from '../../../shared/reservation-status';
import { findUserById } from '../auth/find-user';
import { getMonthlyTotals } from '../earnings/get-earnings';
import { toProfile } from '../profile/profile-view';
import { reservationViewFromJson, toReservationView, type ReservationViewJson } from '../reservations/reservation-view';
import { listFeedErrors } from '../sync/list-feed-errors';
import { listSyncConflicts } from '../sync/list-sync-conflicts';
import { getDashboardSetup, type SetupFacts } from './dashboard-setup';

type Dashboard = components['schemas']['Dashboard'];

const LIST_CAP = 50;
/** The oldest requests the dashboard shows; the reservations page lists the rest. */
const REQUESTS_SHOWN = 5;
const LISTS = ['arrivals', 'departures', 'staying', 'weekAhead', 'pendingRequests'] as const;

/** What host_dashboard (migrations 0038 and 0040) answers: the caller's rows the dashboard is made of. */
interface DashboardRows {
  lists: Record<(typeof LISTS)[number], ReservationViewJson[]>;
  waitingRequests: number;
  byStatus: { status: string; n: number; firstId: number }[];
  occupancy: { units: number; nights: [thisMonth: number, lastMonth: number] };
  payoutListings: { id: number; name: string | null; status: string; planName: string; payments: (typeof properties.$inferSelect)['payments'] }[];
  setup: SetupFacts;
  hasFeedErrors: boolean;
  hasConflicts: boolean;
}

/** Nights in the month holding `month` ('YYYY-MM'). */
const nightsIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/**
 * The host's dashboard: today's arrivals and departures, the guests staying on, the week ahead, requests waiting for an
 * answer, occupancy and earnings this month and last, listings by status, calendar sync problems (failed
 * feeds, conflicts) and what still needs doing. Only the caller's own properties count, admins
 * included (they own none, so theirs is empty). The rows come from one function whose statements keep
 * their plans (see the migration); earnings and the profile are read as their own pages read them.
 */
export async function getDashboard({ deps, caller }: { deps: Pick<AppDeps, 'db' | 'clock' | 'reference'>; caller: AccessClaims }): Promise<Dashboard> {
  const { db } = deps;
  const today = sriLankaToday(deps.clock());
  const thisMonth = monthOf(today);
  const lastMonth = addMonths(thisMonth, -1);
  const [[{ dashboard: rows }], user, [earningsNow, earningsBefore]] = await Promise.all([
    db
      .execute(
        sql`select host_dashboard(${caller.id}::int, ${today}::date, ${`${thisMonth}-01`}::date, ${LIST_CAP}::int, ${REQUESTS_SHOWN}::int, ${`{${PAYOUT_PLANS.join(',')}}`}::text[], ${`{${OCCUPYING_STATUSES.join(',')}}`}::text[]) as dashboard`,
      )
      .then((result) => rowsOf<{ dashboard: DashboardRows }>(result) as [{ dashboard: DashboardRows }]),
    findUserById(db, caller.id),
    getMonthlyTotals({ deps, caller }, [thisMonth, lastMonth]),
  ]);
  const mine = eq(properties.ownerId, caller.id);
  const missingProfileFields = user ? toProfile(user).missing : [];
  const [feedErrors, conflicts, setup] = await Promise.all([
    rows.hasFeedErrors ? listFeedErrors(db, mine, LIST_CAP) : [],
    rows.hasConflicts ? listSyncConflicts(db, mine, LIST_CAP) : [],
    getDashboardSetup({ deps, caller, facts: rows.setup, profileComplete: user !== undefined && missingProfileFields.length === 0 }),
  ]);

  const listingsByStatus: Dashboard['listingsByStatus'] = { draft: 0, pending_review: 0, listed: 0, rejected: 0, unlisted: 0, suspended: 0 };
  for (const { status, n } of rows.byStatus) if (status in listingsByStatus) listingsByStatus[status as keyof typeof listingsByStatus] = n;
  const views = (list: (typeof LISTS)[number]) => rows.lists[list].map((view) => toReservationView(reservationViewFromJson(view), today));
  const { units, nights } = rows.occupancy;

  return {
    today,
    arrivals: views('arrivals'),
    departures: views('departures'),
    staying: views('staying'),
    weekAhead: views('weekAhead'),
    pendingRequests: views('pendingRequests'),
    pendingRequestCount: rows.waitingRequests,
    occupancy: {
      thisMonth: { month: thisMonth, bookedNights: nights[0], availableNights: units * nightsIn(thisMonth) },
      lastMonth: { month: lastMonth, bookedNights: nights[1], availableNights: units * nightsIn(lastMonth) },
    },
    earnings: { thisMonth: earningsNow, lastMonth: earningsBefore },
    listingsByStatus,
    prompts: {
      missingProfileFields,
      draftPropertyId: rows.setup.draftId,
      payoutDetailsNeeded: rows.payoutListings
        .filter((row) => asksForPayoutDetails({ status: row.status, planName: row.planName, bankAccount: row.payments?.bankAccount ?? null }))
        .map((row) => ({ propertyId: row.id, name: row.name })),
    },
    setup,
    sync: { feedErrors, conflicts },
  };
}
