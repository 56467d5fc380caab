/** What the last answer of a feed's channel said about its version, for a conditional GET. */
export interface FeedValidators {
  etag?: string | null;
  lastModified?: string | null;
}

type FeedFetchResult = { notModified: true } | { notModified: false; body: string; etag: string | null; lastModified: string | null };

/**
 * Fetches an import feed's calendar: a conditional GET with the validators of the last answer
 * (If-None-Match / If-Modified-Since), `notModified` when the channel answered 304. Any failure
 * is thrown as an Error whose message a host can read on the sync screen as it is ("The channel
 * answered 404 Not Found: check the link"). Injected through the app's deps, so tests serve
 * fixture calendars and production fetches through the outbound safety checks.
 */
export type FeedFetcher = (url: string, validators: FeedValidators) => Promise<FeedFetchResult>;
