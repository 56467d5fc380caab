import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import type { PlanKey } from '../../shared/plan-names';
import { useLoadWhenNear } from './use-load-when-near';
import styles from './landing.module.css';

// The cards and their catalogue sit far below the hero, so their code is not part of the page's
// first load (the plan selection screen shares them): see use-load-when-near.ts for when it loads.
const PlanGrid = lazy(() => import('./plan-grid').then((m) => ({ default: m.PlanGrid })));

function PlansPending() {
  return <div className={styles.plansPending} aria-hidden="true" />;
}

export function PlansSection({ onChoose }: { onChoose: (plan: PlanKey) => void }) {
  const [ref, near] = useLoadWhenNear();
  return (
    <section ref={ref} className={styles.plans} aria-labelledby="plans-title" id="plans">
      <div className="container">
        <div className={styles.sectionHead}>
          <p className="eyebrow">
            <Trans>Plans</Trans>
          </p>
          <h2 id="plans-title">
            <Trans>Choose how much we handle for you</Trans>
          </h2>
          <p>
            <Trans>Start free and upgrade whenever you want more help. Every plan includes the host portal and support.</Trans>
          </p>
        </div>
        {near ? (
          <Suspense fallback={<PlansPending />}>
            <PlanGrid onChoose={onChoose} />
          </Suspense>
        ) : (
          <PlansPending />
        )}
      </div>
    </section>
  );
}
