/**
 * A stay's status and channel as messages, read in the active language (i18n._), for every screen
 * that shows them (reservations, earnings, the dashboard). The English is src/shared's
 * (reservation-labels.ts), which the server and the downloads keep; a badge and a cell in the
 * .xlsx say the same in English.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReservationChannel, ReservationStatus } from '../shared/reservation-status';

export const STATUS_MESSAGES: Record<ReservationStatus, MessageDescriptor> = {
  pending: msg`Awaiting your reply`,
  confirmed: msg`Confirmed`,
  checked_in: msg`Checked in`,
  checked_out: msg`Checked out`,
  cancelled: msg({ message: 'Cancelled', context: 'reservation status' }),
  declined: msg`Declined`,
  no_show: msg`No-show`,
};

export const CHANNEL_MESSAGES: Record<ReservationChannel, MessageDescriptor> = {
  guest_site: msg`Our guest site`,
  manual: msg`Recorded by you`,
  airbnb: msg`Airbnb`,
  booking_com: msg`Booking.com`,
  other: msg`Another site`,
};
