import { useActorRef, useSelector } from '@xstate/react';
import { type ActorRefFrom } from 'xstate';
import type { IcalFeed, syncPanelMachine } from '../../../machines/sync-panel.machine';
import { actorOptions } from '../../app/inspect';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-field';
import { ToneBadge, type StatusTone } from '../../components/status-badge';
import { EMPTY_FEED_TEXT } from '../../shared/empty-feed';
import { FEED_CHANNEL_LABELS } from '../../shared/ical-feed';
import { announce } from './announce';
import { FeedForm } from './feed-form';
import { lastFetchText, nextFetchText, shortLink } from './sync-text';
import { inSyncWords, UnreadableEvents } from './unreadable-events';
import styles from './sync.module.css';
import { importFeedWithCalls } from '../../api/actors/import-feed';

const HEALTH: Record<IcalFeed['lastStatus'], { tone: StatusTone; words: string }> = {
  ok: { tone: 'good', words: 'In sync' },
  error: { tone: 'stopped', words: 'Sync failed' },
  never: { tone: 'quiet', words: 'Not read yet' },
};

/** The badge: a read that succeeded but was held back because it came back empty is not "In sync". */
/** 'In sync' only when it is: a held-back empty answer or unreadable events say so in the badge. */
function healthOf(feed: IcalFeed) {
  if (feed.lastStatus !== 'ok') return HEALTH[feed.lastStatus];
  if (feed.emptySince) return { tone: 'waiting' as const, words: 'Came back empty' };
  if (feed.eventsUnreadable > 0) return { tone: 'waiting' as const, words: inSyncWords(feed) };
  return HEALTH.ok;
}

/** The Import card's heading (unit-sync.tsx), where focus goes when a feed is removed. */
export const importHeadingId = (unitId: number) => `unit-${unitId}-import`;

type FeedPanelProps = { panel: ActorRefFrom<typeof syncPanelMachine>; feed: IcalFeed; unitLabel: string; now: number };

/** One imported calendar's health (when it was read, what it found, what went wrong) and its actions. */
export function FeedPanel({ panel, feed, unitLabel, now }: FeedPanelProps) {
  const actor = useActorRef(
    importFeedWithCalls.provide({
      actions: {
        feedChanged: (_, { feed: changed }) => panel.send({ type: 'sync.feedSaved', feed: changed }),
        feedRemoved: (_, { feedId }) => {
          panel.send({ type: 'sync.feedRemoved', feedId });
          // The panel and its buttons are gone: the keyboard carries on from the Import card's heading.
          document.getElementById(importHeadingId(feed.unitId))?.focus();
        },
        announce,
      },
    }),
    { ...actorOptions(), input: { feedId: feed.id } },
  );
  const syncing = useSelector(actor, (s) => s.matches('syncing'));
  const editing = useSelector(actor, (s) => s.matches('editing'));
  const confirming = useSelector(actor, (s) => s.matches('confirmingRemoval'));
  const removing = useSelector(actor, (s) => s.matches('removing'));
  const releasing = useSelector(actor, (s) => s.matches('releasing'));
  const busy = syncing || removing || releasing;
  const error = useSelector(actor, (s) => s.context.error);
  const health = healthOf(feed);
  const titleId = `feed-${feed.id}-name`;

  return (
    <article className={styles.feed} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <header className={styles.feedHeader}>
        <div className={styles.feedName}>
          <h4 id={titleId}>{feed.name}</h4>
          <p className={styles.feedMeta}>
            {FEED_CHANNEL_LABELS[feed.channel]} ·{' '}
            <a href={feed.url} title={feed.url} className={styles.feedUrl} rel="noreferrer noopener" target="_blank">
              {shortLink(feed.url)}
            </a>
          </p>
        </div>
        <ToneBadge tone={health.tone} status={feed.lastStatus}>
          {health.words}
        </ToneBadge>
      </header>

      <dl className={styles.times}>
        <div>
          <dt>Last read</dt>
          <dd>{lastFetchText(feed.lastFetchedAt, now)}</dd>
        </div>
        <div>
          <dt>Next read</dt>
          <dd>{nextFetchText(feed.nextFetchAt, now)}</dd>
        </div>
      </dl>

      <dl className={styles.counts}>
        <Count term="Events seen" value={feed.eventsSeen} />
        {/* Stays that already ended, still in the channel's export: said only when there are some. */}
        {feed.eventsPast > 0 ? <Count term="Past events" value={feed.eventsPast} /> : null}
        <Count term="Added" value={feed.eventsAdded} />
        <Count term="Changed" value={feed.eventsChanged} />
        <Count term="Removed" value={feed.eventsRemoved} />
      </dl>

      {feed.lastStatus === 'error' && feed.lastError ? (
        <div className={styles.feedError}>
          <strong>The last sync failed:</strong> {feed.lastError}
        </div>
      ) : null}
      {feed.lastNotice ? <p className={styles.feedNotice}>{feed.lastNotice}</p> : null}
      {feed.emptySince ? (
        <section className={styles.feedNotice} aria-labelledby={`feed-${feed.id}-empty`}>
          <h5 id={`feed-${feed.id}-empty`} className={styles.feedNoticeTitle}>
            {EMPTY_FEED_TEXT.title}
          </h5>
          <p>
            {EMPTY_FEED_TEXT.detail} First seen {lastFetchText(feed.emptySince, now)}.
          </p>
          <button
            type="button"
            className="btn btn-outline btn-small"
            aria-disabled={busy}
            aria-label={releasing ? `Releasing the nights of ${feed.name}…` : `${EMPTY_FEED_TEXT.release}: ${feed.name}`}
            onClick={() => actor.send({ type: 'feed.releaseEmpty' })}
          >
            {releasing ? 'Releasing…' : EMPTY_FEED_TEXT.release}
          </button>
        </section>
      ) : null}
      <UnreadableEvents feed={feed} />
      {feed.openConflicts > 0 ? (
        <p className={styles.feedConflicts}>
          <a href="#conflicts-heading">
            {feed.openConflicts === 1 ? '1 double booking' : `${feed.openConflicts} double bookings`} with this calendar: see the top of the page
          </a>
        </p>
      ) : null}
      <FormAlert message={error} />

      {editing ? (
        <FeedForm
          unitId={feed.unitId}
          unitLabel={unitLabel}
          feed={feed}
          title={`Edit “${feed.name}”`}
          onSaved={(saved) => actor.send({ type: 'feed.saved', feed: saved })}
          onClosed={() => actor.send({ type: 'feed.closeEdit' })}
        />
      ) : (
        <div className={styles.feedActions}>
          {/* aria-disabled rather than disabled: the button keeps the keyboard focus while the sync runs (the machine ignores presses meanwhile). */}
          <button type="button" className="btn btn-primary btn-small" aria-disabled={busy} aria-label={syncing ? `Syncing ${feed.name}…` : `Sync now: ${feed.name}`} onClick={() => actor.send({ type: 'feed.sync' })}>
            {syncing ? 'Syncing…' : 'Sync now'}
          </button>
          <button type="button" className="btn btn-outline btn-small" aria-disabled={busy} aria-label={`Edit: ${feed.name}`} onClick={() => actor.send({ type: 'feed.edit' })}>
            Edit
          </button>
          <button type="button" className="btn btn-danger btn-small" aria-disabled={busy} aria-label={`Remove: ${feed.name}`} onClick={() => actor.send({ type: 'feed.remove' })}>
            Remove
          </button>
        </div>
      )}
      {syncing ? (
        <div className={styles.syncProgress} role="progressbar" aria-label={`Reading ${feed.name}`} aria-valuetext="Reading the calendar from the site">
          <span className={styles.syncProgressBar} />
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming || removing}
        title={`Remove “${feed.name}”?`}
        busy={removing}
        onConfirm={() => actor.send({ type: 'feed.confirmRemove' })}
        onCancel={() => actor.send({ type: 'feed.dismiss' })}
      >
        The nights this calendar blocked open again here, and new bookings on {FEED_CHANNEL_LABELS[feed.channel]} will no longer close them. You can add
        the calendar again at any time.
      </ConfirmDialog>
    </article>
  );
}

function Count({ term, value }: { term: string; value: number }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
