/**
 * The reservation words of src/shared/reservation-labels.ts as messages, read in the active
 * language by the screens (i18n._). src/shared keeps the English ones for the server and the
 * downloads; these say the same in English, so a badge and a cell in the .xlsx still agree.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ReservationAction, ReservationGroup } from '../../shared/reservation-status';
import type { UnitNoun } from '../../shared/unit-noun';

export { CHANNEL_MESSAGES, STATUS_MESSAGES } from '../../components/reservation-words';

export const PAYMENT_METHOD_MESSAGES: Record<'onsite' | 'online', MessageDescriptor> = {
  onsite: msg`Pay at the property`,
  online: msg`Paid online`,
};

export const PAYMENT_STATUS_MESSAGES: Record<'unpaid' | 'paid' | 'refunded', MessageDescriptor> = {
  unpaid: msg`Not paid yet`,
  paid: msg`Paid`,
  refunded: msg`Refunded`,
};

export const GROUP_MESSAGES: Record<ReservationGroup, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  current: msg`Current`,
  past: msg`Past`,
  cancelled: msg({ message: 'Cancelled', context: 'reservation list' }),
};

/** The list's name for screen readers: 'Upcoming reservations'. */
export const GROUP_LIST_MESSAGES: Record<ReservationGroup, MessageDescriptor> = {
  upcoming: msg`Upcoming reservations`,
  current: msg`Current reservations`,
  past: msg`Past reservations`,
  cancelled: msg`Cancelled reservations`,
};

export const ACTION_MESSAGES: Record<ReservationAction, MessageDescriptor> = {
  // "Accept" is the host's word for answering a request; the guest's status word stays "Confirmed".
  confirm: msg`Accept`,
  decline: msg`Decline`,
  check_in: msg`Check in`,
  check_out: msg`Check out`,
  no_show: msg`Mark as no-show`,
  cancel: msg({ message: 'Cancel', context: 'cancel a reservation' }),
};

/** '1 night', '3 nights'. */
export const nightsMessage = (i18n: I18n, nights: number): string => i18n._(msg`${plural(nights, { one: '# night', other: '# nights' })}`);

/** 'Room', 'Unit', or 'Room or unit' while the property is not known. */
export const unitTitle = (i18n: I18n, noun: UnitNoun | null): string => i18n._(UNIT_TITLES[noun ?? 'both']);

const UNIT_TITLES: Record<UnitNoun | 'both', MessageDescriptor> = {
  room: msg`Room`,
  unit: msg`Unit`,
  both: msg`Room or unit`,
};
