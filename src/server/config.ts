import path from 'node:path';
import { parseAllowedHost } from './lib/outbound-url';
import { loadOrCreateSecrets } from './lib/secrets-file';

/**
 * Every environment variable the server reads, with its embedded-mode default and meaning.
 * The README's table is built from this list, so a variable cannot be documented and not read.
 */
export const ENVIRONMENT_VARIABLES = [
  { name: 'PORT', default: '8080', meaning: 'TCP port the server listens on' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'Interface the server binds to' },
  { name: 'DATA_DIR', default: './data', meaning: 'Embedded database, generated secrets, mail outbox and uploads' },
  { name: 'DATABASE_URL', default: '(unset: PGlite in DATA_DIR/pgdata)', meaning: 'postgres://… to use a PostgreSQL server instead of the embedded database' },
  { name: 'DATABASE_POOL_SIZE', default: '10', meaning: 'PostgreSQL connections each server process may open (1-200); keep max_connections above this times the processes' },
  { name: 'DATABASE_STATEMENT_TIMEOUT_MS', default: '15000', meaning: 'PostgreSQL cancels a statement running longer (100-600000 ms); the call answers 503' },
  { name: 'DATABASE_LOCK_TIMEOUT_MS', default: '5000', meaning: 'PostgreSQL gives up waiting for a row or table lock after this long (100-600000 ms); the call answers 503' },
  { name: 'JWT_SECRET', default: '(generated once into DATA_DIR/secrets.json)', meaning: 'HS256 key for access tokens, at least 32 characters' },
  { name: 'CSRF_SECRET', default: '(generated once into DATA_DIR/secrets.json)', meaning: 'HMAC key for CSRF tokens, at least 32 characters' },
  { name: 'COOKIE_DOMAIN', default: '(empty: host-only cookies)', meaning: 'Domain attribute of session cookies, e.g. .example.lk' },
  { name: 'TRUST_PROXY', default: '(unset: trust no proxy)', meaning: 'Comma-separated addresses/CIDRs of reverse proxies whose X-Forwarded-For is believed' },
  { name: 'SMTP_URL', default: '(unset: mails written to DATA_DIR/outbox)', meaning: 'smtp(s)://user:pass@host:port for real mail delivery' },
  { name: 'MAIL_FROM', default: 'Host Portal <no-reply@localhost>', meaning: 'From address of outgoing mail' },
  { name: 'SALES_EMAIL', default: 'sales@localhost', meaning: 'Where plan inquiries are sent' },
  { name: 'WEB_DIST', default: './dist/web', meaning: 'Folder of the built single-page app' },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'fatal, error, warn, info, debug, trace or silent' },
  { name: 'SEED_DEMO', default: 'true on PGlite, false on PostgreSQL', meaning: 'Create the demo host and admin accounts at start' },
  { name: 'PUBLIC_URL', default: 'http://localhost:PORT', meaning: 'Address people use to reach the portal (links in mail; https makes cookies Secure)' },
  { name: 'GOOGLE_CLIENT_ID', default: '(unset: Google sign-in off)', meaning: 'OAuth client id whose ID tokens are accepted' },
  { name: 'FACEBOOK_APP_ID', default: '(unset: Facebook sign-in off)', meaning: 'Facebook app id whose Limited Login tokens are accepted' },
  { name: 'APPLE_CLIENT_ID', default: '(unset: Apple sign-in off)', meaning: 'Apple services id whose ID tokens are accepted' },
  { name: 'GOOGLE_JWKS_URL', default: 'https://www.googleapis.com/oauth2/v3/certs', meaning: "Where Google's signing keys are read (https://… or file:///…; tests point it at a local key set)" },
  { name: 'FACEBOOK_JWKS_URL', default: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/', meaning: "Where Facebook Limited Login's signing keys are read (https://… or file:///…)" },
  { name: 'APPLE_JWKS_URL', default: 'https://appleid.apple.com/auth/keys', meaning: "Where Apple's signing keys are read (https://… or file:///…)" },
  { name: 'CHANNEL_API_USER', default: '(unset: the channel API answers 503)', meaning: 'HTTP Basic user name the guest site sends to POST /api/v1/channel/reservations' },
  { name: 'CHANNEL_API_PASSWORD', default: '(unset: the channel API answers 503)', meaning: 'HTTP Basic password of the guest site, at least 16 characters; set both or neither' },
  { name: 'ICAL_FETCH_ALLOW_HOSTS', default: '(empty: only public addresses on ports 80/443)', meaning: 'Comma-separated host or host:port entries that calendar imports may fetch even on a private address or another port (tests, private deployments)' },
  { name: 'SYNC_INTERVAL_MINUTES', default: '15', meaning: 'How often each imported iCal feed is fetched, in minutes (5-1440; each feed varies by up to 10 % so fetches spread out)' },
  { name: 'SIGN_UPS_PER_ADDRESS', default: '50', meaning: 'Sign-ups one client address may make in 15 minutes (1-100000; raise it where many people sign up from one office or carrier address)' },
  { name: 'MAP_TILE_URL', default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', meaning: 'Map tile address template with {z}, {x}, {y} (and optionally {s}) for the listing map; set it to an empty string to turn the map off (then typed coordinates and an outline of the island remain)' },
  { name: 'MAP_TILE_ATTRIBUTION', default: '© OpenStreetMap contributors <https://www.openstreetmap.org/copyright>', meaning: 'Credit shown on the map, as text with an optional <https://…> link at the end; required by most tile providers' },
  { name: 'METRICS', default: 'off', meaning: 'on serves Prometheus metrics at GET /metrics to anyone who reaches it (keep the path off the internet at the proxy); off answers 404 there' },
  { name: 'METRICS_TOKEN', default: '(unset: no token asked)', meaning: 'At least 16 characters: serves GET /metrics (METRICS may then be left unset) only with Authorization: Bearer and this token; others get 401' },
  { name: 'S3_BUCKET', default: '(unset: images in DATA_DIR/uploads)', meaning: 'Bucket of an S3-compatible object store that holds avatars and listing photos, shared by every server process; the server checks it at start and streams the images at /uploads/' },
  { name: 'S3_ENDPOINT', default: '(unset: AWS S3)', meaning: 'http(s):// address of another S3-compatible store (MinIO, Cloudflare R2, Backblaze B2, Ceph)' },
  { name: 'S3_REGION', default: 'us-east-1', meaning: "The bucket's region (R2: auto; most other S3-compatible stores ignore it)" },
  { name: 'S3_ACCESS_KEY_ID', default: "(unset: the AWS SDK's default credential chain)", meaning: 'Access key of the bucket; unset, the SDK finds one (AWS_ACCESS_KEY_ID, AWS_PROFILE, an instance or task role); set both or neither' },
  { name: 'S3_SECRET_ACCESS_KEY', default: "(unset: the AWS SDK's default credential chain)", meaning: 'Secret of S3_ACCESS_KEY_ID' },
  { name: 'S3_FORCE_PATH_STYLE', default: 'false', meaning: 'true: address the bucket as ENDPOINT/bucket/key rather than bucket.ENDPOINT/key (MinIO and most self-hosted stores)' },
  { name: 'GEOCODER_URL', default: '(unset: no place in words)', meaning: 'Nominatim-style reverse geocoding address (e.g. https://nominatim.openstreetmap.org/reverse) the browser asks, once the pin has stopped for a second, for the place in words' },
] as const;

type EnvironmentVariableName = (typeof ENVIRONMENT_VARIABLES)[number]['name'];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  csrfSecret: string;
  cookieDomain: string;
  /** false = trust no proxy; otherwise the addresses handed to Fastify's trustProxy. */
  trustProxy: false | string[];
  smtpUrl: string | null;
  mailFrom: string;
  salesEmail: string;
  webDist: string;
  logLevel: LogLevel;
  seedDemo: boolean;
  publicUrl: string;
  /** Derived: cookies get the Secure flag when people reach us over https. */
  secureCookies: boolean;
  googleClientId: string | null;
  facebookAppId: string | null;
  appleClientId: string | null;
  /** Key-set addresses of the ID-token providers (http(s): or file:). */
  googleJwksUrl: string;
  facebookJwksUrl: string;
  appleJwksUrl: string;
  /** The guest site's HTTP Basic credential for the channel API; null: the channel API is off (503). */
  channelApi: { user: string; password: string } | null;
  /** Hosts ("host" or "host:port") iCal imports may reach past the outbound address and port checks. */
  icalFetchAllowHosts: string[];
  /** Minutes between two scheduled fetches of one iCal feed. */
  syncIntervalMinutes: number;
  /** Sign-ups per client address per 15 minutes (auth-limits.ts). */
  signUpsPerAddress: number;
  /** PostgreSQL only: connections per process, and how long a statement or a lock wait may take. */
  databasePool: DatabasePoolSettings;
  /** The listing map: tiles (null: no map, the outline instead), their credit, and the reverse geocoder. */
  map: MapSettings;
  /** GET /metrics: null = off (404); a token = only with it as a bearer token; token null = open. */
  metrics: MetricsSettings | null;
  /** Where images are stored: null, DATA_DIR/uploads; otherwise an S3-compatible bucket (lib/s3-image-storage.ts). */
  s3: S3Settings | null;
}

export type S3Settings = {
  bucket: string;
  /** null: AWS's own endpoint for the region. */
  endpoint: string | null;
  region: string;
  /** null: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
};

type MetricsSettings = { token: string | null };

export type MapSettings = {
  tileUrl: string | null;
  attribution: { text: string; url: string | null };
  geocoderUrl: string | null;
};

export type DatabasePoolSettings = { size: number; statementTimeoutMs: number; lockTimeoutMs: number };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Reads a variable; an empty string counts as unset so `FOO=` in a .env file means "default". */
function read(env: Env, name: EnvironmentVariableName): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new ConfigError(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function parseUrl(name: string, value: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
}

function checkSecret(name: string, value: string): string {
  // HS256 needs a key of at least the hash size (256 bits) to be worth anything (RFC 7518 §3.2).
  if (Buffer.byteLength(value) < 32) throw new ConfigError(`${name} must be at least 32 characters`);
  return value;
}

function jwksUrl(env: Env, name: 'GOOGLE_JWKS_URL' | 'FACEBOOK_JWKS_URL' | 'APPLE_JWKS_URL'): string {
  const fallback = ENVIRONMENT_VARIABLES.find((v) => v.name === name)!.default;
  return parseUrl(name, read(env, name) ?? fallback, ['https:', 'http:', 'file:']);
}

/** Both channel variables or neither: a half-configured credential is a mistake to report at start. */
function channelApi(env: Env): Config['channelApi'] {
  const user = read(env, 'CHANNEL_API_USER');
  const password = read(env, 'CHANNEL_API_PASSWORD');
  if (!user && !password) return null;
  if (!user || !password) throw new ConfigError('Set both CHANNEL_API_USER and CHANNEL_API_PASSWORD, or neither');
  // RFC 7617: the user name of Basic credentials cannot hold a colon.
  if (user.includes(':')) throw new ConfigError('CHANNEL_API_USER cannot contain ":"');
  if (password.length < 16) throw new ConfigError('CHANNEL_API_PASSWORD must be at least 16 characters');
  return { user, password };
}

/**
 * METRICS=on opens /metrics; METRICS_TOKEN alone opens it behind the token. METRICS=off with a
 * token is a contradiction reported at start rather than guessed at.
 */
function metricsSettings(env: Env): Config['metrics'] {
  const token = read(env, 'METRICS_TOKEN') ?? null;
  const switched = parseBoolean('METRICS', read(env, 'METRICS'), token !== null);
  if (token !== null && !switched) throw new ConfigError('METRICS=off and METRICS_TOKEN contradict each other: unset one');
  if (token !== null && token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return switched ? { token } : null;
}

/** Checked at start, so a typo in the list is reported then rather than at the first sync. */
function icalFetchAllowHosts(env: Env): string[] {
  const entries = (read(env, 'ICAL_FETCH_ALLOW_HOSTS') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    try {
      parseAllowedHost(entry);
    } catch (error) {
      throw new ConfigError(`ICAL_FETCH_ALLOW_HOSTS: ${(error as Error).message}`);
    }
  }
  return entries;
}

/** A whole number within [min, max], or the default when unset. */
function parseWhole(env: Env, name: EnvironmentVariableName, fallback: number, min: number, max: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

/**
 * MAP_TILE_URL: unset means the OpenStreetMap default, but an empty string (unlike other
 * variables) is a decision: no map. A template must name {z}, {x} and {y} over http(s).
 */
function mapTileUrl(env: Env): string | null {
  const raw = env.MAP_TILE_URL;
  if (raw !== undefined && raw.trim() === '') return null;
  const value = read(env, 'MAP_TILE_URL') ?? ENVIRONMENT_VARIABLES.find((v) => v.name === 'MAP_TILE_URL')!.default;
  if (!/\{z\}/.test(value) || !/\{x\}/.test(value) || !/\{y\}/.test(value)) {
    throw new ConfigError('MAP_TILE_URL must contain {z}, {x} and {y}');
  }
  parseUrl('MAP_TILE_URL', value.replace(/\{s\}/g, 'a').replace(/\{[a-z]\}/g, '0'), ['https:', 'http:']);
  return value;
}

/** "© Someone <https://…>" → the text and its link; the text is shown as text, never as markup. */
function mapAttribution(env: Env): MapSettings['attribution'] {
  const value = read(env, 'MAP_TILE_ATTRIBUTION') ?? ENVIRONMENT_VARIABLES.find((v) => v.name === 'MAP_TILE_ATTRIBUTION')!.default;
  const linked = /<([^<>\s]+)>$/.exec(value);
  if (!linked) return { text: value, url: null };
  return { text: value.slice(0, linked.index).trimEnd(), url: parseUrl('MAP_TILE_ATTRIBUTION link', linked[1]!, ['https:', 'http:']) };
}

// S3's bucket naming rules (3-63 lower-case letters, digits, dots and hyphens, a letter or digit at
// each end), checked at start so a typo is not first met as an upload's error.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** S3_* settings: none, or a bucket with the rest; a setting without S3_BUCKET would be silently ignored. */
function s3Settings(env: Env): S3Settings | null {
  const bucket = read(env, 'S3_BUCKET');
  const others = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const).filter((name) => read(env, name) !== undefined);
  if (!bucket) {
    if (others.length > 0) throw new ConfigError(`${others.join(', ')} set without S3_BUCKET: set S3_BUCKET to store images in a bucket, or unset them`);
    return null;
  }
  if (!BUCKET_NAME.test(bucket)) throw new ConfigError(`S3_BUCKET "${bucket}" is not a valid bucket name (3-63 lower-case letters, digits, dots and hyphens)`);
  const endpoint = read(env, 'S3_ENDPOINT');
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  return {
    bucket,
    endpoint: endpoint ? withoutTrailingSlashes(parseUrl('S3_ENDPOINT', endpoint, ['https:', 'http:'])) : null,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', read(env, 'S3_FORCE_PATH_STYLE'), false),
  };
}

/** DATA_DIR, resolved: alone for the commands that must not generate secrets into it (restore, move). */
export function dataDirOf(env: Env = process.env): string {
  return path.resolve(read(env, 'DATA_DIR') ?? './data');
}

/**
 * Turns the environment into a validated config, once, at start. Nothing else in the server reads
 * process.env. Secrets left unset are generated and kept in DATA_DIR so restarts keep sessions.
 */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = dataDirOf(env);
  const databaseUrlRaw = read(env, 'DATABASE_URL');
  const databaseUrl = databaseUrlRaw ? parseUrl('DATABASE_URL', databaseUrlRaw, ['postgres:', 'postgresql:']) : null;
  const smtpRaw = read(env, 'SMTP_URL');
  const publicUrl = withoutTrailingSlashes(parseUrl('PUBLIC_URL', read(env, 'PUBLIC_URL') ?? `http://localhost:${parsePort(read(env, 'PORT'))}`, ['http:', 'https:']));
  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const trustProxyRaw = read(env, 'TRUST_PROXY');
  const trustProxy = trustProxyRaw
    ? trustProxyRaw.split(',').map((s) => s.trim()).filter(Boolean)
    : false;

  let jwtSecret = read(env, 'JWT_SECRET');
  let csrfSecret = read(env, 'CSRF_SECRET');
  if (!jwtSecret || !csrfSecret) {
    const generated = loadOrCreateSecrets(dataDir);
    jwtSecret ??= generated.jwtSecret;
    csrfSecret ??= generated.csrfSecret;
  }

  return {
    port: parsePort(read(env, 'PORT')),
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    jwtSecret: checkSecret('JWT_SECRET', jwtSecret),
    csrfSecret: checkSecret('CSRF_SECRET', csrfSecret),
    cookieDomain: read(env, 'COOKIE_DOMAIN') ?? '',
    trustProxy,
    smtpUrl: smtpRaw ? parseUrl('SMTP_URL', smtpRaw, ['smtp:', 'smtps:']) : null,
    mailFrom: read(env, 'MAIL_FROM') ?? 'Host Portal <no-reply@localhost>',
    salesEmail: read(env, 'SALES_EMAIL') ?? 'sales@localhost',
    webDist: path.resolve(read(env, 'WEB_DIST') ?? './dist/web'),
    logLevel: logLevel as LogLevel,
    seedDemo: parseBoolean('SEED_DEMO', read(env, 'SEED_DEMO'), databaseUrl === null),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    googleClientId: read(env, 'GOOGLE_CLIENT_ID') ?? null,
    facebookAppId: read(env, 'FACEBOOK_APP_ID') ?? null,
    appleClientId: read(env, 'APPLE_CLIENT_ID') ?? null,
    googleJwksUrl: jwksUrl(env, 'GOOGLE_JWKS_URL'),
    facebookJwksUrl: jwksUrl(env, 'FACEBOOK_JWKS_URL'),
    appleJwksUrl: jwksUrl(env, 'APPLE_JWKS_URL'),
    channelApi: channelApi(env),
    icalFetchAllowHosts: icalFetchAllowHosts(env),
    syncIntervalMinutes: parseWhole(env, 'SYNC_INTERVAL_MINUTES', 15, 5, 1440),
    signUpsPerAddress: parseWhole(env, 'SIGN_UPS_PER_ADDRESS', 50, 1, 100_000),
    databasePool: {
      size: parseWhole(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
      statementTimeoutMs: parseWhole(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000, 100, 600_000),
      lockTimeoutMs: parseWhole(env, 'DATABASE_LOCK_TIMEOUT_MS', 5_000, 100, 600_000),
    },
    map: {
      tileUrl: mapTileUrl(env),
      attribution: mapAttribution(env),
      geocoderUrl: read(env, 'GEOCODER_URL') ? parseUrl('GEOCODER_URL', read(env, 'GEOCODER_URL')!, ['https:', 'http:']) : null,
    },
    metrics: metricsSettings(env),
    s3: s3Settings(env),
  };
}

/** 'https://x.lk//' → 'https://x.lk'. A loop, not /\/+$/, which backtracks quadratically on a long run of '/' not at the end. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 47) end -= 1;
  return url.slice(0, end);
}
