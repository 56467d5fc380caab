/**
 * Title and one line of copy for each screen that a later issue builds. Typed by the router's
 * path list, so a path without copy fails the type check.
 */
import type { PlaceholderPath, ScreenPath, WizardPath } from '../../app/route-paths';

export type PlaceholderCopy = { title: string; line: string; section?: string };

const WIZARD = 'List your property';

const WIZARD_COPY: Record<WizardPath, PlaceholderCopy> = {
  '/start': { title: 'Get Started', line: 'Three short parts: your property, its rooms and photos, then payments and policies.' },
  '/property/01': { title: 'What kind of place are you listing?', line: 'The property type decides which details guests will look for.' },
  '/property/02/:propertyId': { title: 'Where is your place?', line: 'Pin your property on the map so guests can see exactly where they will stay.' },
  '/property/03/:propertyId': { title: 'Confirm your address', line: 'Guests receive this address after they book, so make sure every line is right.' },
  '/property/04/:propertyId': { title: 'Name your place', line: 'A clear, memorable name helps your listing stand out in search results.' },
  '/property/05/:propertyId': { title: 'How guests book', line: 'Choose instant booking or review each request before you accept it.' },
  '/property/06/:propertyId': { title: 'Price per night', line: 'Set the nightly price for the entire property and see what you earn after fees.' },
  '/property/07/:propertyId': { title: 'Rate plans', line: 'Offer non-refundable and weekly rates to win more bookings.' },
  '/property/08/:propertyId': { title: 'Bathroom details', line: 'Guests care about private or shared bathrooms, so tell them up front.' },
  '/property/09/:propertyId': { title: 'House policies', line: 'Check-in times and rules for children, pets, smoking and parties avoid surprises.' },
  '/property/10/:propertyId': { title: 'Languages your staff speak', line: 'Travellers feel at home when someone speaks their language.' },
  '/property/11/:propertyId': { title: 'Parking', line: 'Many guests arrive by car or tuk-tuk; tell them where to park.' },
  '/property/12/:propertyId': { title: 'Describe your place', line: 'Paint a picture of the space and the neighbourhood in your own words.' },
  '/property/13/:propertyId': { title: 'Highlights', line: 'Pick up to five highlights that make your place special.' },
  '/property/14/:propertyId': { title: 'New listing discount', line: 'A welcome discount helps new listings earn their first reviews quickly.' },
  '/unit/01/:propertyId': { title: 'Room details', line: 'Beds, guests and amenities for each unit tell guests what they are booking.' },
  '/unit/02/:propertyId': { title: 'Room details', line: 'Describe the room guests will stay in, its beds and its nightly price.' },
  '/image/01/:propertyId': { title: 'Photos', line: 'Listings with five or more bright photos receive far more bookings.' },
  '/final/01/:propertyId': { title: 'Collect payments', line: 'See how your plan collects payments and where your payouts go.' },
  '/final/02/:propertyId': { title: 'Cancellation policy', line: 'A clear cancellation policy builds trust before guests book.' },
  '/final/03/:propertyId': { title: 'Name on the invoice', line: 'This is the legal name and address that appears on guest invoices.' },
  '/final/04/:propertyId': { title: 'Important information', line: 'A few final answers, such as your tourism registration, before you submit.' },
  '/main/finish/:propertyId': { title: 'Review and finish', line: 'Check every section and submit your listing for review.' },
  '/complete/:propertyId': { title: 'Your listing is submitted', line: 'Our team reviews new listings within two working days; we will email you the result.' },
};

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

export function placeholderCopy(path: PlaceholderPath): PlaceholderCopy {
  return path in WIZARD_COPY
    ? { ...WIZARD_COPY[path as WizardPath], section: WIZARD }
    : SCREEN_COPY[path as ScreenPath];
}
