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

const SORTS: [AdminSort, SortOrder, string][] = [
  ['updated', 'desc', 'Last changed, newest first'],
  ['updated', 'asc', 'Last changed, oldest first'],
  ['created', 'desc', 'Created, newest first'],
  ['created', 'asc', 'Created, oldest first'],
  ['name', 'asc', 'Name, A to Z'],
  ['name', 'desc', 'Name, Z to A'],
];

/** Search (name, code or host email), plan, district and order; the host filter shows as a removable chip. */
export function AdminListingFilters({ filters, plans, hostLabel, onChange, onClear }: Props) {
  const sort = filters.sort ?? 'updated';
  const order = filters.order ?? defaultOrder(sort);
  return (
    <section className={panel.filters} aria-label="Filters">
      <SearchForm id="admin-search" label="Search by name, code or host email" placeholder="Palm Shade, LK-000123, nimal@example.lk" value={filters.q} onSearch={(q) => onChange({ q })} />
      <div className={`${panel.filterGrid} ${styles.wideColumns}`}>
        <div className={controls.field}>
          <label className={controls.label} htmlFor="admin-filter-plan">
            Plan
          </label>
          <select
            id="admin-filter-plan"
            className={controls.input}
            value={filters.planId ?? ''}
            onChange={(event) => onChange({ planId: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">Any plan</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </div>
        <div className={controls.field}>
          <label className={controls.label} htmlFor="admin-filter-district">
            District
          </label>
          <select
            id="admin-filter-district"
            className={controls.input}
            value={filters.district ?? ''}
            onChange={(event) => onChange({ district: (event.target.value || undefined) as District | undefined })}
          >
            <option value="">Any district</option>
            {SRI_LANKA_DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </select>
        </div>
        <div className={controls.field}>
          <label className={controls.label} htmlFor="admin-sort">
            Order
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
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {filters.host !== undefined || narrowed(filters) ? (
        <div className={styles.chips}>
          {filters.host !== undefined ? (
            <button type="button" className={styles.chip} onClick={() => onChange({ host: undefined })} aria-label={`Remove the host filter (${hostLabel})`}>
              Host: {hostLabel} <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={onClear}
          >
            Clear filters
          </button>
        </div>
      ) : null}
    </section>
  );
}
