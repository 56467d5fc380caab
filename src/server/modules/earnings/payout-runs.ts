import type { components } from '../../../../openapi/schema';
import { addMoney, payoutRunsAround } from '../../../shared/earnings';
import type { Queryable } from '../properties/property-access';
import { loadEarningsReport } from './load-earning-stays';
import { REPORT_ROW_LIMIT, toEarningsReservation } from './summarize-earnings';

type PayoutRun = components['schemas']['PayoutRun'];
type Currency = components['schemas']['EarningsCurrency'];

export interface LoadPayoutRunsOptions {
  db: Queryable;
  names: Map<number, string | null>;
  today: string;
}

/**
 * This month's payout run and next month's for these properties: what a host opening Earnings on
 * a phone asks first ("how much, and when?"). A run holds the platform-route stays of the month
 * before its day, summed from the same monthly groups and payout rule as the report, so the card
 * and the report's figures never disagree. One read covers both months.
 */
export async function loadPayoutRuns({ db, names, today }: LoadPayoutRunsOptions): Promise<PayoutRun[]> {
  const runs = payoutRunsAround(today);
  const { groups, stays: rows } = await loadEarningsReport(db, [...names.keys()], runs[0]!.coversFrom, runs[1]!.coversTo, 2 * REPORT_ROW_LIMIT);
  const stays = rows.map((row) => toEarningsReservation(row, names.get(row.propertyId) ?? null, today)).filter((stay) => stay.payoutRoute === 'platform');
  return runs.map((run) => {
    const covered = (month: string) => month === run.coversFrom.slice(0, 7);
    const totals = new Map<Currency, { currency: Currency; net: number; stays: number }>();
    for (const group of groups) {
      if (!covered(group.month) || group.planName === 'STARTER' || group.paymentMethod === 'onsite') continue;
      const currency = group.currency as Currency;
      const sum = totals.get(currency) ?? { currency, net: 0, stays: 0 };
      totals.set(currency, { currency, net: addMoney(sum.net, group.net), stays: sum.stays + group.stays });
    }
    const runStays = stays.filter((stay) => covered(stay.checkOut.slice(0, 7)));
    const count = [...totals.values()].reduce((n, t) => n + t.stays, 0);
    return {
      ...run,
      paidOut: run.date <= today,
      totals: [...totals.values()].sort((a, b) => (a.currency === b.currency ? 0 : a.currency === 'USD' ? -1 : 1)),
      stays: runStays.slice(0, REPORT_ROW_LIMIT),
      staysTruncated: count > Math.min(runStays.length, REPORT_ROW_LIMIT),
    };
  });
}
