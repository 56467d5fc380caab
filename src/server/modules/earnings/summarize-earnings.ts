import type { components } from '../../../../openapi/schema';
import { addMoney, monthsOf, payoutOf, trendMonthsOf } from '../../../shared/earnings';
import type { EarningGroup, EarningStayRow, PaidAheadGroup } from './load-earning-stays';

type Report = Omit<components['schemas']['EarningsReport'], 'payouts'>;
type Totals = components['schemas']['EarningsTotals'];
type Currency = components['schemas']['EarningsCurrency'];
type AtProperty = components['schemas']['AtPropertyEarnings'];
type Month = components['schemas']['EarningsMonth'];
export type EarningsReservation = components['schemas']['EarningsReservation'];
type PayoutFacts = { status: string; planName: string | null; paymentMethod: string; paymentStatus?: string; checkOut: string };

/**
 * The JSON answer lists the latest this many stays (a screenful to read); the totals and the
 * download cover all of them.
 */
export const REPORT_ROW_LIMIT = 200;

const CURRENCY_ORDER: Currency[] = ['USD', 'LKR'];
const byCurrency = (a: { currency: Currency }, b: { currency: Currency }) => CURRENCY_ORDER.indexOf(a.currency) - CURRENCY_ORDER.indexOf(b.currency);

const emptyTotals = (currency: Currency): Totals => ({ currency, stays: 0, gross: 0, commission: 0, net: 0, paidOut: 0, upcoming: 0 });

const payoutFor = (facts: PayoutFacts, today: string) =>
  payoutOf(
    {
      status: facts.status as EarningsReservation['status'],
      planName: facts.planName,
      paymentMethod: facts.paymentMethod as EarningsReservation['paymentMethod'],
      paymentStatus: facts.paymentStatus as EarningsReservation['paymentStatus'] | undefined,
      checkOut: facts.checkOut,
    },
    today,
  );

/** Money the host already has although its group still counts it upcoming (marked paid at the property). */
function moveToReceived(totals: Totals, net: number): void {
  totals.upcoming = addMoney(totals.upcoming, -net);
  totals.paidOut = addMoney(totals.paidOut, net);
}

function addGroup(totals: Totals, group: EarningGroup, paidOut: boolean): void {
  totals.stays += group.stays;
  totals.gross = addMoney(totals.gross, group.gross);
  totals.commission = addMoney(totals.commission, group.commission);
  totals.net = addMoney(totals.net, group.net);
  if (paidOut) totals.paidOut = addMoney(totals.paidOut, group.net);
  else totals.upcoming = addMoney(totals.upcoming, group.net);
}

/** A stay as the report shows it: its money and how and when it reaches the host (src/shared/earnings.ts). */
export function toEarningsReservation(row: EarningStayRow, propertyName: string | null, today: string): EarningsReservation {
  const payout = payoutFor(row, today);
  return {
    code: row.code,
    propertyId: row.propertyId,
    propertyName,
    guestName: row.guestName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights,
    channel: row.channel as EarningsReservation['channel'],
    status: row.status as EarningsReservation['status'],
    currency: row.currency as Currency,
    amount: row.amount,
    commissionPercent: row.commissionPercent,
    commission: row.commission,
    net: row.net,
    paymentMethod: row.paymentMethod as EarningsReservation['paymentMethod'],
    paymentStatus: row.paymentStatus as EarningsReservation['paymentStatus'],
    payoutRoute: payout.route,
    expectedPayoutDate: payout.expectedPayoutDate,
    paidOut: payout.paidOut,
  };
}

/**
 * Gross and net per month for each currency with stays in these months (USD first), zeros
 * included, so a chart's bars line up.
 */
function monthlySeries(groups: EarningGroup[], months: string[]): Month[] {
  const wanted = new Set(months);
  const perMonth = new Map<string, { gross: number; net: number }>();
  const currencies = new Set<Currency>();
  for (const group of groups) {
    if (!wanted.has(group.month)) continue;
    currencies.add(group.currency as Currency);
    const key = `${group.month} ${group.currency}`;
    const month = perMonth.get(key) ?? { gross: 0, net: 0 };
    perMonth.set(key, { gross: addMoney(month.gross, group.gross), net: addMoney(month.net, group.net) });
  }
  return [...currencies]
    .sort((a, b) => CURRENCY_ORDER.indexOf(a) - CURRENCY_ORDER.indexOf(b))
    .flatMap((currency) => months.map((month) => ({ month, currency, ...(perMonth.get(`${month} ${currency}`) ?? { gross: 0, net: 0 }) })));
}

export interface SummarizeOptions {
  groups: EarningGroup[];
  /** The groups of the twelve months ending with `to`'s month (trendRangeOf); `groups` when they hold them. */
  trendGroups?: EarningGroup[];
  names: Map<number, string | null>;
  /** The latest stays, one more than REPORT_ROW_LIMIT when there are more. */
  stays: EarningsReservation[];
  /** Stays paid at the property the host marked paid before check-out (loadPaidAheadGroups). */
  paidAhead?: PaidAheadGroup[];
  from: string;
  to: string;
  today: string;
  propertyId: number | null;
}

/** Totals per currency, per property and per month from the grouped sums. */
export function summarizeEarnings({ groups, trendGroups = groups, names, stays, paidAhead = [], from, to, today, propertyId }: SummarizeOptions): Report {
  const totals = new Map<Currency, Totals>();
  const perProperty = new Map<number, Map<Currency, Totals>>();
  const atProperty = new Map<Currency, AtProperty>();
  for (const group of groups) {
    const currency = group.currency as Currency;
    // A group is one check-out month, and payout days depend on the month only.
    const { paidOut, route } = payoutFor({ ...group, checkOut: `${group.month}-01` }, today);
    if (route === 'at_property') {
      const cash = atProperty.get(currency) ?? { currency, received: 0, upcoming: 0 };
      if (paidOut) cash.received = addMoney(cash.received, group.net);
      else cash.upcoming = addMoney(cash.upcoming, group.net);
      atProperty.set(currency, cash);
    }
    if (!totals.has(currency)) totals.set(currency, emptyTotals(currency));
    addGroup(totals.get(currency)!, group, paidOut);
    if (!perProperty.has(group.propertyId)) perProperty.set(group.propertyId, new Map());
    const property = perProperty.get(group.propertyId)!;
    if (!property.has(currency)) property.set(currency, emptyTotals(currency));
    addGroup(property.get(currency)!, group, paidOut);
  }
  for (const ahead of paidAhead) {
    const currency = ahead.currency as Currency;
    const cash = atProperty.get(currency);
    const total = totals.get(currency);
    const property = perProperty.get(ahead.propertyId)?.get(currency);
    // Its group is in the same scope and range, so all three exist; checked all the same.
    if (!cash || !total || !property) continue;
    cash.upcoming = addMoney(cash.upcoming, -ahead.net);
    cash.received = addMoney(cash.received, ahead.net);
    moveToReceived(total, ahead.net);
    moveToReceived(property, ahead.net);
  }
  const currencyTotals = [...totals.values()].sort(byCurrency);
  return {
    from,
    to,
    today,
    propertyId,
    totals: currencyTotals,
    atProperty: currencyTotals.map(({ currency }) => atProperty.get(currency) ?? { currency, received: 0, upcoming: 0 }),
    properties: [...perProperty.entries()]
      .map(([id, byCurrencyTotals]) => ({ propertyId: id, propertyName: names.get(id) ?? null, totals: [...byCurrencyTotals.values()].sort(byCurrency) }))
      .sort((a, b) => (a.propertyName ?? '').localeCompare(b.propertyName ?? '') || a.propertyId - b.propertyId),
    months: monthlySeries(groups, monthsOf(from, to)),
    trend: monthlySeries(trendGroups, trendMonthsOf(to)),
    reservations: stays.slice(0, REPORT_ROW_LIMIT),
    reservationsTruncated: stays.length > REPORT_ROW_LIMIT,
  };
}
