import type { SpreadsheetColumn } from '../../lib/spreadsheet-file';
import { PAYOUT_ROUTE_LABELS } from '../../../shared/earnings';
import { CHANNEL_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, STATUS_LABELS } from '../../../shared/reservation-labels';
import type { EarningsReservation } from './summarize-earnings';

/**
 * The columns of the earnings download: one stay per row, what a host checks a bank statement
 * against. Words, not codes; money as numbers a spreadsheet can sum; dates as YYYY-MM-DD text.
 */
export const EARNINGS_COLUMNS: SpreadsheetColumn<EarningsReservation>[] = [
  { title: 'Code', value: (r) => r.code, width: 12 },
  { title: 'Property', value: (r) => r.propertyName, width: 26 },
  { title: 'Guest', value: (r) => r.guestName, width: 24 },
  { title: 'Check-in', value: (r) => r.checkIn, width: 12 },
  { title: 'Check-out', value: (r) => r.checkOut, width: 12 },
  { title: 'Nights', value: (r) => r.nights, width: 8 },
  { title: 'Channel', value: (r) => CHANNEL_LABELS[r.channel], width: 16 },
  { title: 'Status', value: (r) => STATUS_LABELS[r.status], width: 14 },
  { title: 'Currency', value: (r) => r.currency, width: 9 },
  { title: 'Amount', value: (r) => r.amount, width: 12 },
  { title: 'Commission %', value: (r) => r.commissionPercent, width: 13 },
  { title: 'Commission', value: (r) => r.commission, width: 12 },
  { title: 'Net', value: (r) => r.net, width: 12 },
  { title: 'Payment method', value: (r) => PAYMENT_METHOD_LABELS[r.paymentMethod], width: 20 },
  { title: 'Payment status', value: (r) => PAYMENT_STATUS_LABELS[r.paymentStatus], width: 14 },
  { title: 'Payout', value: (r) => PAYOUT_ROUTE_LABELS[r.payoutRoute], width: 26 },
  { title: 'Expected payout date', value: (r) => r.expectedPayoutDate, width: 20 },
  { title: 'Paid out', value: (r) => (r.paidOut ? 'Yes' : 'No'), width: 9 },
];
