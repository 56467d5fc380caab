import { EMPTY_FEED_TEXT } from '../src/shared/empty-feed';
import type { IcalFeed } from './sync-panel.machine';

/** A sentence for the host and how it should look (the app shows it as a toast). */
export type Announcement = { tone: 'success' | 'info' | 'warning' | 'error'; message: string };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What the last read of a calendar found: '4 events found: 1 added, 0 changed, 2 removed'. */
function countsSentence(feed: Pick<IcalFeed, 'eventsSeen' | 'eventsAdded' | 'eventsChanged' | 'eventsRemoved'>): string {
  return `${plural(feed.eventsSeen, 'event')} found: ${feed.eventsAdded} added, ${feed.eventsChanged} changed, ${feed.eventsRemoved} removed`;
}

/**
 * How a save or a sync went, from the feed the server answered: the server reads the calendar
 * before it answers and records a failure as the feed's lastError instead of failing the call.
 */
export function feedOutcome(kind: 'added' | 'saved' | 'synced', feed: IcalFeed): Announcement {
  const name = `“${feed.name}”`;
  if (kind === 'saved') return { tone: 'success', message: `${name} was saved` };
  if (feed.lastStatus === 'error') {
    const why = feed.lastError ?? 'the channel did not send a calendar';
    return kind === 'added'
      ? { tone: 'warning', message: `${name} was added, but it could not be read yet: ${why}` }
      : { tone: 'error', message: `${name} could not be synced: ${why}` };
  }
  if (feed.emptySince) return { tone: 'warning', message: `${name}: ${EMPTY_FEED_TEXT.title}. ${EMPTY_FEED_TEXT.detail}` };
  // Read, but not whole: the host hears of the events left out (or guessed) with the counts.
  if (feed.eventsUnreadable > 0) {
    const done = kind === 'added' ? 'was added' : 'is in sync';
    return { tone: 'warning', message: `${name} ${done}, but ${plural(feed.eventsUnreadable, 'event')} could not be read: see the list under it. ${countsSentence(feed)}` };
  }
  return { tone: 'success', message: `${name} ${kind === 'added' ? 'was added' : 'is in sync'}. ${countsSentence(feed)}` };
}
