import * as v from 'valibot';
import { firstIssuePerField } from './inquiry';
import { requiredText } from './listing-field-rules';
import type { FieldProblems } from './listing-final-schemas';

/**
 * iCal synchronization (/synchronize/{propertyId}): the channels a unit's calendar is exchanged
 * with, and the import feed form. Checked in the browser before saving and again by the server.
 */
export const FEED_CHANNELS = ['airbnb', 'booking_com', 'vrbo', 'other'] as const;
export type FeedChannel = (typeof FEED_CHANNELS)[number];

export const FEED_CHANNEL_LABELS: Record<FeedChannel, string> = {
  airbnb: 'Airbnb',
  booking_com: 'Booking.com',
  vrbo: 'Vrbo',
  other: 'Another channel',
};

export const FEED_NAME_MAX = 100;
/** Imported calendars per unit: each is fetched every few minutes, and a room rarely sells on more channels. */
export const FEEDS_PER_UNIT_MAX = 5;
/** Channels' export links run to about 200 characters; 2 000 leaves room without inviting abuse. */
export const FEED_URL_MAX = 2000;

export const FEED_MESSAGES = {
  nameRequired: 'Give the calendar a name, e.g. “Airbnb – Garden room”',
  nameTooLong: `The name can have up to ${FEED_NAME_MAX} characters`,
  channelRequired: 'Choose the channel the calendar comes from',
  urlRequired: 'Paste the calendar’s export link (it starts with https://)',
  urlInvalid: 'This is not a web address. Paste the export link exactly as the channel shows it',
  urlScheme: 'The link must start with https:// or http://',
  urlCredentials: 'The link must not contain a user name or password',
  urlTooLong: `The link can have up to ${FEED_URL_MAX} characters`,
  urlTaken: 'This calendar is already imported into this unit',
  tooMany: `A room can have at most ${FEEDS_PER_UNIT_MAX} imported calendars. Remove one before adding another.`,
} as const;

const M = FEED_MESSAGES;

/** The link as the WHATWG parser writes it (so one feed cannot be added twice in two spellings), or a problem. */
function normalizeFeedUrl(text: string): { ok: true; url: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: M.urlRequired };
  if (trimmed.length > FEED_URL_MAX) return { ok: false, message: M.urlTooLong };
  // Some channels show their links as webcal://, which means https:// to everything else.
  const candidate = trimmed.replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, message: M.urlInvalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: M.urlScheme };
  if (url.username || url.password) return { ok: false, message: M.urlCredentials };
  if (!url.hostname) return { ok: false, message: M.urlInvalid };
  url.hash = '';
  if (url.href.length > FEED_URL_MAX) return { ok: false, message: M.urlTooLong };
  return { ok: true, url: url.href };
}

const feedFormSchema = v.object({
  name: requiredText(FEED_NAME_MAX, { empty: M.nameRequired, tooLong: M.nameTooLong }),
  channel: v.picklist(FEED_CHANNELS, M.channelRequired),
  url: v.pipe(
    v.string(M.urlRequired),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const normalized = normalizeFeedUrl(dataset.value);
      if (normalized.ok) return normalized.url;
      addIssue({ message: normalized.message });
      return NEVER;
    }),
  ),
});

export type FeedForm = v.InferOutput<typeof feedFormSchema>;

/** Checks an import feed form and reports one message per field. */
export function validateFeedForm(fields: unknown): { ok: true; data: FeedForm } | { ok: false; fieldMessages: FieldProblems } {
  const result = v.safeParse(feedFormSchema, fields);
  if (result.success) return { ok: true, data: result.output };
  const issues = firstIssuePerField(result.issues, ['name', 'channel', 'url']);
  return { ok: false, fieldMessages: Object.fromEntries(issues.map(({ field, message }) => [field || 'feed', message])) };
}
