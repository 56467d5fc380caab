/** The plans' display names by their enumeration name (spec §1): what every screen calls a plan. */
export const PLAN_DISPLAY_NAMES = {
  STARTER: 'Listing Only',
  SUPPORTIVE: 'Reservation Management',
  ALL_INCLUSIVE: 'Full Service',
} as const;

export type PlanName = keyof typeof PLAN_DISPLAY_NAMES;

/**
 * A plan as the app's flows pick it (the plan cards, the start-listing and inquiry machines): here
 * rather than with the cards' catalogue because machines import no UI.
 */
export type PlanKey = 'STARTER' | 'SUPPORTIVE' | 'ALL_INCLUSIVE';

/** 'STARTER' → 'Listing Only'; null for no plan (or a name this app does not know). */
export function planDisplayName(name: string | null | undefined): string | null {
  return name && Object.hasOwn(PLAN_DISPLAY_NAMES, name) ? PLAN_DISPLAY_NAMES[name as PlanName] : null;
}

/**
 * What each plan offers, in the words of its card (spec §1: five features and the payout rule).
 * One text for the landing cards, /plan-selection and the plans the server seeds, so a host reads
 * the same promise wherever the plan is shown.
 */
export const PLAN_OFFERS: Record<PlanName, { features: readonly [string, string, string, string, string]; payout: string }> = {
  STARTER: {
    features: [
      'Free listing on our guest site',
      'Guests pay you directly at your property',
      'Your own availability calendar',
      'Calendar sync with other sites through iCal',
      'Host dashboard with booking alerts',
    ],
    payout: 'Free listing: guests pay onsite at your property.',
  },
  SUPPORTIVE: {
    features: [
      'Everything in Listing Only',
      'Our team confirms and manages reservations',
      'Guests pay cash onsite or online',
      'Guest questions answered before arrival',
      'Monthly earnings and occupancy reports',
    ],
    payout: 'Cash onsite or online payment: guests choose how they pay.',
  },
  ALL_INCLUSIVE: {
    features: [
      'Everything in Reservation Management',
      'We collect every guest payment for you',
      'Pricing and availability managed across channels',
      'Listing set-up and photo guidance',
      'Priority support for you and your guests',
    ],
    payout: 'We collect payments and pay you out every 15th day of the month.',
  },
};
