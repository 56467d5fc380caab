import { useState, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import type { FieldMessage } from '../../../../machines/wizard.machine';
import { textIn } from '../../../../machines/ui-text';
import { Fieldset } from '../../../components/fieldset';
import { FieldShell } from '../../../components/form-field';
import formStyles from '../../../components/form-controls.module.css';
import { ReferenceStatus } from '../reference-status';
import type { useReference } from '../use-reference';
import styles from './step-forms.module.css';

/**
 * Controls the property steps share. Each input carries `name` = the field path of its messages
 * ('pricePerNight', 'nonRefundable.discountPercent'), so the wizard can focus the first problem.
 */

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** The number a host typed, or null for empty or unreadable text. Thousands commas are fine. */
function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  return NUMBER.test(cleaned) ? Number(cleaned) : null;
}

const formatNumber = (value: number | null) => (value === null ? '' : String(value));

type NumberFieldProps = {
  label: string;
  name: string;
  value: number | null;
  onValueChange: (value: number | null) => void;
  error?: string | null;
  hint?: ReactNode;
  /** Whole numbers only (counts, percentages): a digits-only keyboard on phones. */
  integer?: boolean;
  placeholder?: string;
};

/**
 * A number typed as text: the values hold numbers (or null), while the host's own text ('12.',
 * '10,000') stays on screen until it means another number. Text inputs with `inputMode` avoid the
 * scroll-wheel and locale surprises of type="number".
 */
export function NumberField({ label, name, value, onValueChange, error, hint, integer = false, placeholder }: NumberFieldProps) {
  const [text, setText] = useState(() => formatNumber(value));
  // When the value changes elsewhere (a reload, "Use my current location"), show the new value.
  const shown = parseNumber(text) === value ? text : formatNumber(value);
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          className={formStyles.input}
          value={shown}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            onValueChange(parseNumber(event.target.value));
          }}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  short?: boolean;
  placeholder?: string;
};

export function TextAreaField({ label, name, value, onValueChange, error, hint, short = false, placeholder }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <textarea
          id={inputId}
          name={name}
          className={`${formStyles.input} ${styles.textarea} ${short ? styles.shortTextarea : ''}`}
          value={value}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

type CheckboxOption = { value: number; label: string; description?: ReactNode; lang?: string };

type CheckboxListProps = {
  legend: string;
  name: string;
  options: readonly CheckboxOption[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  error?: string | null;
  hint?: ReactNode;
  /** Options that cannot be ticked now (a limit is reached); ticked ones stay untickable. */
  isDisabled?: (value: number) => boolean;
  compact?: boolean;
  /** Said under the options, e.g. how many are chosen. */
  footer?: ReactNode;
};

/** Several choices from a reference list, as checkbox cards; the order of ticking is kept. */
export function CheckboxList({ legend, name, options, selected, onChange, error, hint, isDisabled, compact = false, footer }: CheckboxListProps) {
  return (
    <Fieldset legend={legend} error={error} hint={hint}>
      <div className={`${styles.options} ${compact ? styles.compact : ''}`}>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          const disabled = !checked && (isDisabled?.(option.value) ?? false);
          return (
            <label
              key={option.value}
              className={styles.option}
              data-checked={checked ? 'true' : undefined}
              data-disabled={disabled ? 'true' : undefined}
            >
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(checked ? selected.filter((id) => id !== option.value) : [...selected, option.value])}
              />
              <span className={styles.optionLabel}>{option.label}</span>
              {option.description ? (
                <span className={styles.optionDescription} lang={option.lang}>
                  {option.description}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {footer}
    </Fieldset>
  );
}

/** Shows a step's reference list once it is there; until then the loading line, or the failure and a retry. */
export function ReferenceGate<T>({ list, what, children }: { list: ReturnType<typeof useReference<readonly T[]>>; what: string; children: (items: readonly T[]) => ReactNode }) {
  if (!list.data) return <ReferenceStatus error={list.error} retry={list.retry} what={what} />;
  return <>{children(list.data)}</>;
}

/** The message of a list field or of one of its items ('languageIds.2'), shown on the whole list. */
export const problemOfList = (issues: readonly FieldMessage[], field: string): string | null =>
  textIn(i18n, issues.find((issue) => issue.field === field || issue.field.startsWith(`${field}.`))?.message);
