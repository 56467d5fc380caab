import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import { pinnedLookup, resolveOutboundAddresses, systemResolver, type ResolvedAddress, type Resolver } from './outbound-address';
import { OutboundFetchError, outboundErrors } from './outbound-fetch-error';
import { checkOutboundUrl, parseAllowedHost } from './outbound-url';
import { ACCEPTED_ENCODINGS, readCappedBody } from './read-capped-body';

export interface SafeFetchOptions {
  /** Extra request headers (If-None-Match, If-Modified-Since, ...); names are case-insensitive. */
  headers?: Record<string, string>;
  /** "host" or "host:port" entries that skip the address-range and port checks (tests, private deployments). */
  allowHosts?: readonly string[];
  /** One deadline for the whole fetch: DNS, connect, headers, body, and every redirect hop. */
  timeoutMs?: number;
  /** Cap on the body after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS, injected by tests. */
  lookup?: Resolver;
  userAgent?: string;
  /**
   * Test seam: ports accepted besides 80 and 443 while every address check still applies (a test
   * proving DNS pinning needs its local server on a free port without putting it on the allow-list).
   */
  extraPorts?: readonly number[];
}

export interface SafeFetchResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

const SAFE_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;
const DEFAULT_USER_AGENT = 'HostPortal-CalendarSync/1.0 (iCal import of the Sri Lankan host portal)';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * GET of a link a host typed in (an iCal feed), made safe to run from inside our network: only
 * public addresses on ports 80/443 over http(s), the socket pinned to the addresses checked, each
 * redirect checked again as a new link, one deadline over everything, and a size cap after
 * decompression. Every failure is an OutboundFetchError whose message can be shown to the host.
 * Any status is returned as it is (304, 404, ...): what it means is the caller's business.
 */
export async function safeFetch(link: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_LIMITS.maxRedirects;
  const resolver = options.lookup ?? systemResolver;
  const allowHosts = (options.allowHosts ?? []).map(parseAllowedHost);
  const headers = requestHeaders(options);

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  let address: string | undefined;
  try {
    let next: string | URL = link;
    for (let redirects = 0; ; redirects++) {
      const { url, allowListed } = checkOutboundUrl(next, allowHosts, options.extraPorts);
      const addresses = await untilAborted(resolveOutboundAddresses(url.hostname, resolver, allowListed), deadline.signal);
      address = addresses[0].address;
      const response = await requestOnce(url, addresses, headers, deadline.signal);
      address = response.socket?.remoteAddress ?? address;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        // A redirect's body is never read: close it and check the target as a new link.
        response.destroy();
        if (redirects >= maxRedirects) throw outboundErrors.tooManyRedirects(maxRedirects);
        next = redirectTarget(location, url);
        continue;
      }
      const body = await readCappedBody(response, maxBytes).catch((error: unknown) => {
        throw error instanceof OutboundFetchError || deadline.signal.aborted ? error : outboundErrors.badResponse(error);
      });
      return { status: response.statusCode ?? 0, headers: response.headers, body, url: url.href };
    }
  } catch (error) {
    // Whatever broke once the deadline passed (a destroyed socket, a DNS answer that came late) is the timeout.
    if (deadline.signal.aborted) throw outboundErrors.timeout(timeoutMs, address);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function requestHeaders(options: SafeFetchOptions): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
    accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
    'accept-encoding': ACCEPTED_ENCODINGS,
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

function redirectTarget(location: string, from: URL): URL {
  try {
    return new URL(location, from);
  } catch {
    throw outboundErrors.invalidUrl();
  }
}

/** DNS lookups cannot be cancelled; this stops waiting for one when the deadline passes. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One GET to checked addresses; resolves at the response headers. The signal destroys the socket. */
function requestOnce(url: URL, addresses: readonly ResolvedAddress[], headers: OutgoingHttpHeaders, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    // agent: false, so no pooled socket made for another address is ever reused.
    const request = client.request(url, { method: 'GET', headers, agent: false, lookup: pinnedLookup(addresses), signal });
    request.on('response', resolve);
    // `on`, not `once`: a socket error after the response must not become an uncaught 'error' event.
    request.on('error', (error: NodeJS.ErrnoException & { address?: string }) => {
      reject(signal.aborted ? error : outboundErrors.connectionFailed(error.address ?? addresses[0].address, error));
    });
    request.end();
  });
}
