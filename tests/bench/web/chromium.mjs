// Debian's Chromium with the flags the end-to-end tests use (playwright.config.ts), for the web
// benchmark's Lighthouse and Playwright runs.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** playwright.config.ts's launch flags, less --headless=new (each launcher asks for headless itself). */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic',
];
