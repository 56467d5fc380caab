import { Trans, useLingui } from '@lingui/react/macro';
import { textIn } from '../../../machines/ui-text';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import { actorOptions } from '../../app/inspect';
import { FormAlert } from '../../components/form-field';
import { ConflictList } from './conflict-list';
import { SyncHelp } from './sync-help';
import { UnitSync } from './unit-sync';
import { useNow } from './use-now';
import styles from './sync.module.css';
import { syncPanelWithCalls } from '../../api/actors/sync-panel';
import { LoadFailed, LoadingState } from '../../components/load-state';

/** /synchronize/{propertyId}: a digit string the API can look up, or null (then the screen says not found). */
const propertyIdOf = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** /synchronize/{propertyId}: exchange each unit's calendar with Airbnb, Booking.com, Vrbo and other sites. */
export function SyncScreen() {
  const propertyId = propertyIdOf(useParams().propertyId);
  if (propertyId === null) return <PropertyMissing />;
  // The property is the actor's input, so opening another property starts afresh.
  return <PropertySyncView key={propertyId} propertyId={propertyId} />;
}

function PropertyMissing() {
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Trans>Property not found</Trans>
      </h1>
      <p>
        <Trans>There is no such property among yours. Pick it from your listed properties to synchronize its calendars.</Trans>
      </p>
      <Link to="/listed-properties" className="btn btn-primary">
        <Trans>Go to your properties</Trans>
      </Link>
    </div>
  );
}

function PropertySyncView({ propertyId }: { propertyId: number }) {
  const { t, i18n } = useLingui();
  const panel = useActorRef(syncPanelWithCalls, {
    ...actorOptions(),
    input: { propertyId },
  });
  const sync = useSelector(panel, (s) => s.context.sync);
  const error = textIn(i18n, useSelector(panel, (s) => s.context.error));
  const view = useSelector(panel, (s) => (s.matches('missing') ? 'missing' : s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : 'ready'));
  const now = useNow();
  const unitNumber = (number: number) => t`Unit ${number}`;

  if (view === 'missing') return <PropertyMissing />;
  if (view === 'failed') {
    return (
      <div className={`container ${styles.page}`}>
        <h1>
          <Trans>Synchronize calendars</Trans>
        </h1>
        <LoadFailed message={error} onRetry={() => panel.send({ type: 'sync.retry' })} />
      </div>
    );
  }
  if (view === 'loading' || !sync) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>
          <Trans>Synchronize calendars</Trans>
        </h1>
        <LoadingState label={t`Loading the calendars of this property…`} />
      </div>
    );
  }

  const listingId = sync.propertyId;
  const propertyName = sync.propertyName ?? t`Untitled listing (#${listingId})`;
  const minutes = sync.syncIntervalMinutes;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <p className="eyebrow">
            <Trans>Connect other sites</Trans>
          </p>
          <h1 className={styles.title}>
            <Trans>Synchronize {propertyName}</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Share each room’s calendar with the other sites you list on, and bring theirs in, so a night booked anywhere is closed everywhere.
              Imported calendars are read when you add them, every {minutes} minutes, and whenever you press Sync now.
            </Trans>
          </p>
        </div>
        <Link to={`/calendar?propertyId=${sync.propertyId}`} className="btn btn-outline btn-small">
          <Trans>Open the calendar</Trans>
        </Link>
      </header>

      {/* A failed background re-read keeps what is shown, and says it may be out of date. */}
      <FormAlert message={error ? t`${error}. What you see may be out of date.` : null} />

      <ConflictList conflicts={sync.conflicts} />

      {sync.units.length === 0 ? (
        <section className={styles.notice} aria-labelledby="no-units-heading">
          <h2 id="no-units-heading">
            <Trans>No rooms or units yet</Trans>
          </h2>
          <p>
            <Trans>Each room or unit gets its own calendar to share. Add them to the listing first.</Trans>
          </p>
          <Link to={`/main/finish/${sync.propertyId}`} className="btn btn-primary">
            <Trans>Edit listing</Trans>
          </Link>
        </section>
      ) : (
        sync.units.map((unit, index) => <UnitSync key={unit.id} panel={panel} unit={unit} label={unit.name ?? unitNumber(index + 1)} now={now} />)
      )}

      <SyncHelp />
    </div>
  );
}
