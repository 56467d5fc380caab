import { isAdmin, type StoredUser } from '../use-session';

export type NavItem = { to: string; label: string };

/** The navbar's links for a signed-in user (spec §2); admins see no Dashboard, Earnings or Reservations. */
export function navItemsFor(user: StoredUser | null): NavItem[] {
  if (!user) return [];
  const hostOnly: NavItem[] = isAdmin(user)
    ? []
    : [
        { to: '/dashboard', label: 'Dashboard' },
        { to: '/earnings-manage', label: 'Earnings' },
        { to: '/reservation-manage', label: 'Reservations' },
      ];
  return [...hostOnly, { to: '/calendar', label: 'Calender' }, { to: '/listed-properties', label: 'Listed Properties' }];
}
