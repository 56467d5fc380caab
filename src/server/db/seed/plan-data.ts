import { PLAN_DISPLAY_NAMES, PLAN_OFFERS } from '../../../shared/plan-names';

// The three plans. Ids are fixed (1, 2, 3) so the browser's stored "selected plan id" and the
// sales team's inquiries keep meaning the same plan on every installation.
export const PLANS = [
  {
    id: 1,
    name: 'STARTER',
    displayName: PLAN_DISPLAY_NAMES.STARTER,
    commissionPercent: 0,
    payoutText: PLAN_OFFERS.STARTER.payout,
    features: PLAN_OFFERS.STARTER.features,
  },
  {
    id: 2,
    name: 'SUPPORTIVE',
    displayName: PLAN_DISPLAY_NAMES.SUPPORTIVE,
    commissionPercent: 10,
    payoutText: PLAN_OFFERS.SUPPORTIVE.payout,
    features: PLAN_OFFERS.SUPPORTIVE.features,
  },
  {
    id: 3,
    name: 'ALL_INCLUSIVE',
    displayName: PLAN_DISPLAY_NAMES.ALL_INCLUSIVE,
    commissionPercent: 18,
    payoutText: PLAN_OFFERS.ALL_INCLUSIVE.payout,
    features: PLAN_OFFERS.ALL_INCLUSIVE.features,
  },
] as const;
