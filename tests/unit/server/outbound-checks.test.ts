import { describe, expect, it } from 'vitest';
import { refusedRange, type Resolver } from '../../../src/server/lib/outbound-address';
import { OutboundFetchError } from '../../../src/server/lib/outbound-fetch-error';
import { parseAllowedHost } from '../../../src/server/lib/outbound-url';
import { safeFetch } from '../../../src/server/lib/safe-fetch';

// Every refusal here happens before a socket is opened, with the allow-list empty.
async function refusal(url: string, lookup?: Resolver): Promise<OutboundFetchError> {
  const error = await safeFetch(url, { lookup, timeoutMs: 1000 }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundFetchError);
  return error as OutboundFetchError;
}

const answers = (...addresses: string[]): Resolver => async () =>
  addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const);

describe('refusedRange', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:7f00:1', 'ipv4Mapped'],
    ['::ffff:8.8.8.8', 'ipv4Mapped'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::1', '6to4'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:db8::1', 'reserved'],
    // IPv4-compatible forms of 127.0.0.1 and 10.0.0.1 (how the URL parser writes [::127.0.0.1]),
    // which ipaddr.js alone calls unicast.
    ['::7f00:1', 'notGlobalUnicast'],
    ['::a00:1', 'notGlobalUnicast'],
    ['not an address', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each(['93.184.215.14', '8.8.8.8', '1.1.1.1', '100.63.255.255', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e'])(
    'lets the public address %s through',
    (address) => {
      expect(refusedRange(address)).toBeNull();
    },
  );
});

describe('safeFetch refuses before connecting', () => {
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://0.0.0.0/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'https://169.254.169.254/latest/meta-data',
  ])('refuses %s as a private address', async (url) => {
    const error = await refusal(url);
    expect(error.code).toBe('address_not_allowed');
    expect(error.message).toBe("This address points to a private network and can't be fetched");
  });

  it('refuses localhost through the real resolver', async () => {
    expect((await refusal('http://localhost/')).code).toBe('address_not_allowed');
  });

  it('refuses a name that resolves to a private address', async () => {
    expect((await refusal('http://feeds.example/cal.ics', answers('10.0.0.5'))).code).toBe('address_not_allowed');
  });

  it('refuses a name when any one of its addresses is private, even if the first is public', async () => {
    const error = await refusal('http://feeds.example/cal.ics', answers('93.184.215.14', '127.0.0.1'));
    expect(error.code).toBe('address_not_allowed');
    expect(error.address).toBe('127.0.0.1');
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/cal.ics', 'gopher://example.com/', 'data:text/calendar,BEGIN'])(
    'refuses the scheme of %s',
    async (url) => {
      const error = await refusal(url);
      expect(error.code).toBe('scheme_not_allowed');
      expect(error.message).toMatch(/^Only http:\/\/ and https:\/\/ links can be fetched, not \w+:\/\/$/);
    },
  );

  it.each(['http://example.com:8080/cal.ics', 'https://example.com:8443/', 'http://93.184.215.14:22/'])('refuses the port of %s', async (url) => {
    expect((await refusal(url, answers('93.184.215.14'))).code).toBe('port_not_allowed');
  });

  it.each(['http://user:secret@example.com/cal.ics', 'https://token@example.com/cal.ics', 'http://:pw@example.com/'])(
    'refuses credentials in %s',
    async (url) => {
      const error = await refusal(url, answers('93.184.215.14'));
      expect(error.code).toBe('credentials_in_url');
      expect(error.message).toBe("Calendar links can't contain a user name or password");
    },
  );

  it('refuses text that is not a link', async () => {
    expect((await refusal('not a link')).code).toBe('invalid_url');
  });

  it('says so when the name does not resolve', async () => {
    const error = await refusal('http://nowhere.invalid/', async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    expect(error.code).toBe('name_not_resolved');
    expect(error.message).toBe('The web address nowhere.invalid could not be found: check the link');
  });

  it('gives up on a DNS answer that never comes at the deadline', async () => {
    const error = await refusal('http://slow-dns.example/', () => new Promise(() => {}));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('The calendar took longer than 1 second to answer');
  });
});

describe('parseAllowedHost', () => {
  it.each([
    ['127.0.0.1:8080', { hostname: '127.0.0.1', port: 8080 }],
    ['Feeds.Example', { hostname: 'feeds.example', port: null }],
    ['feeds.example:80', { hostname: 'feeds.example', port: 80 }],
    ['[::1]:9000', { hostname: '[::1]', port: 9000 }],
    ['2130706433', { hostname: '127.0.0.1', port: null }],
  ])('reads %s', (entry, expected) => {
    expect(parseAllowedHost(entry)).toEqual(expected);
  });

  it.each(['http://feeds.example', 'feeds.example/path', 'user@feeds.example', '::1', ''])('rejects %j', (entry) => {
    expect(() => parseAllowedHost(entry)).toThrow(/is not a host name or host:port/);
  });
});
