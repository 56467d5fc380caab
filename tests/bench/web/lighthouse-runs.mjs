// Lighthouse (mobile preset: the default config, simulated throttling) on one page, N times, each
// in a fresh Chromium profile. A signed-in page gets the session cookies the app itself writes
// (accessToken, user, isProfileCompleted; src/session/session-cookie-writer.ts) and the server's
// refresh cookie set in the browser before the run: Lighthouse keeps cookies when it clears the
// origin's storage, and the app reads its session from document.cookie, which a Cookie request
// header alone would not fill.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Lighthouse could not measure the page (lhr.runtimeError: NO_NAVSTART, NO_FCP, …): worth one more try. */
export class LighthouseRuntimeError extends Error {
  constructor(url, { code, message }) {
    super(`Lighthouse on ${url}: ${code} ${message}`);
    this.name = 'LighthouseRuntimeError';
    this.code = code;
  }
}

/** puppeteer-core as Lighthouse itself resolves it (it is Lighthouse's dependency, not ours). */
function puppeteerOfLighthouse() {
  const require = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
  return require('puppeteer-core');
}

/** Browser cookies of a signed-in session from the sign-in answer (see the header comment). */
export function sessionCookies(base, { data, setCookies }) {
  const page = [
    ['accessToken', data.accessToken],
    ['user', encodeURIComponent(JSON.stringify(data.user))],
    ['isProfileCompleted', String(data.isProfileCompleted)],
  ].map(([name, value]) => ({ name, value, url: base, path: '/' }));
  const server = setCookies.map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base, path, httpOnly: attributes.some((a) => /^httponly$/i.test(a)) };
  });
  return [...page, ...server];
}

/** The audits of a category that lost points, for finding out why a score is short. */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}`);
}

/** One Lighthouse run of `url`; returns the figures, the final URL and the final screenshot. */
export async function lighthouseOnce(url, { cookies = [] } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = puppeteerOfLighthouse();
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (cookies.length) await browser.setCookie(...cookies);
    const result = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, maxWaitForLoad: 45_000 }, undefined, page).catch((error) => {
      // The same failures sometimes come thrown instead of in the report (a LighthouseError).
      throw error?.lhrRuntimeError ? new LighthouseRuntimeError(url, { code: error.code, message: error.friendlyMessage ?? error.message }) : error;
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(url, lhr.runtimeError);
    const score = (id) => (lhr.categories[id].score === null ? NaN : Math.round(lhr.categories[id].score * 100));
    return {
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      shortfalls: Object.fromEntries(CATEGORIES.map((c) => [c, shortfalls(lhr, c)])),
      screenshot: lhr.audits['final-screenshot']?.details?.data ?? null,
      warnings: lhr.runWarnings ?? [],
      lhr,
    };
  } finally {
    await browser.close();
  }
}
