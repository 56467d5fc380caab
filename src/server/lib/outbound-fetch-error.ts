export type OutboundFetchErrorCode =
  | 'invalid_url'
  | 'scheme_not_allowed'
  | 'port_not_allowed'
  | 'credentials_in_url'
  | 'address_not_allowed'
  | 'name_not_resolved'
  | 'connection_failed'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'unsupported_encoding'
  | 'bad_response';

/**
 * A fetch of a host's calendar link that we refused or that failed. `message` is written for the
 * host (it is shown next to the feed), `code` is for tests and logs, and `address` says which
 * checked address a connection went to, so a log shows where we actually connected.
 */
export class OutboundFetchError extends Error {
  override name = 'OutboundFetchError';

  constructor(
    readonly code: OutboundFetchErrorCode,
    message: string,
    readonly address?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const MB = 1024 * 1024;

export const outboundErrors = {
  invalidUrl: () => new OutboundFetchError('invalid_url', 'This is not a valid web address'),
  schemeNotAllowed: (scheme: string) =>
    new OutboundFetchError('scheme_not_allowed', `Only http:// and https:// links can be fetched, not ${scheme}//`),
  portNotAllowed: (port: string) =>
    new OutboundFetchError('port_not_allowed', `Calendar links must use the standard web ports (80 or 443), not port ${port}`),
  credentialsInUrl: () =>
    new OutboundFetchError('credentials_in_url', "Calendar links can't contain a user name or password"),
  addressNotAllowed: (address: string) =>
    new OutboundFetchError('address_not_allowed', "This address points to a private network and can't be fetched", address),
  nameNotResolved: (hostname: string, cause?: unknown) =>
    new OutboundFetchError('name_not_resolved', `The web address ${hostname} could not be found: check the link`, undefined, { cause }),
  connectionFailed: (address: string | undefined, cause?: unknown) =>
    new OutboundFetchError('connection_failed', "The calendar's server could not be reached", address, { cause }),
  timeout: (ms: number, address?: string) =>
    new OutboundFetchError('timeout', `The calendar took longer than ${seconds(ms)} to answer`, address),
  tooLarge: (maxBytes: number) =>
    new OutboundFetchError('too_large', `The calendar is larger than ${sizeText(maxBytes)}`),
  tooManyRedirects: (max: number) =>
    new OutboundFetchError('too_many_redirects', `The calendar link redirected more than ${max} times`),
  unsupportedEncoding: (encoding: string) =>
    new OutboundFetchError('unsupported_encoding', `The calendar was sent compressed as "${encoding}", which we can't read`),
  badResponse: (cause?: unknown) =>
    new OutboundFetchError('bad_response', "The calendar's server sent a broken answer", undefined, { cause }),
};

function seconds(ms: number): string {
  const s = ms / 1000;
  return s === 1 ? '1 second' : `${Number.isInteger(s) ? s : s.toFixed(1)} seconds`;
}

function sizeText(bytes: number): string {
  return bytes >= MB && bytes % MB === 0 ? `${bytes / MB} MB` : `${bytes} bytes`;
}
