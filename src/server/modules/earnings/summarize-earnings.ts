import type { components } from '../../../../openapi/schema';
import { addMoney, monthsOf, payoutOf } from '../../../rules/earnings';
import type { EarningStayRow } from './load-earning-stays';

type Report = components['schemas']['EarningsReport'];
type Totals = components['schemas']['EarningsTotals'];
type Currency = components['schemas']['EarningsCurrency'];
export type EarningsReservation = components['schemas']['EarningsReservation'];

/** The JSON answer lists at most this many stays; the totals and the download cover all of them. */
export const REPORT_ROW_LIMIT = 1_000;

const CURRENCY_ORDER: Currency[] = ['USD', 'LKR'];
const byCurrency = (a: { currency: Currency }, b: { currency: Currency }) => CURRENCY_ORDER.indexOf(a.currency) - CURRENCY_ORDER.indexOf(b.currency);

const emptyTotals = (currency: Currency): Totals => ({ currency, stays: 0, gross: 0, commission: 0, net: 0, paidOut: 0, upcoming: 0 });

function addStay(totals: Totals, stay: EarningsReservation): void {
  totals.stays += 1;
  totals.gross = addMoney(totals.gross, stay.amount);
  totals.commission = addMoney(totals.commission, stay.commission);
  totals.net = addMoney(totals.net, stay.net);
  if (stay.paidOut) totals.paidOut = addMoney(totals.paidOut, stay.net);
  else totals.upcoming = addMoney(totals.upcoming, stay.net);
}

/** A stay as the report shows it: its money and how and when it reaches the host (src/rules/earnings.ts). */
export function toEarningsReservation(row: EarningStayRow, today: string): EarningsReservation {
  const status = row.status as EarningsReservation['status'];
  const paymentMethod = row.paymentMethod as EarningsReservation['paymentMethod'];
  const payout = payoutOf({ status, planName: row.planName, paymentMethod, checkOut: row.checkOut }, today);
  return {
    code: row.code,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    guestName: row.guestName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights,
    channel: row.channel as EarningsReservation['channel'],
    status,
    currency: row.currency as Currency,
    amount: row.amount,
    commissionPercent: row.commissionPercent,
    commission: row.commission,
    net: row.net,
    paymentMethod,
    payoutRoute: payout.route,
    expectedPayoutDate: payout.expectedPayoutDate,
    paidOut: payout.paidOut,
  };
}

export interface SummarizeOptions {
  stays: EarningsReservation[];
  from: string;
  to: string;
  today: string;
  propertyId: number | null;
}

/** Totals per currency, per property and per month, in one pass over the stays (latest first). */
export function summarizeEarnings({ stays, from, to, today, propertyId }: SummarizeOptions): Report {
  const totals = new Map<Currency, Totals>();
  const perProperty = new Map<number, { propertyId: number; propertyName: string | null; totals: Map<Currency, Totals> }>();
  const perMonth = new Map<string, { gross: number; net: number }>();
  for (const stay of stays) {
    if (!totals.has(stay.currency)) totals.set(stay.currency, emptyTotals(stay.currency));
    addStay(totals.get(stay.currency)!, stay);
    let property = perProperty.get(stay.propertyId);
    if (!property) perProperty.set(stay.propertyId, (property = { propertyId: stay.propertyId, propertyName: stay.propertyName, totals: new Map() }));
    if (!property.totals.has(stay.currency)) property.totals.set(stay.currency, emptyTotals(stay.currency));
    addStay(property.totals.get(stay.currency)!, stay);
    const key = `${stay.checkOut.slice(0, 7)} ${stay.currency}`;
    const month = perMonth.get(key) ?? { gross: 0, net: 0 };
    perMonth.set(key, { gross: addMoney(month.gross, stay.amount), net: addMoney(month.net, stay.net) });
  }
  const currencyTotals = [...totals.values()].sort(byCurrency);
  return {
    from,
    to,
    today,
    propertyId,
    totals: currencyTotals,
    properties: [...perProperty.values()]
      .map((p) => ({ propertyId: p.propertyId, propertyName: p.propertyName, totals: [...p.totals.values()].sort(byCurrency) }))
      .sort((a, b) => (a.propertyName ?? '').localeCompare(b.propertyName ?? '') || a.propertyId - b.propertyId),
    // Every month of the range for each currency, zeros included, so the chart's bars line up.
    months: currencyTotals.flatMap(({ currency }) =>
      monthsOf(from, to).map((month) => ({ month, currency, ...(perMonth.get(`${month} ${currency}`) ?? { gross: 0, net: 0 }) })),
    ),
    reservations: stays.slice(0, REPORT_ROW_LIMIT),
    reservationsTruncated: stays.length > REPORT_ROW_LIMIT,
  };
}
