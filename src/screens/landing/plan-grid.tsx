import { PlanCard } from '../../components/plan-card';
import { PLAN_CATALOGUE, PLAN_ORDER } from '../../components/plan-catalogue';
import type { PlanKey } from '../../shared/plan-names';
import { useHydrated } from '../../app/use-hydrated';
import styles from './plan-grid.module.css';

/** The three plan cards of the landing page (see plans-section.tsx for when they load). */
export function PlanGrid({ onChoose }: { onChoose: (plan: PlanKey) => void }) {
  const hydrated = useHydrated();
  return (
    <ul className={styles.planGrid}>
      {PLAN_ORDER.map((key) => (
        <li key={key}>
          <PlanCard plan={PLAN_CATALOGUE[key]} ready={hydrated} onChoose={(plan) => onChoose(plan.key)} />
        </li>
      ))}
    </ul>
  );
}
