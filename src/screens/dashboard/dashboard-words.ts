/**
 * The dashboard's words for values the server sends (channels, listing statuses), as Lingui
 * descriptors read with i18n._ at render time. The English texts are those of src/shared
 * (reservation-labels, ical-feed, text.statusToWords), which stays free of Lingui's macros.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export { CHANNEL_MESSAGES as STAY_CHANNEL_WORDS } from '../../components/reservation-words';

export const FEED_CHANNEL_WORDS: Record<string, MessageDescriptor> = {
  airbnb: msg`Airbnb`,
  booking_com: msg`Booking.com`,
  vrbo: msg`Vrbo`,
  other: msg`Another channel`,
};

export const LISTING_STATUS_WORDS: Record<string, MessageDescriptor> = {
  draft: msg`Draft`,
  pending_review: msg`Pending Review`,
  listed: msg`Listed`,
  rejected: msg`Rejected`,
  unlisted: msg`Unlisted`,
  suspended: msg`Suspended`,
};
