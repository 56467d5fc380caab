import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { SyncUnit, syncPanelMachine } from '../../../machines/sync-panel.machine';
import { ExportCard } from './export-card';
import { FeedForm } from './feed-form';
import { FeedPanel, importHeadingId } from './feed-panel';
import styles from './sync.module.css';

type UnitSyncProps = {
  panel: ActorRefFrom<typeof syncPanelMachine>;
  unit: SyncUnit;
  /** The unit's name, or 'Unit 2' when it has none. */
  label: string;
  now: number;
};

/** One unit: the links other sites import (Export) beside the calendars brought in from them (Import). */
export function UnitSync({ panel, unit, label, now }: UnitSyncProps) {
  const { t } = useLingui();
  const headingId = `unit-${unit.id}-heading`;
  return (
    <section className={styles.unit} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.unitTitle}>
        {label}
      </h2>
      <div className={styles.cards}>
        <ExportCard panel={panel} unit={unit} label={label} />
        {/* Named with the unit ('Import Garden room'): each unit has one, and landmarks' names must differ. */}
        <section className={styles.card} aria-labelledby={`${importHeadingId(unit.id)} ${headingId}`}>
          <h3 id={importHeadingId(unit.id)} className={styles.cardTitle} tabIndex={-1}>
            <Trans>Import</Trans>
          </h3>
          <p className={styles.cardLead}>
            <Trans>Calendars from other sites. Their bookings and closed nights close the same nights here.</Trans>
          </p>
          {unit.feeds.length === 0 ? (
            <p className={styles.empty}>
              <Trans>No calendars imported yet. Add the calendar link of each site where {label} is listed, below.</Trans>
            </p>
          ) : (
            <ul className={styles.feeds}>
              {unit.feeds.map((feed) => (
                <li key={feed.id}>
                  <FeedPanel panel={panel} feed={feed} unitLabel={label} now={now} />
                </li>
              ))}
            </ul>
          )}
          <FeedForm
            key="add"
            unitId={unit.id}
            unitLabel={label}
            title={t`Add a calendar to ${label}`}
            onSaved={(feed) => panel.send({ type: 'sync.feedSaved', feed })}
          />
        </section>
      </div>
    </section>
  );
}
