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
      <h1>Property not found</h1>
      <p>There is no such property among yours. Pick it from your listed properties to synchronize its calendars.</p>
      <Link to="/listed-properties" className="btn btn-primary">
        Go to your properties
      </Link>
    </div>
  );
}

function PropertySyncView({ propertyId }: { propertyId: number }) {
  const panel = useActorRef(syncPanelWithCalls, {
    ...actorOptions(),
    input: { propertyId },
  });
  const sync = useSelector(panel, (s) => s.context.sync);
  const error = useSelector(panel, (s) => s.context.error);
  const view = useSelector(panel, (s) => (s.matches('missing') ? 'missing' : s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : 'ready'));
  const now = useNow();

  if (view === 'missing') return <PropertyMissing />;
  if (view === 'failed') {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Synchronize calendars</h1>
        <LoadFailed message={error} onRetry={() => panel.send({ type: 'sync.retry' })} />
      </div>
    );
  }
  if (view === 'loading' || !sync) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Synchronize calendars</h1>
        <LoadingState label="Loading the calendars of this property…" />
      </div>
    );
  }

  const propertyName = sync.propertyName ?? `Untitled listing (#${sync.propertyId})`;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <p className="eyebrow">Connect other sites</p>
          <h1 className={styles.title}>Synchronize {propertyName}</h1>
          <p className={styles.lead}>
            Share each room’s calendar with the other sites you list on, and bring theirs in, so a night booked anywhere is closed everywhere.
            Imported calendars are read when you add them, every {sync.syncIntervalMinutes} minutes, and whenever you press Sync now.
          </p>
        </div>
        <Link to={`/calendar?propertyId=${sync.propertyId}`} className="btn btn-outline btn-small">
          Open the calendar
        </Link>
      </header>

      {/* A failed background re-read keeps what is shown, and says it may be out of date. */}
      <FormAlert message={error ? `${error}. What you see may be out of date.` : null} />

      <ConflictList conflicts={sync.conflicts} />

      {sync.units.length === 0 ? (
        <section className={styles.notice} aria-labelledby="no-units-heading">
          <h2 id="no-units-heading">No rooms or units yet</h2>
          <p>Each room or unit gets its own calendar to share. Add them to the listing first.</p>
          <Link to={`/main/finish/${sync.propertyId}`} className="btn btn-primary">
            Edit listing
          </Link>
        </section>
      ) : (
        sync.units.map((unit, index) => <UnitSync key={unit.id} panel={panel} unit={unit} label={unit.name ?? `Unit ${index + 1}`} now={now} />)
      )}

      <SyncHelp />
    </div>
  );
}
