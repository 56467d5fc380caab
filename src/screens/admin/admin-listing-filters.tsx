import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { defaultOrder, narrowed, type AdminListFilters, type AdminSort, type PlanOption, type SortOrder } from '../../../machines/admin-listings.machine';
import { SRI_LANKA_DISTRICTS, type District } from '../../shared/listing-districts';
import controls from '../../components/form-controls.module.css';
import panel from '../../components/filter-panel.module.css';
import { SearchForm } from '../../components/search-form';
import styles from './admin-listings.module.css';

type Props = {
  filters: AdminListFilters;
  plans: PlanOption[];
  /** The host filter's words (their email when the rows show it, else their number). */
  hostLabel: string | null;
  onChange: (patch: Partial<AdminListFilters>) => void;
  onClear: () => void;
};

const SORTS: [AdminSort, SortOrder, MessageDescriptor][] = [
  ['updated', 'desc', msg`Last changed, newest first`],
  ['updated', 'asc', msg`Last changed, oldest first`],
  ['created', 'desc', msg`Created, newest first`],
  ['created', 'asc', msg`Created, oldest first`],
  ['name', 'asc', msg`Name, A to Z`],
  ['name', 'desc', msg`Name, Z to A`],
];

/** Search (name, code or host email), plan, district and order; the host filter shows as a removable chip. */
export function AdminListingFilters({ filters, plans, hostLabel, onChange, onClear }: Props) {
  const sort = filters.sort ?? 'updated';
  const order = filters.order ?? defaultOrder(sort);
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <section className={panel.filters} aria-label={t`Filters`}>
      {/* eslint-disable-next-line no-restricted-syntax -- sample values a host's listing could have, not words to translate */}
      <SearchForm id="admin-search" label={t`Search by name, code or host email`} placeholder="Palm Shade, LK-000123, nimal@example.lk" value={filters.q} onSearch={(q) => onChange({ q })} />
      <div className={`${panel.filterGrid} ${styles.wideColumns}`}>
        <div className={controls.field}>
          <label className={controls.label} htmlFor="admin-filter-plan">
            <Trans>Plan</Trans>
          </label>
          <select
            id="admin-filter-plan"
            className={controls.input}
            value={filters.planId ?? ''}
            onChange={(event) => onChange({ planId: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">{t`Any plan`}</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </div>
        <div className={controls.field}>
          <label className={controls.label} htmlFor="admin-filter-district">
            <Trans>District</Trans>
          </label>
          <select
            id="admin-filter-district"
            className={controls.input}
            value={filters.district ?? ''}
            onChange={(event) => onChange({ district: (event.target.value || undefined) as District | undefined })}
          >
            <option value="">{t`Any district`}</option>
            {SRI_LANKA_DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </select>
        </div>
        <div className={controls.field}>
          <label className={controls.label} htmlFor="admin-sort">
            <Trans>Order</Trans>
          </label>
          <select
            id="admin-sort"
            className={controls.input}
            value={`${sort}:${order}`}
            onChange={(event) => {
              const [nextSort, nextOrder] = event.target.value.split(':') as [AdminSort, SortOrder];
              onChange({ sort: nextSort, order: nextOrder });
            }}
          >
            {SORTS.map(([key, direction, label]) => (
              <option key={`${key}:${direction}`} value={`${key}:${direction}`}>
                {i18n._(label)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {filters.host !== undefined || narrowed(filters) ? (
        <div className={styles.chips}>
          {filters.host !== undefined ? (
            <button type="button" className={styles.chip} onClick={() => onChange({ host: undefined })} aria-label={t`Remove the host filter (${hostLabel})`}>
              <Trans>Host: {hostLabel}</Trans> <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={onClear}
          >
            <Trans>Clear filters</Trans>
          </button>
        </div>
      ) : null}
    </section>
  );
}
