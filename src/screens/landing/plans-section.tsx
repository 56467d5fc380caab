import { PlanCard } from '../../components/plan-card';
import { PLAN_CATALOGUE, PLAN_ORDER, type PlanKey } from '../../components/plan-catalogue';
import styles from './landing.module.css';

export function PlansSection({ onChoose }: { onChoose: (plan: PlanKey) => void }) {
  return (
    <section className={styles.plans} aria-labelledby="plans-title" id="plans">
      <div className="container">
        <div className={styles.sectionHead}>
          <p className="eyebrow">Plans</p>
          <h2 id="plans-title">Choose how much we handle for you</h2>
          <p>Start free and upgrade whenever you want more help. Every plan includes the host portal and support.</p>
        </div>
        <ul className={styles.planGrid}>
          {PLAN_ORDER.map((key) => (
            <li key={key}>
              <PlanCard plan={PLAN_CATALOGUE[key]} onChoose={(plan) => onChoose(plan.key)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
