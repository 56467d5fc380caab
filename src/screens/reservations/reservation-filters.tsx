import { Trans, useLingui } from '@lingui/react/macro';
import type { FilterPatch, ListFilters, PropertyOption } from '../../../machines/reservation-list.machine';
import { isIsoDate } from '../../shared/reservation-dates';
import { CHANNEL_MESSAGES, STATUS_MESSAGES } from './reservation-labels';
import { RESERVATION_CHANNELS, RESERVATION_STATUSES, type ReservationChannel, type ReservationStatus } from '../../shared/reservation-status';
import controls from '../../components/form-controls.module.css';
import panel from '../../components/filter-panel.module.css';
import { SearchForm } from '../../components/search-form';

type Props = {
  filters: ListFilters;
  properties: PropertyOption[];
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
};

/** Property, status, channel, dates and a search (code, guest name or email) over the list. */
export function ReservationFilters({ filters, properties, onChange, onClear }: Props) {
  const { t, i18n } = useLingui();
  const filtered = Boolean(filters.propertyId || filters.status || filters.channel || filters.from || filters.to || filters.q);
  return (
    <section className={panel.filters} aria-label={t`Filters`}>
      <SearchForm id="reservation-search" label={t`Search by code or guest`} placeholder={t`LK7H3K9Q, Nimal, nimal@example.lk`} value={filters.q} onSearch={(q) => onChange({ q })} />
      <div className={panel.filterGrid}>
        <Select
          id="filter-property"
          label={t`Property`}
          value={filters.propertyId ? String(filters.propertyId) : ''}
          options={properties.map((p) => [String(p.id), p.name])}
          all={t`All properties`}
          onChange={(value) => onChange({ propertyId: value ? Number(value) : undefined })}
        />
        <Select
          id="filter-status"
          label={t`Status`}
          value={filters.status ?? ''}
          options={RESERVATION_STATUSES.map((s) => [s, i18n._(STATUS_MESSAGES[s])])}
          all={t`Any status`}
          onChange={(value) => onChange({ status: (value || undefined) as ReservationStatus | undefined })}
        />
        <Select
          id="filter-channel"
          label={t`Channel`}
          value={filters.channel ?? ''}
          options={RESERVATION_CHANNELS.map((c) => [c, i18n._(CHANNEL_MESSAGES[c])])}
          all={t`Any channel`}
          onChange={(value) => onChange({ channel: (value || undefined) as ReservationChannel | undefined })}
        />
        <DateFilter id="filter-from" label={t`Staying from`} value={filters.from} onChange={(from) => onChange({ from })} />
        <DateFilter id="filter-to" label={t`Staying until`} value={filters.to} onChange={(to) => onChange({ to })} />
      </div>
      {filtered ? (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={onClear}
        >
          <Trans>Clear filters</Trans>
        </button>
      ) : null}
    </section>
  );
}

function Select({ id, label, value, options, all, onChange }: { id: string; label: string; value: string; options: [string, string][]; all: string; onChange: (value: string) => void }) {
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={controls.input} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A date input sends only whole dates (or nothing): half-typed dates never reach the server. */
function DateFilter({ id, label, value, onChange }: { id: string; label: string; value: string | undefined; onChange: (value: string | undefined) => void }) {
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={controls.input}
        type="date"
        min="1970-01-01"
        max="2199-12-31"
        value={value ?? ''}
        onChange={(event) => {
          const text = event.target.value;
          if (text === '' || isIsoDate(text)) onChange(text || undefined);
        }}
      />
    </div>
  );
}
