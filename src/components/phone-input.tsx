import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from 'libphonenumber-js/min';
import { countryFor, searchCountries, type CountryOption } from './country-calling-codes';
import { useCountryNamesLocale } from './use-country-names-locale';
import { RULE_MESSAGES } from '../shared/messages';
import { shownMessage } from '../shared/shown-message';
import styles from './form-controls.module.css';

/** Spec §9: the country search waits 250 ms after typing stops. */
const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

type PhoneInputProps = {
  label: string;
  /** '+94' style. */
  countryCode: string;
  number: string;
  error?: string | null;
  required?: boolean;
  /** Longer numbers are kept as typed and answered with 'You cannot exceed 15 characters' at once. */
  maxLength?: number;
  /** The number input's name, so a form can find and focus it. */
  name?: string;
  onCountryCodeChange: (callingCode: string) => void;
  onNumberChange: (number: string) => void;
};

/**
 * A contact number with its country code (default Sri Lanka, +94): a searchable country picker and
 * the local number. Reusable by any form that keeps countryCode and contactNo apart.
 */
export function PhoneInput({ label, countryCode, number, error, required, maxLength = 15, name, onCountryCodeChange, onNumberChange }: PhoneInputProps) {
  const base = useId();
  const numberId = `${base}-number`;
  const errorId = `${base}-error`;
  const [preferred, setPreferred] = useState<CountryCode | undefined>(undefined);
  const locale = useCountryNamesLocale();
  const country = countryFor(countryCode, preferred, locale);
  // Not the input's maxLength attribute: that cuts the 16th digit off without a word (spec §5 asks
  // for the message), and a pasted number would lose its end unseen.
  const shownError = error ?? (number.length > maxLength ? RULE_MESSAGES.contactNumberTooLong : null);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={numberId}>
        {label}
      </label>
      <div className={styles.phone}>
        <CountryPicker
          value={country}
          fieldLabel={label}
          onPick={(option) => {
            setPreferred(option.iso);
            onCountryCodeChange(option.callingCode);
          }}
        />
        <input
          id={numberId}
          name={name}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={number}
          required={required}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={(event) => onNumberChange(event.target.value.replace(/[^0-9]/g, ''))}
        />
      </div>
      {shownError ? (
        <p id={errorId} className={styles.error}>
          {shownMessage(shownError)}
        </p>
      ) : null}
    </div>
  );
}

type CountryPickerProps = { value: CountryOption | undefined; fieldLabel: string; onPick: (option: CountryOption) => void };

function CountryPicker({ value, fieldLabel, onPick }: CountryPickerProps) {
  const base = useId();
  const listId = `${base}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const countryName = value?.name;

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(query), COUNTRY_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);
  const locale = useCountryNamesLocale();
  const results = useMemo(() => searchCountries(debounced, locale), [debounced, locale]);
  useEffect(() => setActive(0), [debounced]);

  useEffect(() => {
    if (!open) return;
    search.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${base}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open, base]);

  const close = () => {
    setOpen(false);
    setQuery('');
    setDebounced('');
    button.current?.focus();
  };
  const pick = (option: CountryOption | undefined) => {
    if (option) onPick(option);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((index) => Math.min(results.length - 1, index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(0, index - 1));
    else if (event.key === 'Enter') pick(results[active]);
    else if (event.key === 'Escape') close();
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.picker} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.pickerButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span aria-hidden="true">{value?.flag}</span> {value?.callingCode ?? '+'}
        <span className="visually-hidden">
          {' '}
          <Trans>
            country code for {fieldLabel}: {countryName}. Change
          </Trans>
        </span>
      </button>
      {open ? (
        <div className={styles.pickerPanel}>
          <input
            ref={search}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={t`Search countries`}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results[active] ? `${base}-option-${active}` : undefined}
            value={query}
            placeholder={t`Search country or code`}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={t`Countries`} className={styles.pickerList}>
            {results.map((option, index) => (
              <li
                key={option.iso}
                id={`${base}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.pickerOption}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                <span aria-hidden="true">{option.flag}</span> {option.name} <span className={styles.code}>{option.callingCode}</span>
              </li>
            ))}
          </ul>
          {results.length === 0 ? <p className={styles.pickerEmpty}>
              <Trans>No country matches “{debounced}”</Trans>
            </p> : null}
        </div>
      ) : null}
    </div>
  );
}
