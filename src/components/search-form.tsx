import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import controls from './form-controls.module.css';
import panel from './filter-panel.module.css';

export interface SearchFormProps {
  id: string;
  label: string;
  placeholder: string;
  /** The search the list shows now (from its filters). */
  value: string | undefined;
  /** The trimmed text, or undefined for an empty box. */
  onSearch: (q: string | undefined) => void;
}

/**
 * The search box of a list screen's filter panel. What is typed stays in the box until it is
 * submitted (one request per search); a search changed from outside (back, forward, 'Clear
 * filters') replaces it.
 */
export function SearchForm({ id, label, placeholder, value, onSearch }: SearchFormProps) {
  const [search, setSearch] = useState(value ?? '');
  useEffect(() => setSearch(value ?? ''), [value]);
  return (
    <form
      role="search"
      className={panel.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim() || undefined);
      }}
    >
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <div className={panel.searchRow}>
        <input id={id} className={controls.input} type="search" value={search} maxLength={100} placeholder={placeholder} onChange={(event) => setSearch(event.target.value)} />
        <button type="submit" className="btn btn-outline">
          <Trans>Search</Trans>
        </button>
      </div>
    </form>
  );
}
