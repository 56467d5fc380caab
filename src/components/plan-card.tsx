import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanDisplay } from './plan-catalogue';
import styles from './plan-card.module.css';

type PlanCardProps = {
  plan: PlanDisplay;
  onChoose: (plan: PlanDisplay) => void;
  /** Heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
  disabled?: boolean;
  /** False while the page that came as HTML waits for its code: the button says it is not ready yet. */
  ready?: boolean;
};

/** One plan: name, five features, the payout rule and a choose button. Used on / and /plan-selection. */
export function PlanCard({ plan, onChoose, headingLevel = 3, disabled = false, ready = true }: PlanCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, i18n } = useLingui();
  const name = plan.displayName;
  return (
    <article className={styles.card} data-recommended={plan.recommended ? 'true' : undefined} aria-labelledby={titleId}>
      {plan.recommended ? <p className={styles.badge}>
          <Trans>Recommended</Trans>
        </p> : null}
      <Heading id={titleId} className={styles.title}>
        {plan.displayName}
      </Heading>
      <p className={styles.tagline}>{i18n._(plan.tagline)}</p>
      <ul className={styles.features} aria-label={t`${name} features`}>
        {plan.features.map((feature) => (
          <li key={feature.id}>
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path d="M5 10.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            {i18n._(feature)}
          </li>
        ))}
      </ul>
      <p className={styles.payout}>
        <span className={styles.payoutLabel}>
          <Trans>Payout</Trans>
        </span>
        {i18n._(plan.payout)}
      </p>
      <button
        type="button"
        className={`btn ${plan.recommended ? 'btn-primary' : 'btn-outline'} btn-block`}
        aria-describedby={titleId}
        disabled={disabled}
        aria-disabled={ready ? undefined : true}
        onClick={() => onChoose(plan)}
      >
        {i18n._(plan.cta)}
      </button>
    </article>
  );
}
