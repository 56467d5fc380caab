import type { ReservationChannel, ReservationStatus } from './reservation-status';

/**
 * Reservation values in the words hosts use, written once for the screens and the downloads, so a
 * badge on /reservation-manage and a cell in the .xlsx never disagree.
 */
export const STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: 'Awaiting your reply',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  cancelled: 'Cancelled',
  declined: 'Declined',
  no_show: 'No-show',
};

export const CHANNEL_LABELS: Record<ReservationChannel, string> = {
  guest_site: 'Our guest site',
  manual: 'Recorded by you',
  airbnb: 'Airbnb',
  booking_com: 'Booking.com',
  other: 'Another site',
};

export const PAYMENT_METHOD_LABELS: Record<'onsite' | 'online', string> = { onsite: 'Pay at the property', online: 'Paid online' };
export const PAYMENT_STATUS_LABELS: Record<'unpaid' | 'paid' | 'refunded', string> = { unpaid: 'Not paid yet', paid: 'Paid', refunded: 'Refunded' };
