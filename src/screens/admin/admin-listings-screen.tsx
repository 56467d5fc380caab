import { Trans, useLingui } from '@lingui/react/macro';
import { textIn } from '../../../machines/ui-text';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  filtersFromSearch,
  narrowed,
  searchOf,
  STATUS_TABS,
  type AdminListFilters,
  type AdminPropertyRow,
  type AdminStatusCounts,
} from '../../../machines/admin-listings.machine';
import { actorOptions } from '../../app/inspect';
import type { PropertyStatus } from '../../shared/listing-lifecycle';
import { statusToWords } from '../../shared/text';
import { StatusBadge } from '../../components/listing-status-badge';
import { AdminListingFilters } from './admin-listing-filters';
import { ListingRowActions } from './listing-row-actions';
import tabStyles from '../../components/tabs.module.css';
import styles from './admin-listings.module.css';
import { LIST_WORDS, ShortText } from '../../components/short-text';
import { adminListingsWithCalls } from '../../api/actors/admin-listings';
import { formatCount, formatDay } from '../../shared/format';
import { LoadFailed, LoadingState } from '../../components/load-state';


/**
 * /admin-property-listings: every host's properties for the team. Status tabs with their counts,
 * search and filters kept in the URL query, a table on wide screens and cards on a phone, a keyset
 * page at a time. A host who opens it gets the API's 403 and the app's answer to it (spec §8:
 * 'Unauthenticated.', the session cleared, /login).
 */
export function AdminListingsScreen() {
  const [params, setParams] = useSearchParams();
  const urlFilters = useMemo(() => filtersFromSearch(params), [params]);
  const actor = useActorRef(
    adminListingsWithCalls,
    { ...actorOptions(), input: { filters: urlFilters } },
  );
  // The URL is where filters live: typing a link, reload, back and forward all arrive here.
  useEffect(() => actor.send({ type: 'admin.filters', filters: urlFilters }), [actor, urlFilters]);

  const filters = useSelector(actor, (s) => s.context.filters);
  const page = useSelector(actor, (s) => s.context.page);
  const pageNumber = useSelector(actor, (s) => s.context.cursors.length + 1);
  const plans = useSelector(actor, (s) => s.context.plans);
  const counts = useSelector(actor, (s) => s.context.counts);
  const { t, i18n } = useLingui();
  const error = textIn(i18n, useSelector(actor, (s) => s.context.error));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const canNext = useSelector(actor, (s) => s.can({ type: 'admin.next' }));
  const canPrevious = useSelector(actor, (s) => s.can({ type: 'admin.previous' }));

  const hostNumber = filters.host;
  const change = (patch: Partial<AdminListFilters>) => setParams(searchOf({ ...filters, ...patch }));
  const hostLabel = filters.host === undefined ? null : (page?.items.find((row) => row.host.id === filters.host)?.host.email ?? t`number ${hostNumber}`);
  const items = page?.items ?? [];
  const statusWords = filters.status ? statusToWords(filters.status) : null;

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <div>
          <p className="eyebrow">
            <Trans>Administration</Trans>
          </p>
          <h1>
            <Trans>Property Listings</Trans>
          </h1>
        </div>
      </div>

      <StatusTabs status={filters.status} counts={counts} onSelect={(status) => change({ status })} />

      <div role="tabpanel" id="admin-listings-panel" aria-labelledby={`admin-tab-${filters.status ?? 'all'}`} className={styles.panel}>
        <AdminListingFilters filters={filters} plans={plans} hostLabel={hostLabel} onChange={change} onClear={() => setParams(searchOf({ status: filters.status, sort: filters.sort, order: filters.order }))} />

        {busy && !page ? <LoadingState label={t`Loading properties…`} /> : null}
        {failed ? (
          <LoadFailed message={error ? t`The properties could not be loaded. ${error}` : t`The properties could not be loaded.`} onRetry={() => actor.send({ type: 'admin.retry' })} />
        ) : null}
        {page && items.length === 0 && !busy ? (
          <div className={styles.empty}>
            {narrowed(filters) ? (
              <>
                <p>{statusWords ? <Trans>No properties match these filters in {statusWords}.</Trans> : <Trans>No properties match these filters.</Trans>}</p>
                <p>
                  <Trans>Check the spelling, search by a property code such as LK-000123, or clear the filters.</Trans>
                </p>
              </>
            ) : filters.status ? (
              <p>
                <Trans>Nothing in {statusWords} right now.</Trans>
              </p>
            ) : (
              <p>
                <Trans>No host has started a listing yet. Properties appear here from their first saved step.</Trans>
              </p>
            )}
          </div>
        ) : null}
        {items.length > 0 ? <ListingTable items={items} busy={busy} onHost={(host) => change({ host })} /> : null}
        {/* Always there under a list, so it does not jump while a page loads. */}
        {items.length > 0 ? (
          <nav className={styles.pager} aria-label={t`Pages of properties`}>
            <button type="button" className="btn btn-outline btn-small" disabled={!canPrevious || busy} onClick={() => actor.send({ type: 'admin.previous' })}>
              <Trans>Previous</Trans>
            </button>
            <span role="status">
              <Trans>Page {pageNumber}</Trans>
            </span>
            <button type="button" className="btn btn-outline btn-small" disabled={!canNext || busy} onClick={() => actor.send({ type: 'admin.next' })}>
              <Trans>Next</Trans>
            </button>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

/** All and each status as tabs with how many properties each holds; arrow keys move between them. */
function StatusTabs({ status, counts, onSelect }: { status: PropertyStatus | undefined; counts: AdminStatusCounts | null; onSelect: (status: PropertyStatus | undefined) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const { t } = useLingui();
  const keys: (PropertyStatus | undefined)[] = [undefined, ...STATUS_TABS];
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? keys.length - 1 : step ? (index + step + keys.length) % keys.length : null;
    if (to === null) return;
    event.preventDefault();
    tabs.current[to]?.focus();
    onSelect(keys[to]);
  };
  return (
    <div role="tablist" aria-label={t`Properties by status`} className={tabStyles.tabs}>
      {keys.map((key, index) => (
        <button
          key={key ?? 'all'}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={`admin-tab-${key ?? 'all'}`}
          type="button"
          role="tab"
          aria-selected={key === status}
          aria-controls="admin-listings-panel"
          tabIndex={key === status ? 0 : -1}
          className={tabStyles.tab}
          onClick={() => onSelect(key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {key ? statusToWords(key) : t`All`}
          {counts ? ' ' : null}
          {counts ? <span className={tabStyles.count}>{formatCount(key ? counts[key] : counts.all)}</span> : null}
        </button>
      ))}
    </div>
  );
}

/** A table on wide screens; below 64rem each row becomes a card whose cells carry their labels. */
function ListingTable({ items, busy, onHost }: { items: AdminPropertyRow[]; busy: boolean; onHost: (host: number) => void }) {
  const { t } = useLingui();
  const count = items.length;
  return (
    <div className={styles.tableBox}>
      <table className={styles.table} aria-busy={busy}>
        <caption className="visually-hidden">{t`Properties, ${count} on this page`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Property`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Plan`}</th>
            <th scope="col">{t`Host`}</th>
            <th scope="col">{t`Units`}</th>
            <th scope="col">{t`Last changed`}</th>
            <th scope="col">
              <span className="visually-hidden">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => {
            const title = row.name ?? t`Untitled listing`;
            const email = row.host.email;
            return (
              <tr key={row.id}>
                <th scope="row" className={styles.property}>
                  <span className={styles.name}>
                    <ShortText text={title} words={LIST_WORDS.listingName} />
                  </span>
                  <span className={styles.code}>{row.code}</span>
                  <span className={styles.place}>{[row.city, row.district].filter(Boolean).join(', ') || t`No address yet`}</span>
                </th>
                <td data-label={t`Status`}>
                  <StatusBadge status={row.status} />
                  {row.changesWaiting ? <span className={styles.changesWaiting}>{t`Changes waiting for review`}</span> : null}
                </td>
                <td data-label={t`Plan`}>{row.plan?.displayName ?? t`No plan yet`}</td>
                <td data-label={t`Host`} className={styles.host}>
                  <span>{row.host.name ? <ShortText text={row.host.name} words={LIST_WORDS.personName} /> : t`No name given`}</span>
                  <button type="button" className={styles.hostLink} onClick={() => onHost(row.host.id)} aria-label={t`Only properties of ${email}`}>
                    {row.host.email}
                  </button>
                </td>
                <td data-label={t`Units`} className={styles.number}>
                  {row.unitCount}
                </td>
                <td data-label={t`Last changed`}>{formatDay(row.updatedAt)}</td>
                <td className={styles.actionsCell}>
                  <ListingRowActions property={row} title={title} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
