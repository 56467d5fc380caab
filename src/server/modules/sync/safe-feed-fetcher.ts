import { STATUS_CODES } from 'node:http';
import type { Resolver } from '../../lib/outbound-address';
import { safeFetch } from '../../lib/safe-fetch';
import type { FeedFetcher } from './feed-fetcher';

export interface SafeFeedFetcherOptions {
  /** ICAL_FETCH_ALLOW_HOSTS: hosts that skip the address and port checks (empty in production). */
  allowHosts: readonly string[];
  /** Names the portal to the channels, with an address they can look up. */
  userAgent?: string;
  /** DNS, injected by tests. */
  lookup?: Resolver;
  timeoutMs?: number;
}

/** A channel's answer other than 2xx or 304, as the host will read it on the sync screen. */
class ChannelAnswerError extends Error {
  override name = 'ChannelAnswerError';

  constructor(readonly status: number) {
    super(`The channel answered ${status}${STATUS_CODES[status] ? ` ${STATUS_CODES[status]}` : ''}: ${adviceFor(status)}`);
  }
}

function adviceFor(status: number): string {
  if (status === 401 || status === 403) return 'the link may have been replaced; copy it again from the channel';
  if (status === 429 || status >= 500) return 'the channel is having trouble, and the next sync will try again';
  return 'check the link';
}

/**
 * The production FeedFetcher: a conditional GET through safeFetch, so a link a host typed can only
 * reach public addresses, within 10 s and 5 MB. Failures are thrown with a sentence for the host
 * (OutboundFetchError or ChannelAnswerError).
 */
export function createSafeFeedFetcher(options: SafeFeedFetcherOptions): FeedFetcher {
  return async (url, validators) => {
    const headers: Record<string, string> = {};
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    const response = await safeFetch(url, {
      headers,
      allowHosts: options.allowHosts,
      userAgent: options.userAgent,
      lookup: options.lookup,
      timeoutMs: options.timeoutMs,
    });
    if (response.status === 304) return { notModified: true };
    if (response.status < 200 || response.status > 299) throw new ChannelAnswerError(response.status);
    return {
      notModified: false,
      body: decodeText(response.body, response.headers['content-type']),
      etag: response.headers.etag ?? null,
      lastModified: response.headers['last-modified'] ?? null,
    };
  };
}

/**
 * RFC 5545 calendars are UTF-8, but a channel that declares another charset gets it honoured; an
 * unknown label falls back to UTF-8. TextDecoder drops a UTF-8 byte-order mark, which would
 * otherwise sit in front of BEGIN:VCALENDAR.
 */
function decodeText(body: Buffer, contentType: string | undefined): string {
  const charset = /;\s*charset="?([^";\s]+)"?/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
