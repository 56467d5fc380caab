import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config, MapSettings } from '../config';

/** Which social sign-ins are configured: the page CSP opens only their origins. */
type SignInProviders = { google: boolean; apple: boolean; facebook: boolean };
const NO_PROVIDERS: SignInProviders = { google: false, apple: false, facebook: false };

/**
 * The provider origins the login screen needs (src/screens/auth/providers): Google Identity
 * Services (script, FedCM/One Tap calls, its button iframe and stylesheet) and Sign in with Apple
 * JS (script from the CDN, its iframe and calls to appleid.apple.com). Facebook's dialog is a
 * popup navigation, which CSP does not govern.
 */
function providerSources(providers: SignInProviders) {
  const google = providers.google ? ['https://accounts.google.com'] : [];
  const apple = providers.apple ? ['https://appleid.apple.com'] : [];
  return {
    scriptSrc: [...google, ...(providers.apple ? ['https://appleid.cdn-apple.com'] : [])],
    connectSrc: [...google, ...apple],
    frameSrc: [...google, ...apple],
    styleSrc: providers.google ? ['https://accounts.google.com/gsi/style'] : [],
  };
}

/**
 * The origin a URL template's requests go to, for CSP: 'https://{s}.tile.example.org/{z}/…' →
 * 'https://*.tile.example.org' (a placeholder in the host becomes CSP's wildcard label).
 */
function templateOrigin(template: string): string {
  const match = /^(https?:\/\/)([^/?#]+)/i.exec(template);
  if (!match) throw new Error(`Not an http(s) address: ${template}`);
  return `${match[1]!.toLowerCase()}${match[2]!.replace(/\{[^{}]*\}/g, '*').toLowerCase()}`;
}

/** The listing map's outside origins: tiles are images; the browser asks the geocoder itself. */
function mapSources(map: MapSettings | null) {
  return {
    imgSrc: map?.tileUrl ? [templateOrigin(map.tileUrl)] : [],
    connectSrc: map?.geocoderUrl ? [templateOrigin(map.geocoderUrl)] : [],
  };
}

/** Helmet's policy for this app. The SPA needs no inline script or style, so CSP stays 'self'. */
function helmetOptions(secure: boolean, providers: SignInProviders = NO_PROVIDERS, map: MapSettings | null = null): Readonly<HelmetOptions> {
  const extra = providerSources(providers);
  const mapExtra = mapSources(map);
  const anyProvider = providers.google || providers.apple || providers.facebook;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...extra.scriptSrc],
        styleSrc: ["'self'", ...extra.styleSrc],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapExtra.imgSrc],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extra.connectSrc, ...mapExtra.connectSrc],
        // Without frame-src, default-src 'self' already limits frames to our origin.
        ...(extra.frameSrc.length > 0 ? { frameSrc: ["'self'", ...extra.frameSrc] } : {}),
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        // Only behind https: on plain-http localhost it would break every subresource.
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Provider sign-in runs in popups (Google's button, Apple, Facebook) that must keep talking
    // to this page; without providers, full isolation.
    crossOriginOpenerPolicy: { policy: anyProvider ? 'same-origin-allow-popups' : 'same-origin' },
  };
}

/**
 * The headers helmet would set, computed once. @fastify/helmet rebuilds helmet (re-parsing the
 * whole CSP) on every request, which cost more than the rest of a small API request; the headers
 * never vary per request here (no CSP nonces), so we run helmet once against a recording response.
 */
function computeSecurityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

// Headers that protect documents (framing, MIME sniffing of pages, cross-origin isolation) are
// noise on a JSON answer, and each header costs ~1.5 µs per response on the hot API routes. API
// answers keep the four QUALITY.md names, with the short deny-all CSP usual for APIs (a JSON
// answer opened as a page may load nothing), plus no-store.
const API_HEADER_NAMES = ['strict-transport-security', 'x-content-type-options', 'referrer-policy'];
const API_CSP = "default-src 'none'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'";

/**
 * The security headers of an answer by its path: the page set for documents, static files and
 * anything outside /api; the short API set, with no-store, for /api answers. Computed once.
 */
function securityHeadersByPath(config: Pick<Config, 'secureCookies' | 'googleClientId' | 'appleClientId' | 'facebookAppId' | 'map'>): (url: string) => Record<string, string> {
  const pageHeaders = computeSecurityHeaders(
    helmetOptions(config.secureCookies, {
      google: config.googleClientId !== null,
      apple: config.appleClientId !== null,
      facebook: config.facebookAppId !== null,
    }, config.map),
  );
  const apiHeaders: Record<string, string> = {
    'content-security-policy': API_CSP,
    ...Object.fromEntries(API_HEADER_NAMES.map((name) => [name, pageHeaders[name]])),
    // API answers carry personal data or tokens: never let a shared cache or the back button
    // keep them. Cheaper to mark every /api answer than to decide per route.
    'cache-control': 'no-store',
  };
  return (url: string) => (url.startsWith('/api/') ? apiHeaders : pageHeaders);
}

/** Security headers on every response (API, SPA, errors, 404s); no-store on every API answer. */
export default fp(
  async (app) => {
    const headersFor = securityHeadersByPath(app.deps.config);
    // For answers that skip the hooks (the router's own refusals, see answerRouterError).
    app.decorate('securityHeadersFor', headersFor);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headersFor(request.url));
      done();
    });
  },
  { name: 'security-headers', dependencies: ['app-deps'] },
);
