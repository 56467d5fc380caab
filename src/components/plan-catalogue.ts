import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PLAN_DISPLAY_NAMES, type PlanKey } from '../shared/plan-names';

/**
 * How each plan is presented. The API knows plans by id and name (STARTER, SUPPORTIVE,
 * ALL_INCLUSIVE); /plan-selection merges its list with this catalogue by name.
 *
 * The plan's name stays English in every language (a product name, docs/i18n-glossary.md); the
 * other texts are messages, read with i18n._ where the card is drawn. The features and payout are
 * the words of src/shared/plan-names.ts PLAN_OFFERS (the server seeds those; the shared module
 * takes no Lingui macros), and tests/unit/i18n/plan-catalogue.test.ts keeps the two the same.
 */
export type PlanDisplay = {
  key: PlanKey;
  displayName: string;
  tagline: MessageDescriptor;
  features: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor, MessageDescriptor, MessageDescriptor];
  payout: MessageDescriptor;
  cta: MessageDescriptor;
  recommended?: boolean;
};

export const PLAN_ORDER: readonly PlanKey[] = ['STARTER', 'SUPPORTIVE', 'ALL_INCLUSIVE'];

export const PLAN_CATALOGUE: Record<PlanKey, PlanDisplay> = {
  STARTER: {
    key: 'STARTER',
    displayName: PLAN_DISPLAY_NAMES.STARTER,
    tagline: msg`Get seen by travellers and run bookings your way.`,
    features: [
      msg`Free listing on our guest site`,
      msg`Guests pay you directly at your property`,
      msg`Your own availability calendar`,
      msg`Calendar sync with other sites through iCal`,
      msg`Host dashboard with booking alerts`,
    ],
    payout: msg`Free listing: guests pay onsite at your property.`,
    cta: msg`List for Free`,
  },
  SUPPORTIVE: {
    key: 'SUPPORTIVE',
    displayName: PLAN_DISPLAY_NAMES.SUPPORTIVE,
    tagline: msg`We handle the bookings, you handle the welcome.`,
    features: [
      msg`Everything in Listing Only`,
      msg`Our team confirms and manages reservations`,
      msg`Guests pay cash onsite or online`,
      msg`Guest questions answered before arrival`,
      msg`Monthly earnings and occupancy reports`,
    ],
    payout: msg`Cash onsite or online payment: guests choose how they pay.`,
    cta: msg`Request This Plan`,
    recommended: true,
  },
  ALL_INCLUSIVE: {
    key: 'ALL_INCLUSIVE',
    displayName: PLAN_DISPLAY_NAMES.ALL_INCLUSIVE,
    tagline: msg`Hands-off hosting with payments taken care of.`,
    features: [
      msg`Everything in Reservation Management`,
      msg`We collect every guest payment for you`,
      msg`Pricing and availability managed across channels`,
      msg`Listing set-up and photo guidance`,
      msg`Priority support for you and your guests`,
    ],
    payout: msg`We collect payments and pay you out every 15th day of the month.`,
    cta: msg`Request This Plan`,
  },
};
