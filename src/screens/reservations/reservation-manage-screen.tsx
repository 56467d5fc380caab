import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, type KeyboardEvent } from 'react';
import { type DownloadFormat } from '../../../machines/reservation-download.machine';
import { queryOf, type ListFilters, type ReservationPage } from '../../../machines/reservation-list.machine';
import { actorOptions } from '../../app/inspect';
import { useHydrated } from '../../app/use-hydrated';
import { notifySuccess } from '../../app/notify';
import { FormAlert } from '../../components/form-field';
import { GROUP_LIST_MESSAGES, GROUP_MESSAGES } from './reservation-labels';
import { requestsFirst, RESERVATION_GROUPS, type ReservationGroup } from '../../shared/reservation-status';
import { ManualBookingDialog } from './manual-booking-dialog';
import { ReservationFilters } from './reservation-filters';
import { ReservationRow } from './reservation-row';
import { saveFile } from '../../components/save-file';
import tabStyles from '../../components/tabs.module.css';
import styles from './reservation-manage.module.css';
import { reservationDownloadWithCalls } from '../../api/actors/reservation-download';
import { reservationListWithCalls } from '../../api/actors/reservation-list';
import { manualBookingWithCalls } from '../../api/actors/manual-booking';
import { LoadFailed, LoadingState } from '../../components/load-state';

const EMPTY_TEXT: Record<ReservationGroup, MessageDescriptor> = {
  upcoming: msg`No arrivals ahead yet. Bookings from our guest site appear here; record one you took by phone with "New booking".`,
  current: msg`No guests in the house right now.`,
  past: msg`No finished stays yet. Stays move here once the guest checks out.`,
  cancelled: msg`Nothing cancelled or declined.`,
};

/**
 * /reservation-manage: the host's reservations by list, filtered, searched, downloaded, and new
 * bookings. It starts with the list its address names (`start`) and the first page its route
 * loaded, if any.
 */
export function ReservationManageScreen({ start, rendered }: { start?: ListFilters; rendered?: ReservationPage }) {
  const { t, i18n } = useLingui();
  const list = useActorRef(
    reservationListWithCalls,
    { ...actorOptions(), input: { start, rendered } },
  );
  const download = useActorRef(
    reservationDownloadWithCalls.provide({
      actions: { saveFile: (_, file) => saveFile(file) },
    }),
    actorOptions(),
  );
  const booking = useActorRef(
    manualBookingWithCalls.provide({
      actions: {
        bookingSaved: (_, reservation) => {
          const code = reservation.code;
          notifySuccess(t`Booking ${code} was recorded`);
          list.send({ type: 'reservations.reload' });
        },
      },
    }),
    actorOptions(),
  );

  const filters = useSelector(list, (s) => s.context.filters);
  const items = useSelector(list, (s) => s.context.items);
  const properties = useSelector(list, (s) => s.context.properties);
  const error = useSelector(list, (s) => s.context.error);
  const loading = useSelector(list, (s) => s.matches('loading'));
  const loadingMore = useSelector(list, (s) => s.matches('loadingMore'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const canMore = useSelector(list, (s) => s.can({ type: 'reservations.more' }));
  const downloading = useSelector(download, (s) => (s.matches('downloading') ? s.context.format : null));
  const downloadError = useSelector(download, (s) => s.context.error);

  // The server may have rendered this page (src/server/modules/web-pages): its controls do nothing
  // until the code has taken them over, so until then they are disabled (a search would submit the form).
  const hydrated = useHydrated();

  const startDownload = (format: DownloadFormat) => download.send({ type: 'download.start', query: { ...queryOf(filters), format } });
  const group = filters.group;

  return (
    <fieldset className={`container ${styles.page} ${styles.untilHydrated}`} disabled={!hydrated}>
      <div className={styles.header}>
        <div>
          <p className="eyebrow">
            <Trans>Your bookings</Trans>
          </p>
          <h1>
            <Trans>Reservations</Trans>
          </h1>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => booking.send({ type: 'booking.open' })}>
          <Trans>New booking</Trans>
        </button>
      </div>

      <GroupTabs group={group} onSelect={(next) => list.send({ type: 'reservations.group', group: next })} />

      <div role="tabpanel" id="reservations-panel" aria-labelledby={`tab-${group}`} className={styles.panel}>
        <ReservationFilters
          filters={filters}
          properties={properties}
          onChange={(patch) => list.send({ type: 'reservations.filter', patch })}
          onClear={() => list.send({ type: 'reservations.clearFilters' })}
        />

        <div className={styles.downloads}>
          <span className={styles.downloadsLabel}>
            <Trans>Download this list</Trans>
          </span>
          <button type="button" className="btn btn-outline btn-small" disabled={downloading !== null} onClick={() => startDownload('xlsx')}>
            {downloading === 'xlsx' ? t`Preparing…` : t`Excel (.xlsx)`}
          </button>
          <button type="button" className="btn btn-outline btn-small" disabled={downloading !== null} onClick={() => startDownload('csv')}>
            {downloading === 'csv' ? t`Preparing…` : t`CSV`}
          </button>
        </div>
        <FormAlert message={downloadError} />

        {loading ? <LoadingState label={t`Loading reservations…`} /> : null}
        {!loading && items.length > 0 ? (
          <ul className={styles.list} aria-label={i18n._(GROUP_LIST_MESSAGES[group])} aria-busy={loadingMore}>
            {/* Requests waiting for an answer are pinned first. */}
            {requestsFirst(items).map((reservation) => (
              <ReservationRow key={reservation.code} reservation={reservation} />
            ))}
          </ul>
        ) : null}
        {!loading && !failed && items.length === 0 ? <p className={styles.empty}>{filtersOn(filters) ? t`No reservations match these filters.` : i18n._(EMPTY_TEXT[group])}</p> : null}
        {failed ? (
          <LoadFailed message={error} onRetry={() => list.send({ type: 'reservations.retry' })} />
        ) : null}
        {canMore || loadingMore ? (
          <button type="button" className={`btn btn-outline ${styles.more}`} disabled={loadingMore} onClick={() => list.send({ type: 'reservations.more' })}>
            {loadingMore ? t`Loading…` : t`Load more`}
          </button>
        ) : null}
      </div>

      <ManualBookingDialog actor={booking} />
    </fieldset>
  );
}

const filtersOn = (filters: object) => Object.keys(filters).length > 1;

/** The four lists as tabs: arrow keys move between them (WAI-ARIA tabs), the panel follows. */
function GroupTabs({ group, onSelect }: { group: ReservationGroup; onSelect: (group: ReservationGroup) => void }) {
  const { t, i18n } = useLingui();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? RESERVATION_GROUPS.length - 1 : step ? (index + step + RESERVATION_GROUPS.length) % RESERVATION_GROUPS.length : null;
    if (to === null) return;
    event.preventDefault();
    tabs.current[to]?.focus();
    onSelect(RESERVATION_GROUPS[to]);
  };
  return (
    <div role="tablist" aria-label={t`Reservation lists`} className={tabStyles.tabs}>
      {RESERVATION_GROUPS.map((key, index) => (
        <button
          key={key}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={`tab-${key}`}
          type="button"
          role="tab"
          aria-selected={key === group}
          aria-controls="reservations-panel"
          tabIndex={key === group ? 0 : -1}
          className={tabStyles.tab}
          onClick={() => onSelect(key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {i18n._(GROUP_MESSAGES[key])}
        </button>
      ))}
    </div>
  );
}
