import { useState, type FormEvent } from 'react';
import { monthPeriod, thisMonth, yearPeriod, type EarningsPeriod, type EarningsPeriodKind } from '../../../machines/earnings.machine';
import controls from '../../components/form-controls.module.css';
import styles from './earnings.module.css';

const KINDS: { kind: EarningsPeriodKind; label: string }[] = [
  { kind: 'thisMonth', label: 'This month' },
  { kind: 'month', label: 'A month' },
  { kind: 'year', label: 'A year' },
  { kind: 'custom', label: 'Custom range' },
];

export interface PeriodPickerProps {
  period: EarningsPeriod;
  today: string;
  problem: string | null;
  onChange: (period: EarningsPeriod) => void;
}

/** The years offered: five back (tax returns, last season) and next year (bookings already taken). */
const yearsAround = (today: string) => {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: 7 }, (_, i) => year + 1 - i);
};

/**
 * This month / a month / a year / a custom range. Month and year apply as soon as they change; a
 * custom range applies with its button, so a half-typed range never loads a report.
 */
export function PeriodPicker({ period, today, problem, onChange }: PeriodPickerProps) {
  const [draft, setDraft] = useState({ from: period.from, to: period.to });
  const chooseKind = (kind: EarningsPeriodKind) => {
    if (kind === 'thisMonth') onChange(thisMonth(today));
    if (kind === 'month') onChange(monthPeriod(period.from.slice(0, 7)));
    if (kind === 'year') onChange(yearPeriod(Number(period.from.slice(0, 4))));
    if (kind === 'custom') {
      setDraft({ from: period.from, to: period.to });
      onChange({ ...period, kind: 'custom' });
    }
  };
  const applyRange = (event: FormEvent) => {
    event.preventDefault();
    onChange({ kind: 'custom', ...draft });
  };
  return (
    <div className={styles.periodPicker}>
      <div className={controls.field}>
        <label className={controls.label} htmlFor="earnings-period">
          Period
        </label>
        <select id="earnings-period" className={controls.input} value={period.kind} onChange={(event) => chooseKind(event.target.value as EarningsPeriodKind)}>
          {KINDS.map(({ kind, label }) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {period.kind === 'month' ? (
        <div className={controls.field}>
          <label className={controls.label} htmlFor="earnings-month">
            Month
          </label>
          <input
            id="earnings-month"
            type="month"
            className={controls.input}
            value={period.from.slice(0, 7)}
            onChange={(event) => /^\d{4}-\d{2}$/.test(event.target.value) && onChange(monthPeriod(event.target.value))}
          />
        </div>
      ) : null}
      {period.kind === 'year' ? (
        <div className={controls.field}>
          <label className={controls.label} htmlFor="earnings-year">
            Year
          </label>
          <select id="earnings-year" className={controls.input} value={Number(period.from.slice(0, 4))} onChange={(event) => onChange(yearPeriod(Number(event.target.value)))}>
            {yearsAround(today).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {period.kind === 'custom' ? (
        <form className={styles.customRange} onSubmit={applyRange} aria-label="Custom range">
          <div className={controls.field}>
            <label className={controls.label} htmlFor="earnings-from">
              First day
            </label>
            <input id="earnings-from" type="date" className={controls.input} value={draft.from} required onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
          </div>
          <div className={controls.field}>
            <label className={controls.label} htmlFor="earnings-to">
              Last day
            </label>
            <input
              id="earnings-to"
              type="date"
              className={controls.input}
              value={draft.to}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'earnings-range-problem' : undefined}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </div>
          <button type="submit" className="btn btn-outline">
            Show
          </button>
          {problem ? (
            <p id="earnings-range-problem" className={controls.error} role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
