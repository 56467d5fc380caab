import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isAdmin, type StoredUser } from '../use-session';

/** A link and its message, read in the active language where it is shown. */
export type NavItem = { to: string; label: MessageDescriptor };

/** The navbar's links for a signed-in user (spec §2); admins see no Dashboard, Earnings or Reservations. */
export function navItemsFor(user: StoredUser | null): NavItem[] {
  if (!user) return [];
  const hostOnly: NavItem[] = isAdmin(user)
    ? []
    : [
        { to: '/dashboard', label: msg`Dashboard` },
        { to: '/earnings-manage', label: msg`Earnings` },
        { to: '/reservation-manage', label: msg`Reservations` },
      ];
  return [...hostOnly, { to: '/calendar', label: msg`Calender` }, { to: '/listed-properties', label: msg`Listed Properties` }];
}
