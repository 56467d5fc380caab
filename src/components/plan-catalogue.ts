import { PLAN_OFFERS, type PlanKey } from '../shared/plan-names';

/**
 * How each plan is presented. The API knows plans by id and name (STARTER, SUPPORTIVE,
 * ALL_INCLUSIVE); /plan-selection merges its list with this catalogue by name.
 */

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
    features: PLAN_OFFERS.STARTER.features,
    payout: PLAN_OFFERS.STARTER.payout,
    cta: 'List for Free',
  },
  SUPPORTIVE: {
    key: 'SUPPORTIVE',
    displayName: 'Reservation Management',
    tagline: 'We handle the bookings, you handle the welcome.',
    features: PLAN_OFFERS.SUPPORTIVE.features,
    payout: PLAN_OFFERS.SUPPORTIVE.payout,
    cta: 'Request This Plan',
    recommended: true,
  },
  ALL_INCLUSIVE: {
    key: 'ALL_INCLUSIVE',
    displayName: 'Full Service',
    tagline: 'Hands-off hosting with payments taken care of.',
    features: PLAN_OFFERS.ALL_INCLUSIVE.features,
    payout: PLAN_OFFERS.ALL_INCLUSIVE.payout,
    cta: 'Request This Plan',
  },
};

