import { promises as dns } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { outboundErrors } from './outbound-fetch-error';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Name → every address it has. Injected in tests to play a DNS server that changes its answer. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await dns.lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

// Global unicast (RFC 4291 §2.4): everything outside 2000::/3 is local, reserved or an
// IPv4-compatible form (::a.b.c.d) that ipaddr.js still calls "unicast".
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * Why a fetch to this address is refused, as ipaddr.js names the range ("loopback", "private",
 * "linkLocal", "carrierGradeNat", "multicast", "ipv4Mapped", "6to4", "teredo", ...), or null for a
 * public unicast address. Only public unicast passes: a range we have not thought of is refused, not
 * let through. IPv4-mapped, 6to4, Teredo and NAT64 forms are refused whole rather than unpacked,
 * since each can carry a private IPv4 address and a calendar feed never needs them.
 */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (range !== 'unicast') return range;
  if (parsed.kind() === 'ipv6' && !parsed.match(IPV6_GLOBAL_UNICAST)) return 'notGlobalUnicast';
  return null;
}

/** A URL's hostname as an IP literal (IPv6 without its brackets), or null for a name. */
function ipLiteral(hostname: string): ResolvedAddress | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const family = isIP(bare);
  return family === 0 ? null : { address: bare, family: family as 4 | 6 };
}

/**
 * The addresses a fetch may connect to: an IP literal as it is, a name through the resolver (once:
 * the caller pins the connection to this answer). Unless the host is allow-listed, EVERY address must
 * be public; one private answer refuses the whole name, whichever address a connection would pick.
 */
export async function resolveOutboundAddresses(hostname: string, resolver: Resolver, allowListed: boolean): Promise<ResolvedAddress[]> {
  const literal = ipLiteral(hostname);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [literal];
  else {
    try {
      addresses = await resolver(hostname);
    } catch (error) {
      throw outboundErrors.nameNotResolved(hostname, error);
    }
    if (addresses.length === 0) throw outboundErrors.nameNotResolved(hostname);
  }
  if (!allowListed) {
    const refused = addresses.find((a) => refusedRange(a.address) !== null);
    if (refused) throw outboundErrors.addressNotAllowed(refused.address);
  }
  return addresses;
}

/**
 * A `lookup` for http.request that answers only the addresses already checked, so the socket
 * connects to what was checked and a second DNS answer (rebinding) is never asked for. Node calls it
 * with `all: true` when it races IPv4 and IPv6 (autoSelectFamily), and with a family when one is forced.
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const usable = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
    if (usable.length === 0) {
      const error: NodeJS.ErrnoException = new Error('No checked address of the requested family');
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
      return;
    }
    if (options.all) callback(null, usable.map((a) => ({ address: a.address, family: a.family })));
    else callback(null, usable[0].address, usable[0].family);
  };
}
