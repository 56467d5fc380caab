/**
 * How each plan is presented. The API knows plans by id and name (STARTER, SUPPORTIVE,
 * ALL_INCLUSIVE); /plan-selection merges its list with this catalogue by name.
 */
export type PlanKey = 'STARTER' | 'SUPPORTIVE' | 'ALL_INCLUSIVE';

export type PlanDisplay = {
  key: PlanKey;
  displayName: string;
  tagline: string;
  features: readonly [string, string, string, string, string];
  payout: string;
  cta: string;
  recommended?: boolean;
};

export const PLAN_ORDER: readonly PlanKey[] = ['STARTER', 'SUPPORTIVE', 'ALL_INCLUSIVE'];

export const PLAN_CATALOGUE: Record<PlanKey, PlanDisplay> = {
  STARTER: {
    key: 'STARTER',
    displayName: 'Listing Only',
    tagline: 'Get seen by travellers and run bookings your way.',
    features: [
      'Free listing on our guest site',
      'Guests pay you directly at your property',
      'Your own availability calendar',
      'Calendar sync with other sites through iCal',
      'Host dashboard with booking alerts',
    ],
    payout: 'Free listing: guests pay onsite at your property.',
    cta: 'List for Free',
  },
  SUPPORTIVE: {
    key: 'SUPPORTIVE',
    displayName: 'Reservation Management',
    tagline: 'We handle the bookings, you handle the welcome.',
    features: [
      'Everything in Listing Only',
      'Our team confirms and manages reservations',
      'Guests pay cash onsite or online',
      'Guest questions answered before arrival',
      'Monthly earnings and occupancy reports',
    ],
    payout: 'Cash onsite or online payment: guests choose how they pay.',
    cta: 'Request This Plan',
    recommended: true,
  },
  ALL_INCLUSIVE: {
    key: 'ALL_INCLUSIVE',
    displayName: 'Full Service',
    tagline: 'Hands-off hosting with payments taken care of.',
    features: [
      'Everything in Reservation Management',
      'We collect every guest payment for you',
      'Pricing and availability managed across channels',
      'Listing set-up and photo guidance',
      'Priority support for you and your guests',
    ],
    payout: 'We collect payments and pay you out every 15th day of the month.',
    cta: 'Request This Plan',
  },
};

