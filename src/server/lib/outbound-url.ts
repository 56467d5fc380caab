import { outboundErrors } from './outbound-fetch-error';

/** One entry of the allow-list: a host, and its port when the entry names one (null: any port). */
export interface AllowedHost {
  hostname: string;
  port: number | null;
}

const STANDARD_PORTS = [80, 443];

/**
 * Parses "host" or "host:port" (IPv6 in brackets) the way the WHATWG URL parser reads a link's host,
 * so "127.0.0.1", "2130706433" and "LOCALHOST" compare the way the fetched URL will. Throws on
 * anything that is not a bare host.
 */
export function parseAllowedHost(entry: string): AllowedHost {
  const trimmed = entry.trim();
  let url: URL;
  try {
    url = new URL(`http://${trimmed}`);
  } catch {
    throw new Error(`"${entry}" is not a host name or host:port`);
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || !url.hostname) {
    throw new Error(`"${entry}" is not a host name or host:port`);
  }
  // URL drops ":80" as http's default, so the port is read from the text itself.
  const explicitPort = /:(\d+)$/.exec(trimmed);
  return { hostname: url.hostname, port: explicitPort ? Number(explicitPort[1]) : null };
}

function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

function isAllowed(url: URL, allowHosts: readonly AllowedHost[]): boolean {
  const port = effectivePort(url);
  return allowHosts.some((entry) => entry.hostname === url.hostname && (entry.port === null || entry.port === port));
}

export interface CheckedUrl {
  url: URL;
  /** On the allow-list: the address-range and port checks are skipped for it. */
  allowListed: boolean;
}

/**
 * The checks a link passes before any DNS lookup: http or https, no credentials, port 80 or 443
 * (unless the host is allow-listed). Numeric hosts such as "2130706433" or "0x7f.1" come out of the
 * URL parser as dotted IPv4, so the address check that follows sees them as what they are.
 */
export function checkOutboundUrl(
  link: string | URL,
  allowHosts: readonly AllowedHost[],
  extraPorts: readonly number[] = [],
): CheckedUrl {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw outboundErrors.invalidUrl();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw outboundErrors.schemeNotAllowed(url.protocol);
  if (url.username || url.password) throw outboundErrors.credentialsInUrl();
  if (!url.hostname) throw outboundErrors.invalidUrl();
  const allowListed = isAllowed(url, allowHosts);
  const port = effectivePort(url);
  if (!allowListed && !STANDARD_PORTS.includes(port) && !extraPorts.includes(port)) {
    throw outboundErrors.portNotAllowed(String(port));
  }
  return { url, allowListed };
}
