import type { components } from '../../../../openapi/schema';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { AppDeps } from '../../types';
import { earningsRangeProblem } from '../../../rules/earnings';
import { sriLankaToday } from '../../../rules/reservation-dates';
import { findPropertyFor } from '../properties/property-access';
import { loadEarningStays, type EarningsScope } from './load-earning-stays';
import { summarizeEarnings, toEarningsReservation, type EarningsReservation } from './summarize-earnings';

export interface EarningsFilters {
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
 * The counted stays of the filters with their payouts, latest check-out first. Without a property,
 * the caller's own properties, admins included: the platform-wide figures are not this screen's.
 * A property that is not the caller's (admins: any) answers 404 like one that does not exist.
 */
export async function loadEarningsStays({ deps, caller, filters }: GetEarningsOptions): Promise<{ today: string; stays: EarningsReservation[] }> {
  const problem = earningsRangeProblem(filters.from, filters.to);
  if (problem) throw HttpError.unprocessable({ [problem.field]: problem.message });
  let scope: EarningsScope = { ownerId: caller.id };
  if (filters.propertyId !== undefined) {
    const property = await findPropertyFor({ db: deps.db, caller, propertyId: filters.propertyId });
    scope = { propertyId: property.id };
  }
  const today = sriLankaToday(deps.clock());
  const rows = await loadEarningStays(deps.db, scope, filters.from, filters.to);
  return { today, stays: rows.map((row) => toEarningsReservation(row, today)) };
}

/** /earnings-manage: totals per currency, per property and per month, and the stays. */
export async function getEarnings(options: GetEarningsOptions): Promise<components['schemas']['EarningsReport']> {
  const { today, stays } = await loadEarningsStays(options);
  const { from, to, propertyId } = options.filters;
  return summarizeEarnings({ stays, from, to, today, propertyId: propertyId ?? null });
}
