import { PLAN_DISPLAY_NAMES } from '../../../rules/plan-names';

// The three plans. Ids are fixed (1, 2, 3) so the browser's stored "selected plan id" and the
// sales team's inquiries keep meaning the same plan on every installation.
export const PLANS = [
  {
    id: 1,
    name: 'STARTER',
    displayName: PLAN_DISPLAY_NAMES.STARTER,
    commissionPercent: 0,
    payoutText: 'Guests pay you directly at the property. The platform takes no commission and makes no payouts.',
    features: [
      'Free listing on the marketplace',
      'Guests pay you at the property',
      'Availability calendar with iCal sync',
      'Reservation requests by email',
      'Host dashboard and earnings overview',
    ],
  },
  {
    id: 2,
    name: 'SUPPORTIVE',
    displayName: PLAN_DISPLAY_NAMES.SUPPORTIVE,
    commissionPercent: 10,
    payoutText:
      'Guests pay cash at the property or online. Online payments are paid out to you after check-out, less the commission.',
    features: [
      'Everything in Listing Only',
      'Cash onsite or online payment',
      'Reservation handling by our team',
      'Channel sync with Airbnb and Booking.com',
      'Guest messaging support',
    ],
  },
  {
    id: 3,
    name: 'ALL_INCLUSIVE',
    displayName: PLAN_DISPLAY_NAMES.ALL_INCLUSIVE,
    commissionPercent: 18,
    payoutText:
      'We collect every payment and pay you out on the 15th of each month for stays completed in the previous month.',
    features: [
      'Everything in Reservation Management',
      'We collect all guest payments',
      'Monthly payouts on the 15th',
      'Professional photos and listing copy',
      'Dedicated account manager',
    ],
  },
] as const;
