import { CHANNEL_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, STATUS_LABELS } from '../../../shared/reservation-labels';
import type { SpreadsheetColumn } from '../../lib/spreadsheet-file';
import type { ReservationView } from './reservation-view';

/**
 * The columns of a reservations download (.xlsx and CSV alike): what a host reconciles against a
 * bank statement or hands an accountant. Values are words, not codes (STATUS_LABELS), and money is
 * numbers so a spreadsheet can sum it.
 */
export const SHEET_COLUMNS: SpreadsheetColumn<ReservationView>[] = [
  { title: 'Code', value: (r) => r.code, width: 12 },
  { title: 'Status', value: (r) => STATUS_LABELS[r.status], width: 18 },
  { title: 'Guest', value: (r) => r.guestName, width: 24 },
  { title: 'Email', value: (r) => r.guestEmail, width: 28 },
  { title: 'Phone', value: (r) => r.guestPhone, width: 16 },
  { title: 'Country', value: (r) => r.guestCountry, width: 8 },
  { title: 'Property', value: (r) => r.propertyName, width: 26 },
  { title: 'Unit', value: (r) => r.unitName, width: 18 },
  { title: 'Check-in', value: (r) => r.checkIn, width: 12 },
  { title: 'Check-out', value: (r) => r.checkOut, width: 12 },
  { title: 'Nights', value: (r) => r.nights, width: 8 },
  { title: 'Adults', value: (r) => r.adults, width: 8 },
  { title: 'Children', value: (r) => r.children, width: 9 },
  { title: 'Channel', value: (r) => CHANNEL_LABELS[r.channel], width: 16 },
  { title: 'Currency', value: (r) => r.currency, width: 9 },
  { title: 'Amount', value: (r) => r.amount, width: 12 },
  { title: 'Commission %', value: (r) => r.commissionPercent, width: 13 },
  { title: 'Commission', value: (r) => r.commission, width: 12 },
  { title: 'Net', value: (r) => r.net, width: 12 },
  { title: 'Payment method', value: (r) => PAYMENT_METHOD_LABELS[r.paymentMethod], width: 20 },
  { title: 'Payment status', value: (r) => PAYMENT_STATUS_LABELS[r.paymentStatus], width: 14 },
  { title: 'Special requests', value: (r) => r.specialRequests, width: 40 },
  { title: 'Booked at', value: (r) => r.createdAt, width: 22 },
];
