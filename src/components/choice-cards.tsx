import { useId, type ReactNode } from 'react';
import { shownMessage } from '../shared/shown-message';
import styles from './choice-cards.module.css';

type Choice<V extends string | number> = {
  value: V;
  label: string;
  description?: ReactNode;
  /** A decorative picture above the label (an inline SVG), for the tiles. */
  icon?: ReactNode;
};

type ChoiceCardsProps<V extends string | number> = {
  legend: string;
  /** The radio inputs' name, so the wizard can focus the group when it has a problem. */
  name: string;
  choices: readonly Choice<V>[];
  value: V | null;
  error?: string | null;
  onChange: (value: V) => void;
  /** Smaller cards with the choices' icons, for a long list of short names (the property types). */
  tiles?: boolean;
};

/** One choice among a few, as large cards: native radio buttons, so arrows and Space just work. */
export function ChoiceCards<V extends string | number>({ legend, name, choices, value, error, onChange, tiles = false }: ChoiceCardsProps<V>) {
  const errorId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="visually-hidden">{legend}</legend>
      <div className={tiles ? styles.tiles : styles.grid}>
        {choices.map((choice) => (
          <label key={choice.value} className={tiles ? styles.tile : styles.card} data-checked={choice.value === value ? 'true' : undefined}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.icon ? (
              <span className={styles.icon} aria-hidden="true">
                {choice.icon}
              </span>
            ) : null}
            <span className={styles.label}>{choice.label}</span>
            {choice.description ? <span className={styles.description}>{choice.description}</span> : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {shownMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
