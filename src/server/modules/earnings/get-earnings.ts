import type { components } from '../../../../openapi/schema';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { earningsRangeProblem, lastDayOf, monthRange, trendMonthsOf } from '../../../shared/earnings';
import { sriLankaToday } from '../../../shared/reservation-dates';
import { findPropertyFor } from '../properties/property-access';
import { loadEarningStays, loadEarningsReport, loadPaidAheadGroups, propertiesInScope, type EarningsScope } from './load-earning-stays';
import { loadPayoutRuns } from './payout-runs';
import { REPORT_ROW_LIMIT, summarizeEarnings, toEarningsReservation, type EarningsReservation } from './summarize-earnings';

interface EarningsFilters {
  from: string;
  to: string;
  propertyId?: number;
}

export interface GetEarningsOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  caller: AccessClaims;
  filters: EarningsFilters;
}

/**
 * The properties a report covers, after checking the range. Without a property, the caller's own
 * properties, admins included: the platform-wide figures are not this screen's. A property that
 * is not the caller's (admins: any) answers 404 like one that does not exist.
 */
async function reportScope({ deps, caller, filters }: GetEarningsOptions): Promise<{ today: string; names: Map<number, string | null> }> {
  const problem = earningsRangeProblem(filters.from, filters.to);
  if (problem) throw HttpError.unprocessable({ [problem.field]: problem.message });
  let scope: EarningsScope = { ownerId: caller.id };
  if (filters.propertyId !== undefined) scope = { propertyId: (await findPropertyFor({ db: deps.db, caller, propertyId: filters.propertyId })).id };
  return { today: sriLankaToday(deps.clock()), names: await propertiesInScope(deps.db, scope) };
}

/** The counted stays of the filters with their payouts, latest check-out first (the download's rows). */
export async function listEarningStays(options: GetEarningsOptions, limit: number): Promise<EarningsReservation[]> {
  const { today, names } = await reportScope(options);
  const rows = await loadEarningStays(options.deps.db, [...names.keys()], options.filters.from, options.filters.to, limit);
  return rows.map((row) => toEarningsReservation(row, names.get(row.propertyId) ?? null, today));
}

/** /earnings-manage: totals per currency, per property and per month, and the latest stays. */
export async function getEarnings(options: GetEarningsOptions): Promise<components['schemas']['EarningsReport']> {
  const { today, names } = await reportScope(options);
  const { from, to, propertyId } = options.filters;
  const ids = [...names.keys()];
  const { groups, stays: rows } = await loadEarningsReport(options.deps.db, ids, from, to, REPORT_ROW_LIMIT + 1);
  const stays = rows.map((row) => toEarningsReservation(row, names.get(row.propertyId) ?? null, today));
  // The chart's twelve months: read apart unless the period already holds every day of them.
  const trendFrom = `${trendMonthsOf(to)[0]}-01`;
  const trendTo = lastDayOf(to.slice(0, 7));
  const trendGroups = from <= trendFrom && to === trendTo ? groups : (await loadEarningsReport(options.deps.db, ids, trendFrom, trendTo, 0)).groups;
  const [paidAhead, payouts] = await Promise.all([loadPaidAheadGroups(options.deps.db, ids, from, to), loadPayoutRuns({ db: options.deps.db, names, today })]);
  return { ...summarizeEarnings({ groups, trendGroups, names, stays, paidAhead, from, to, today, propertyId: propertyId ?? null }), payouts };
}

type CurrencyTotals = components['schemas']['EarningsReport']['totals'];

/**
 * The caller's totals for each of these months (the dashboard's this month and last), from one
 * read of the months' groups and no stays: the same sums and payout rule as the report.
 */
export async function getMonthlyTotals({ deps, caller }: Omit<GetEarningsOptions, 'filters'>, months: string[]): Promise<CurrencyTotals[]> {
  const sorted = [...months].sort();
  const filters = { from: monthRange(sorted[0]!).from, to: monthRange(sorted.at(-1)!).to };
  const { today, names } = await reportScope({ deps, caller, filters });
  const ids = [...names.keys()];
  const [{ groups }, paidAhead] = await Promise.all([loadEarningsReport(deps.db, ids, filters.from, filters.to, 0), loadPaidAheadGroups(deps.db, ids, filters.from, filters.to)]);
  const ofMonth = <T extends { month: string }>(items: T[], month: string) => items.filter((item) => item.month === month);
  return months.map(
    (month) =>
      summarizeEarnings({ groups: ofMonth(groups, month), paidAhead: ofMonth(paidAhead, month), names, stays: [], ...monthRange(month), today, propertyId: null }).totals,
  );
}
