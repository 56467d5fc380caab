/**
 * Title and one line of copy for each screen that a later issue builds. Typed by the router's
 * path list, so a path without copy fails the type check.
 */
import type { ScreenPath } from '../../app/route-paths';

export type PlaceholderCopy = { title: string; line: string; section?: string };

const SCREEN_COPY: Record<ScreenPath, PlaceholderCopy> = {
  '/login': { title: 'Login', line: 'Sign in to manage your listings, calendar, reservations and payouts.' },
  '/sign-up': { title: 'Sign Up', line: 'Create your host account and list your first property in minutes.' },
  '/reset-password': { title: 'Reset Password', line: 'Choose your own password to finish setting up your account.' },
  '/forget-password': { title: 'Forgot Password', line: 'Enter your email and we will send you a code to set a new password.' },
  '/dashboard': { title: 'Dashboard', line: 'Arrivals, departures, requests and this month’s earnings at a glance.' },
  '/profile': { title: 'Profile', line: 'Keep your contact details, NIC and address up to date so guests and payouts reach you.' },
  '/calendar': { title: 'Calendar', line: 'See availability, prices and reservations for every unit, night by night.' },
  '/earnings-manage': { title: 'Earnings', line: 'Gross bookings, commission, net earnings and payouts for any period.' },
  '/reservation-manage': { title: 'Reservations', line: 'Every booking from every channel, with the actions each one needs.' },
  '/view-reservation/:reservationCode': { title: 'Reservation', line: 'Guest details, stay dates, payment and the history of this booking.' },
  '/synchronize/:propertyId': { title: 'Synchronize Listing', line: 'Connect your calendars on other sites through iCal so you are never double-booked.' },
  '/listed-properties': { title: 'Listed Properties', line: 'All your properties, their status and quick links to edit, calendar and sync.' },
  '/draft-listing': { title: 'Draft Listing', line: 'Continue the listing you started, right where you left off, or discard it.' },
  '/plan-selection': { title: 'Choose Your Plan', line: 'Pick how much of the hosting work you want us to handle.' },
  '/view/:propertyId': { title: 'Property', line: 'Your property as guests see it, with its units, photos and policies.' },
  '/admin-property-listings': { title: 'Property Listings', line: 'Review, approve and manage every host’s properties.' },
};

export function placeholderCopy(path: ScreenPath): PlaceholderCopy {
  return SCREEN_COPY[path];
}
