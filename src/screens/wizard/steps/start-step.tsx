import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { listPlans } from '../../../api/listing-calls';
import { PLAN_CATALOGUE } from '../../../components/plan-catalogue';
import { SELECTED_PLAN_KEY } from '../../../session/saved-draft';
import type { StepBodyProps } from '../step-types';
import { PART_NAMES } from '../step-titles';
import styles from './steps.module.css';

const PARTS = [
  { key: 'property', title: PART_NAMES.property, text: msg`Its type, where it is, its name, how guests book, the price, the house rules and what makes it special.` },
  { key: 'rooms', title: PART_NAMES.rooms, text: msg`The rooms or units guests book, their beds and amenities, and at least five photos.` },
  { key: 'payments', title: PART_NAMES.payments, text: msg`How you get paid, your cancellation policy, the name on invoices and a few important questions.` },
];

/** The chosen plan's display name, from the plan id the start-listing flow stored. */
function useChosenPlan(): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let stored: number | null = null;
    try {
      stored = Number(localStorage.getItem(SELECTED_PLAN_KEY)) || null;
    } catch {
      stored = null;
    }
    listPlans()
      .then((plans) => {
        const plan = plans.find((p) => p.id === stored) ?? plans.find((p) => p.name === 'STARTER');
        setName(plan ? PLAN_CATALOGUE[plan.name].displayName : null);
      })
      .catch(() => setName(null));
  }, []);
  return name;
}

/** /start: the three parts ahead, and the plan this listing goes on. */
export function StartStep({ listing }: StepBodyProps) {
  const plan = useChosenPlan();
  const { _ } = useLingui();
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        <Trans>
          It takes about 20 minutes. Every step is saved as you go, so you can stop at any time and pick up where you left off, on
          this device or another.
        </Trans>
      </p>
      <ol className={styles.parts}>
        {PARTS.map((part, index) => (
          <li key={part.key} className={styles.part}>
            <span className={styles.partNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2 className={styles.partTitle}>{_(part.title)}</h2>
              <p>{_(part.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      {plan && !listing ? (
        <p className={styles.note}>
          <Trans>
            Your plan: <strong>{plan}</strong>. <Link to="/plan-selection">Change plan</Link>
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
