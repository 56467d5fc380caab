import { msg, plural } from '@lingui/core/macro';
import type { IcalFeed } from './sync-panel.machine';
import { plainTexts, type UiText } from './ui-text';

/** A sentence for the host and how it should look (the app shows it as a toast). */
export type Announcement = { tone: 'success' | 'info' | 'warning' | 'error'; message: UiText };

/**
 * The empty calendar's words (src/shared/empty-feed.ts, which the server writes in English), as
 * our texts: the same English, shown in the active language by `textIn`. A unit test keeps the two
 * word for word the same.
 */
export const EMPTY_FEED_WORDS = plainTexts({
  title: msg`This calendar came back empty`,
  detail: msg`The channel sent a calendar with no bookings or closed nights from today on. In case that is a mistake on its side, the nights it blocked stay blocked here until the next sync confirms it is empty.`,
  release: msg`Release the nights now`,
  released: msg`The nights this calendar blocked are open again`,
});

type Counts = Pick<IcalFeed, 'eventsSeen' | 'eventsAdded' | 'eventsChanged' | 'eventsRemoved' | 'eventsUnreadable'>;

/** What the last read found, after what happened: '“Airbnb” is in sync. 4 events found: 1 added, 0 changed, 2 removed'. */
function readSentence(kind: 'added' | 'synced', name: string, feed: Counts): UiText {
  const { eventsSeen: seen, eventsAdded: added, eventsChanged: changed, eventsRemoved: removed, eventsUnreadable: unreadable } = feed;
  // Read, but not whole: the host hears of the events left out (or guessed) with the counts.
  if (unreadable > 0) {
    return kind === 'added'
      ? msg`“${name}” was added, but ${plural(unreadable, { one: '# event', other: '# events' })} could not be read: see the list under it. ${plural(seen, { one: '# event', other: '# events' })} found: ${added} added, ${changed} changed, ${removed} removed`
      : msg`“${name}” is in sync, but ${plural(unreadable, { one: '# event', other: '# events' })} could not be read: see the list under it. ${plural(seen, { one: '# event', other: '# events' })} found: ${added} added, ${changed} changed, ${removed} removed`;
  }
  return kind === 'added'
    ? msg`“${name}” was added. ${plural(seen, { one: '# event', other: '# events' })} found: ${added} added, ${changed} changed, ${removed} removed`
    : msg`“${name}” is in sync. ${plural(seen, { one: '# event', other: '# events' })} found: ${added} added, ${changed} changed, ${removed} removed`;
}

/** A failed read: the server's reason as it came, or ours when it gave none. */
function failedSentence(kind: 'added' | 'synced', name: string, why: string | null | undefined): UiText {
  if (kind === 'added') return why ? msg`“${name}” was added, but it could not be read yet: ${why}` : msg`“${name}” was added, but it could not be read yet: the channel did not send a calendar`;
  return why ? msg`“${name}” could not be synced: ${why}` : msg`“${name}” could not be synced: the channel did not send a calendar`;
}

/**
 * How a save or a sync went, from the feed the server answered: the server reads the calendar
 * before it answers and records a failure as the feed's lastError instead of failing the call.
 * Our words as descriptors (the screen shows them in the active language); the feed's name and the
 * server's reason go in as they are.
 */
export function feedOutcome(kind: 'added' | 'saved' | 'synced', feed: IcalFeed): Announcement {
  const name = feed.name;
  if (kind === 'saved') return { tone: 'success', message: msg`“${name}” was saved` };
  if (feed.lastStatus === 'error') return { tone: kind === 'added' ? 'warning' : 'error', message: failedSentence(kind, name, feed.lastError) };
  if (feed.emptySince) {
    return {
      tone: 'warning',
      message: msg`“${name}”: This calendar came back empty. The channel sent a calendar with no bookings or closed nights from today on. In case that is a mistake on its side, the nights it blocked stay blocked here until the next sync confirms it is empty.`,
    };
  }
  return { tone: feed.eventsUnreadable > 0 ? 'warning' : 'success', message: readSentence(kind, name, feed) };
}
