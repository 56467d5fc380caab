import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type ActorRefFrom } from 'xstate';
import { EMPTY_FEED_WORDS } from '../../../machines/feed-outcome';
import type { IcalFeed, syncPanelMachine } from '../../../machines/sync-panel.machine';
import { textIn } from '../../../machines/ui-text';
import { actorOptions } from '../../app/inspect';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-field';
import { ToneBadge, type StatusTone } from '../../components/status-badge';
import { announceIn } from './announce';
import { FeedForm } from './feed-form';
import { feedChannelName, lastFetchText, nextFetchText, shortLink } from './sync-text';
import { inSyncWords, UnreadableEvents } from './unreadable-events';
import styles from './sync.module.css';
import { importFeedWithCalls } from '../../api/actors/import-feed';

const HEALTH: Record<IcalFeed['lastStatus'], { tone: StatusTone; words: MessageDescriptor }> = {
  ok: { tone: 'good', words: msg`In sync` },
  error: { tone: 'stopped', words: msg`Sync failed` },
  never: { tone: 'quiet', words: msg`Not read yet` },
};

/** The badge: a read that succeeded but was held back because it came back empty is not "In sync". */
/** 'In sync' only when it is: a held-back empty answer or unreadable events say so in the badge. */
function healthOf(i18n: I18n, feed: IcalFeed): { tone: StatusTone; words: string } {
  if (feed.lastStatus !== 'ok') return { tone: HEALTH[feed.lastStatus].tone, words: i18n._(HEALTH[feed.lastStatus].words) };
  if (feed.emptySince) return { tone: 'waiting', words: i18n._(msg`Came back empty`) };
  if (feed.eventsUnreadable > 0) return { tone: 'waiting', words: inSyncWords(i18n, feed) };
  return { tone: HEALTH.ok.tone, words: i18n._(HEALTH.ok.words) };
}

/** The Import card's heading (unit-sync.tsx), where focus goes when a feed is removed. */
export const importHeadingId = (unitId: number) => `unit-${unitId}-import`;

type FeedPanelProps = { panel: ActorRefFrom<typeof syncPanelMachine>; feed: IcalFeed; unitLabel: string; now: number };

/** One imported calendar's health (when it was read, what it found, what went wrong) and its actions. */
export function FeedPanel({ panel, feed, unitLabel, now }: FeedPanelProps) {
  const { t, i18n } = useLingui();
  const actor = useActorRef(
    importFeedWithCalls.provide({
      actions: {
        feedChanged: (_, { feed: changed }) => panel.send({ type: 'sync.feedSaved', feed: changed }),
        feedRemoved: (_, { feedId }) => {
          panel.send({ type: 'sync.feedRemoved', feedId });
          // The panel and its buttons are gone: the keyboard carries on from the Import card's heading.
          document.getElementById(importHeadingId(feed.unitId))?.focus();
        },
        announce: announceIn(i18n),
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
  const health = healthOf(i18n, feed);
  const feedName = feed.name;
  const channelName = feedChannelName(i18n, feed.channel);
  const conflicts = feed.openConflicts;
  const firstSeen = feed.emptySince ? lastFetchText(i18n, feed.emptySince, now) : '';
  const titleId = `feed-${feed.id}-name`;
  const empty = { title: textIn(i18n, EMPTY_FEED_WORDS.title), detail: textIn(i18n, EMPTY_FEED_WORDS.detail), release: textIn(i18n, EMPTY_FEED_WORDS.release) };

  return (
    <article className={styles.feed} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <header className={styles.feedHeader}>
        <div className={styles.feedName}>
          <h4 id={titleId}>{feed.name}</h4>
          <p className={styles.feedMeta}>
            {feedChannelName(i18n, feed.channel)} ·{' '}
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
          <dt>
            <Trans>Last read</Trans>
          </dt>
          <dd>{lastFetchText(i18n, feed.lastFetchedAt, now)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Next read</Trans>
          </dt>
          <dd>{nextFetchText(i18n, feed.nextFetchAt, now)}</dd>
        </div>
      </dl>

      <dl className={styles.counts}>
        <Count term={t`Events seen`} value={feed.eventsSeen} />
        {/* Stays that already ended, still in the channel's export: said only when there are some. */}
        {feed.eventsPast > 0 ? <Count term={t`Past events`} value={feed.eventsPast} /> : null}
        <Count term={t`Added`} value={feed.eventsAdded} />
        <Count term={t`Changed`} value={feed.eventsChanged} />
        <Count term={t`Removed`} value={feed.eventsRemoved} />
      </dl>

      {feed.lastStatus === 'error' && feed.lastError ? (
        <div className={styles.feedError}>
          <strong>
            <Trans>The last sync failed:</Trans>
          </strong>{' '}
          {feed.lastError}
        </div>
      ) : null}
      {feed.lastNotice ? <p className={styles.feedNotice}>{feed.lastNotice}</p> : null}
      {feed.emptySince ? (
        <section className={styles.feedNotice} aria-labelledby={`feed-${feed.id}-empty`}>
          <h5 id={`feed-${feed.id}-empty`} className={styles.feedNoticeTitle}>
            {empty.title}
          </h5>
          <p>
            {empty.detail} <Trans>First seen {firstSeen}.</Trans>
          </p>
          <button
            type="button"
            className="btn btn-outline btn-small"
            aria-disabled={busy}
            aria-label={releasing ? t`Releasing the nights of ${feedName}…` : `${empty.release}: ${feed.name}`}
            onClick={() => actor.send({ type: 'feed.releaseEmpty' })}
          >
            {releasing ? t`Releasing…` : empty.release}
          </button>
        </section>
      ) : null}
      <UnreadableEvents feed={feed} />
      {feed.openConflicts > 0 ? (
        <p className={styles.feedConflicts}>
          <a href="#conflicts-heading">
            <Plural
              value={conflicts}
              one="# double booking with this calendar: see the top of the page"
              other="# double bookings with this calendar: see the top of the page"
            />
          </a>
        </p>
      ) : null}
      <FormAlert message={error} />

      {editing ? (
        <FeedForm
          unitId={feed.unitId}
          unitLabel={unitLabel}
          feed={feed}
          title={t`Edit “${feedName}”`}
          onSaved={(saved) => actor.send({ type: 'feed.saved', feed: saved })}
          onClosed={() => actor.send({ type: 'feed.closeEdit' })}
        />
      ) : (
        <div className={styles.feedActions}>
          {/* aria-disabled rather than disabled: the button keeps the keyboard focus while the sync runs (the machine ignores presses meanwhile). */}
          <button type="button" className="btn btn-primary btn-small" aria-disabled={busy} aria-label={syncing ? t`Syncing ${feedName}…` : t`Sync now: ${feedName}`} onClick={() => actor.send({ type: 'feed.sync' })}>
            {syncing ? <Trans>Syncing…</Trans> : <Trans>Sync now</Trans>}
          </button>
          <button type="button" className="btn btn-outline btn-small" aria-disabled={busy} aria-label={t`Edit: ${feedName}`} onClick={() => actor.send({ type: 'feed.edit' })}>
            <Trans>Edit</Trans>
          </button>
          <button type="button" className="btn btn-danger btn-small" aria-disabled={busy} aria-label={t`Remove: ${feedName}`} onClick={() => actor.send({ type: 'feed.remove' })}>
            <Trans>Remove</Trans>
          </button>
        </div>
      )}
      {syncing ? (
        <div className={styles.syncProgress} role="progressbar" aria-label={t`Reading ${feedName}`} aria-valuetext={t`Reading the calendar from the site`}>
          <span className={styles.syncProgressBar} />
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming || removing}
        title={t`Remove “${feedName}”?`}
        busy={removing}
        onConfirm={() => actor.send({ type: 'feed.confirmRemove' })}
        onCancel={() => actor.send({ type: 'feed.dismiss' })}
      >
        <Trans>
          The nights this calendar blocked open again here, and new bookings on {channelName} will no longer close them. You can add the
          calendar again at any time.
        </Trans>
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
