/** Kept apart from plan-catalogue.ts, which the landing page loads first; only /plan-selection needs this. */
import { PLAN_CATALOGUE, PLAN_ORDER, type PlanDisplay } from './plan-catalogue';
import type { PlanKey } from '../shared/plan-names';

const isPlanKey = (name: string): name is PlanKey => (PLAN_ORDER as readonly string[]).includes(name);

type ServedPlan = { name: string; displayName: string };

/**
 * A plan as GET api/v1/plans serves it (its id and name, spec §7), dressed for its card from the
 * catalogue, the same card the landing page shows. A plan the catalogue does not know has no card.
 */
export function planDisplayFrom(plan: ServedPlan): PlanDisplay | null {
  if (!isPlanKey(plan.name)) return null;
  return PLAN_CATALOGUE[plan.name];
}
