/** Kept apart from plan-catalogue.ts, which the landing page loads first; only /plan-selection needs this. */
import { PLAN_CATALOGUE, PLAN_ORDER, type PlanDisplay, type PlanKey } from './plan-catalogue';

const isPlanKey = (name: string): name is PlanKey => (PLAN_ORDER as readonly string[]).includes(name);

type ServedPlan = { name: string; displayName: string; payoutText: string; features: string[] };

/**
 * A plan as GET api/v1/plans serves it, dressed for its card: the server's name, features and
 * payout (what sales has configured), this catalogue's tagline, button and emphasis. A plan the
 * catalogue does not know has no card.
 */
export function planDisplayFrom(plan: ServedPlan): PlanDisplay | null {
  if (!isPlanKey(plan.name)) return null;
  const known = PLAN_CATALOGUE[plan.name];
  const features = plan.features.length === 5 ? (plan.features as unknown as PlanDisplay['features']) : known.features;
  return { ...known, displayName: plan.displayName || known.displayName, payout: plan.payoutText || known.payout, features };
}
