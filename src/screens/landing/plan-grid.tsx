import { PlanCard } from '../../components/plan-card';
import { PLAN_CATALOGUE, PLAN_ORDER } from '../../components/plan-catalogue';
import type { PlanKey } from '../../shared/plan-names';
import styles from './plan-grid.module.css';

/** The three plan cards of the landing page (loaded when the plans section comes near). */
export function PlanGrid({ onChoose }: { onChoose: (plan: PlanKey) => void }) {
  return (
    <ul className={styles.planGrid}>
      {PLAN_ORDER.map((key) => (
        <li key={key}>
          <PlanCard plan={PLAN_CATALOGUE[key]} onChoose={(plan) => onChoose(plan.key)} />
        </li>
      ))}
    </ul>
  );
}
