// Page weight of a page in Chromium through Playwright: bytes received from the network (headers
// and bodies as sent, so compressed) on a cold load in a fresh profile, then on a repeat visit in
// the same profile, where hashed assets should come from the cache and only index.html and the
// page's API calls travel. Counted from the DevTools protocol's Network.loadingFinished
// encodedDataLength, which is 0 for an answer served from the cache.
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium.mjs';

async function visit(page, cdp, url) {
  const requests = new Map();
  const onResponse = ({ requestId, response }) => requests.set(requestId, { url: response.url, status: response.status, fromCache: response.fromDiskCache || response.fromPrefetchCache || false, bytes: 0 });
  const onFinished = ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.loadingFinished', onFinished);
  }
  const list = [...requests.values()];
  return { bytes: list.reduce((sum, r) => sum + r.bytes, 0), requests: list.length, fromNetwork: list.filter((r) => r.bytes > 0), list };
}

/** Cold and repeat visit of `url`: { cold, repeat } each { bytes, requests, fromNetwork, list }. */
export async function pageWeight(url) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const cold = await visit(page, cdp, url);
    // A new navigation to the page, as a returning visitor would make (not a reload, which
    // revalidates everything).
    await page.goto('about:blank');
    const repeat = await visit(page, cdp, url);
    return { cold, repeat };
  } finally {
    await browser.close();
  }
}
