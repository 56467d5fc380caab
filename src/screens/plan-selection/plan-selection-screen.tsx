import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { actorOptions } from '../../app/inspect';
import { useShell } from '../../app/shell-context';
import { isAdmin } from '../../app/use-session';
import { PlanCard } from '../../components/plan-card';
import { PLAN_ORDER, type PlanDisplay } from '../../components/plan-catalogue';
import { planDisplayFrom } from '../../components/served-plan';
import styles from './plan-selection.module.css';
import { planSelectionWithCalls } from '../../api/actors/plan-selection';
import { LoadFailed, LoadingState } from '../../components/load-state';

/** /plan-selection: the plans from GET api/v1/plans as cards. Admins do not choose plans (spec §6). */
export function PlanSelectionScreen() {
  const { session } = useShell();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">
          <Trans>List your property</Trans>
        </p>
        <h1>
          <Trans>Choose Your Plan</Trans>
        </h1>
        <p className={styles.intro}>
          <Trans>
            Pick how much of the hosting work you want us to handle. Listing Only starts right away; for Reservation
            Management and Full Service our team gets in touch to set things up with you.
          </Trans>
        </p>
      </header>
      {isAdmin(session.user) ? <AdminNote /> : <PlanCards />}
    </div>
  );
}

function AdminNote() {
  return (
    <div className={styles.note}>
      <p>
        <Trans>Plans are chosen by hosts when they list a property. As an administrator you review and manage listings.</Trans>
      </p>
      <Link to="/admin-property-listings" className="btn btn-primary">
        <Trans>Go to Property Listings</Trans>
      </Link>
    </div>
  );
}

function PlanCards() {
  const { choosePlan } = useShell();
  const actor = useActorRef(planSelectionWithCalls, actorOptions());
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const plans = useSelector(actor, (s) => s.context.plans);
  const { t } = useLingui();

  if (loading) {
    return <LoadingState label={t`Loading plans…`} />;
  }
  if (error) {
    return (
      <LoadFailed message={error} onRetry={() => actor.send({ type: 'plans.retry' })} />
    );
  }

  const cards = plans
    .map(planDisplayFrom)
    .filter((plan): plan is PlanDisplay => plan !== null)
    .sort((a, b) => PLAN_ORDER.indexOf(a.key) - PLAN_ORDER.indexOf(b.key));
  return (
    <>
      <ul className={styles.grid} aria-label={t`Plans`}>
        {cards.map((plan) => (
          <li key={plan.key}>
            <PlanCard plan={plan} headingLevel={2} onChoose={() => choosePlan(plan.key)} />
          </li>
        ))}
      </ul>
      <p className={styles.footnote}>
        <Trans>You can change your plan later: our team moves listings between plans without taking them offline.</Trans>
      </p>
    </>
  );
}
