import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Fieldset } from './fieldset';
import styles from './yes-no-field.module.css';

type YesNoFieldProps = {
  /** The question. */
  legend: ReactNode;
  /** The radios' name, so a step can focus the question when it has a problem. */
  name: string;
  /** null: not answered yet (neither side chosen). */
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string | null;
  hint?: ReactNode;
  /** The two answers' words when plain Yes and No would not say enough ('Yes, offer 20 % off'). */
  labels?: { yes: string; no: string };
};

/**
 * Every yes / no question of the portal, asked the same way: one segmented pair of native radios
 * in a fieldset with the question as its legend, so Tab reaches the pair once, the arrows switch
 * the answer and a screen reader hears the question, the answer and "1 of 2".
 */
export function YesNoField({ legend, name, value, onChange, error, hint, labels }: YesNoFieldProps) {
  const { t } = useLingui();
  const yes = labels?.yes ?? t`Yes`;
  const no = labels?.no ?? t`No`;
  return (
    <Fieldset legend={legend} error={error} hint={hint}>
      <div className={styles.pair}>
        {([true, false] as const).map((answer) => (
          <label key={String(answer)} className={styles.side} data-checked={value === answer ? 'true' : undefined}>
            <input type="radio" name={name} value={answer ? 'yes' : 'no'} checked={value === answer} onChange={() => onChange(answer)} />
            {answer ? yes : no}
          </label>
        ))}
      </div>
    </Fieldset>
  );
}
