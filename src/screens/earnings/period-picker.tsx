import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { monthPeriod, thisMonth, yearPeriod, type EarningsPeriod, type EarningsPeriodKind } from '../../../machines/earnings.machine';
import controls from '../../components/form-controls.module.css';
import styles from './earnings.module.css';

const KINDS: { kind: EarningsPeriodKind; label: MessageDescriptor }[] = [
  { kind: 'thisMonth', label: msg`This month` },
  { kind: 'month', label: msg`A month` },
  { kind: 'year', label: msg`A year` },
  { kind: 'custom', label: msg`Custom range` },
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
  const { t, i18n } = useLingui();
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
          <Trans>Period</Trans>
        </label>
        <select id="earnings-period" className={controls.input} value={period.kind} onChange={(event) => chooseKind(event.target.value as EarningsPeriodKind)}>
          {KINDS.map(({ kind, label }) => (
            <option key={kind} value={kind}>
              {i18n._(label)}
            </option>
          ))}
        </select>
      </div>
      {period.kind === 'month' ? (
        <div className={controls.field}>
          <label className={controls.label} htmlFor="earnings-month">
            <Trans>Month</Trans>
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
            <Trans>Year</Trans>
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
        <form className={styles.customRange} onSubmit={applyRange} aria-label={t`Custom range`}>
          <div className={controls.field}>
            <label className={controls.label} htmlFor="earnings-from">
              <Trans>First day</Trans>
            </label>
            <input id="earnings-from" type="date" className={controls.input} value={draft.from} required onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
          </div>
          <div className={controls.field}>
            <label className={controls.label} htmlFor="earnings-to">
              <Trans>Last day</Trans>
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
            <Trans>Show</Trans>
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
