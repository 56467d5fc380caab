// Build step after `vite build`: prerenders the pages that visitors land on signed out — / and
// /login — into dist/web/prerendered/<name>.html, so their content paints from the HTML instead of
// after the JavaScript has arrived and run (the client then hydrates it: src/main.tsx). Each page is
// written once per language (issue 27): <name>.html in English, <name>.si.html, <name>.ta.html.
//
// 1. Vite builds src/prerender/entry-server.tsx for Node (dist/prerender, deleted afterwards).
// 2. Each page is rendered signed out, the way the browser's first render makes it, in each
//    language, with <html lang> set as the browser sets it (en, si-LK, ta-LK: the Sinhala and Tamil
//    fonts of src/styles/fonts.css apply under :root:lang(si) and :lang(ta) from the first paint).
// 3. Its HTML goes into dist/web/index.html's #root, and its head gets the stylesheets of the lazy
//    chunks the page shows (its screen, the footer: without them the HTML would paint unstyled and
//    shift when they load) and a modulepreload of their code, so hydration need not wait for the
//    entry to ask for them; a Sinhala or Tamil page also preloads its catalog, which the entry
//    loads before it hydrates. Every CSS-module class in the HTML must be in a linked stylesheet,
//    or the build fails.
// 4. The page's stylesheets are then written into it (inlineStylesheets): it paints from the HTML
//    alone, with no stylesheet request before the first paint.
// 5. Its entry script is started by src/prerender/paint-first.js once that paint is done
//    (startAfterPaint), instead of being run before it.
//
// The server (src/server/plugins/web-app.ts) answers a page's exact path with its file in the
// reader's language (the portal_locale cookie, else Accept-Language); every other path still gets
// index.html, rendered in the browser.
//
// A signed-in host's first screen (SIGNED_IN_PAGES) is rendered per request instead, with the
// host's data (src/server/modules/web-pages): the build writes its page in each language with the
// same head as above and two slots, #root's content and the JSON the browser hydrates with, and keeps the
// renderer (dist/web/prerendered/render/, never served) for the server. A sample render of each
// checks its styles as for the pages above.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WEB = join(ROOT, 'dist/web');
/** The renderer, kept for the server (src/server/modules/web-pages/signed-in-pages.ts loads it). */
const SSR_OUT = join(ROOT, 'dist/web/prerendered/render');
/** The server's placeholder for the answer's style nonce (STYLE_NONCE_PLACEHOLDER in src/server/lib/page-slots.ts). */
const STYLE_WITH_NONCE = '<style nonce="">';

/** The pages prerendered, with the lazily loaded modules their first render shows. */
export const PRERENDERED_PAGES = [
  {
    path: '/',
    name: 'index',
    lazy: ['src/screens/landing/landing-screen.tsx', 'src/screens/landing/plan-grid.tsx', 'src/screens/landing/faq-accordion.tsx', 'src/app/layout/footer.tsx'],
  },
  { path: '/login', name: 'login', lazy: ['src/screens/auth/login-screen.tsx', 'src/app/layout/footer.tsx'] },
];

/**
 * The pages the server renders per request for a signed-in host; the build renders a sample of each
 * (SAMPLE_PAGE_DATA) for its style check. Their slots and file names: src/shared/signed-in-slots.ts.
 */
// Signed in, the layout has the phone tab bar and no marketing footer.
const SIGNED_IN_LAYOUT = ['src/app/layout/account-menu.tsx', 'src/app/layout/tab-bar.tsx'];
const SIGNED_IN_PAGES = [
  { path: '/dashboard', lazy: ['src/screens/dashboard/dashboard-screen.tsx', ...SIGNED_IN_LAYOUT], signedIn: true },
  { path: '/calendar', lazy: ['src/screens/calendar/calendar-screen.tsx', ...SIGNED_IN_LAYOUT], signedIn: true },
  { path: '/reservation-manage', lazy: ['src/screens/reservations/reservation-manage-screen.tsx', ...SIGNED_IN_LAYOUT], signedIn: true },
];
/** What the sample renders' loaders read (/ and /login have none): a host with listings, and no properties to show on the calendar. */
const SAMPLE_PAGE_DATA = {
  dashboard: async () => sampleDashboard(),
  calendarProperties: async () => [],
  calendar: async () => {
    throw new Error('the sample has no properties');
  },
  today: () => '2026-11-26',
  reservations: async () => ({ items: [], nextCursor: null }),
};

/** Under dist/web/prerendered/, so the server never takes them for pages to send as they are. */
const SIGNED_IN_DIR = 'signed-in';

/**
 * What a page in Sinhala or Tamil must hold (letters of its script), or the build fails: a catalog
 * that did not load would leave the page in English under a Sinhala <html lang>.
 */
const SCRIPT_OF = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };
/** The code a Sinhala or Tamil page loads before it hydrates (src/app/i18n/load-catalog.ts): its catalog and the shared messages' translations. */
const LANGUAGE_CHUNKS = (locale) => [`src/locales/${locale}/messages.po`, 'src/shared/message-catalogue.ts'];
const SHELL_LANG = '<html lang="en">';
/** The words of index.html the build writes in each language (src/app/document-texts.ts). */
const SHELL_TEXTS = {
  title: [/<title>[^<]*<\/title>/, (text) => `<title>${text}</title>`],
  description: [/<meta\s+name="description"\s+content="[^"]*"\s*\/>/, (text) => `<meta name="description" content="${text}" />`],
  noScript: [/<noscript>[^<]*<\/noscript>/, (text) => `<noscript>${text}</noscript>`],
};

process.env.NODE_ENV = 'production';

await build({
  root: ROOT,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/entry-server.tsx',
    outDir: SSR_OUT,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: '[name].js' } },
  },
});
const { renderPage, pageTexts, HYDRATION_DATA_ID, PAGE_SLOT, INITIAL_RENDER_SLOT, renderedPageFile, shellPageFile, signedInPageFile, HTML_LANG, LOCALES } = await import(pathToFileURL(join(SSR_OUT, 'entry-server.js')).href);

const manifest = JSON.parse(readFileSync(join(WEB, '.vite/manifest.json'), 'utf8'));
const shell = readFileSync(join(WEB, 'index.html'), 'utf8');
const ROOT_DIV = '<div id="root"></div>';
if (!shell.includes(ROOT_DIV)) throw new Error(`dist/web/index.html has no ${ROOT_DIV}`);
if (!shell.includes(SHELL_LANG)) throw new Error(`dist/web/index.html has no ${SHELL_LANG}`);

/** Manifest keys of `roots` and what they import statically, transitively. */
function withStaticImports(roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`no chunk for ${key} in the Vite manifest`);
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...seen];
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const inShell = new Set(withStaticImports([entryKey]).flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));

mkdirSync(join(WEB, 'prerendered', SIGNED_IN_DIR), { recursive: true });
mkdirSync(join(WEB, 'prerendered', dirname(shellPageFile('en'))), { recursive: true });
/** The shell in each language: <html lang>, the title, the description and the no-JavaScript notice in it. */
const shellIn = new Map();
for (const locale of LOCALES) {
  const inLanguage = await shellInLanguage(locale);
  shellIn.set(locale, inLanguage);
  writeFileSync(join(WEB, 'prerendered', shellPageFile(locale)), inLanguage);
}
// Its comment lines stay in the source: the page downloads the code alone.
const paintFirstSource = readFileSync(join(ROOT, 'src/prerender/paint-first.js'), 'utf8');
const paintFirst = writeHashedAsset('paint-first', paintFirstSource.replace(/^\s*\/\/.*\n/gm, ''));
for (const page of [...PRERENDERED_PAGES, ...SIGNED_IN_PAGES]) {
  for (const locale of LOCALES) await writePage(page, locale);
}

async function writePage(page, locale) {
  const signedIn = page.signedIn ?? false;
  const rendered = await renderPage(page.path, SAMPLE_PAGE_DATA, signedIn ? sampleSession() : null, locale);
  const { html, imagePreloads } = hoistPreloads(rendered.html);
  if (locale !== 'en' && !SCRIPT_OF[locale].test(html)) throw new Error(`${page.path} in ${locale} rendered with no text in its script: was its catalog loaded?`);
  const chunks = withStaticImports(page.lazy).map((key) => manifest[key]);
  // Only the lazy chunks themselves: their imports are found as they arrive, and a long list of
  // scripts at the start would share the connection with the stylesheets the first paint waits for.
  const lazy = locale === 'en' ? page.lazy : [...page.lazy, ...LANGUAGE_CHUNKS(locale)];
  const scripts = [...new Set(lazy.map((key) => manifest[key].file))].filter((file) => !inShell.has(file));
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !inShell.has(file));
  checkStyled(`${page.path} (${locale})`, html, [...inShell, ...styles].filter((file) => file.endsWith('.css')));
  // Vite's preload helper finds these links by href and loads nothing twice.
  const head = [
    ...imagePreloads,
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  // A signed-in page keeps slots for the server's render and data; a prerendered one has its HTML.
  const root = signedIn
    ? `<div id="root">${PAGE_SLOT}</div>\n    <script type="application/json" id="${HYDRATION_DATA_ID}">${INITIAL_RENDER_SLOT}</script>`
    : `<div id="root">${html}</div>`;
  const out = startAfterPaint(inlineStylesheets(shellIn.get(locale).replace('</head>', `  ${head}\n  </head>`).replace(ROOT_DIV, root)), paintFirst);
  const file = signedIn ? `${SIGNED_IN_DIR}/${signedInPageFile(page.path, locale)}` : renderedPageFile(page.name, locale);
  writeFileSync(join(WEB, 'prerendered', file), out);
  const what = signedIn ? 'page for the server to render into' : 'prerendered';
  console.log(`${what} ${page.path} in ${locale} → dist/web/prerendered/${file} (${(out.length / 1024).toFixed(1)} KiB)`);
}

async function shellInLanguage(locale) {
  const texts = await pageTexts(locale);
  let page = shell.replace(SHELL_LANG, `<html lang="${HTML_LANG[locale]}">`);
  for (const [name, [pattern, tag]] of Object.entries(SHELL_TEXTS)) {
    if (!pattern.test(page)) throw new Error(`dist/web/index.html has no ${name} to write in ${locale}`);
    page = page.replace(pattern, () => tag(escapeHtml(texts[name])));
  }
  return page;
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The session of the sample renders: a host with a complete profile. */
function sampleSession() {
  return {
    signedIn: true,
    user: { id: 1, firstName: 'Nimal', lastName: 'Perera', email: 'nimal@example.lk', countryCode: '+94', contactNo: '771234567', file: null, role: { guard: 'HOST' } },
    isProfileCompleted: true,
  };
}

function sampleDashboard() {
  const month = (m, booked) => ({ month: m, bookedNights: booked, availableNights: 62 });
  return {
    today: '2026-11-26',
    arrivals: [],
    departures: [],
    staying: [],
    weekAhead: [],
    pendingRequests: [],
    occupancy: { thisMonth: month('2026-11', 31), lastMonth: month('2026-10', 40) },
    earnings: { thisMonth: [], lastMonth: [] },
    listingsByStatus: { draft: 1, pending_review: 0, listed: 2, rejected: 0, unlisted: 0, suspended: 0 },
    prompts: { missingProfileFields: ['nic'], draftPropertyId: 3, payoutDetailsNeeded: [] },
    setup: {
      complete: false,
      listing: { done: true, propertyId: 1 },
      draft: null,
      profile: { done: false },
      photos: { done: true, count: 5, minimum: 5, propertyId: 1 },
      otherSites: { done: false, propertyId: 1 },
      calendarAndPrices: { done: false, propertyId: 1 },
    },
    sync: { feedErrors: [], conflicts: [] },
  };
}

/**
 * React puts its image preloads (<link rel="preload" as="image">) before the content when it renders
 * into a container. They belong in the head, where hydration does not walk: the high-priority one
 * (the LCP image, fetchPriority="high") moves there; the others are below the fold and go.
 */
function hoistPreloads(rendered) {
  const imagePreloads = [];
  let html = rendered;
  for (let m; (m = /^<link rel="preload" as="image"[^>]*\/>/.exec(html)); html = html.slice(m[0].length)) {
    if (/fetchPriority="high"/.test(m[0])) imagePreloads.push(m[0].replace('fetchPriority=', 'fetchpriority=').replace('/>', '>'));
  }
  if (/<link rel="preload"/.test(html)) throw new Error('a preload link React emitted was left inside #root');
  return { html, imagePreloads };
}

/**
 * Each stylesheet link becomes a <style> with the file's text, which the server gives the answer's
 * CSP nonce. Lighthouse's mobile run counts every request that ended before the first paint
 * towards LCP; a page that waits for six small stylesheets first paints after its scripts have
 * arrived too (the 100 KiB vendor chunk made LCP about 2.0 s on /login instead of 1.2 s).
 * The link stays, `disabled`: browsers do not fetch a disabled stylesheet, and Vite's preload
 * helper, finding a stylesheet link with that href, does not load the file again when the lazy
 * chunk that imports it arrives. Their text is a few KiB compressed, fetched again on each visit
 * of the page (which is never cached), instead of kept as files.
 */
function inlineStylesheets(page) {
  const inlined = page.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file) => {
    const css = readFileSync(join(WEB, file), 'utf8').trim();
    if (css.includes('</')) throw new Error(`${file} cannot be inlined: it contains '</'`);
    return `${STYLE_WITH_NONCE}${css}</style>${link.replace('>', ' disabled>')}`;
  });
  const left = /<link rel="stylesheet"(?![^>]* disabled>)[^>]*>/.exec(inlined);
  if (left) throw new Error(`a stylesheet link the build did not inline: ${left[0]}`);
  return inlined;
}

/** Writes a file into assets/ under its content hash (served immutable, like the bundler's). */
function writeHashedAsset(name, text) {
  const file = `assets/${name}-${createHash('sha256').update(text).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(WEB, file), text);
  return file;
}

/** The entry's module script becomes paint-first.js, deferred, which starts it after the first paint. */
function startAfterPaint(page, paintFirstFile) {
  const tags = page.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g) ?? [];
  if (tags.length !== 1) throw new Error(`expected the page to have one entry script, found ${tags.length}`);
  const entry = /src="([^"]+)"/.exec(tags[0])[1];
  return page.replace(tags[0], `<script defer src="/${paintFirstFile}" data-entry="${entry}"></script>`);
}

/**
 * Every CSS-module class (_name_hash_line) in the HTML that some stylesheet of the build styles is
 * styled by one the page links (a class that only `composes` others has no rule of its own).
 */
function checkStyled(path, html, cssFiles) {
  const read = (files) => files.map((file) => readFileSync(join(WEB, file), 'utf8')).join('\n');
  const linked = read(cssFiles);
  const all = read(readdirSync(join(WEB, 'assets')).filter((name) => name.endsWith('.css')).map((name) => `assets/${name}`));
  const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter((c) => c.startsWith('_')));
  const missing = [...classes].filter((c) => all.includes(`.${c}`) && !linked.includes(`.${c}`));
  if (missing.length) {
    throw new Error(`prerendered ${path} uses classes no linked stylesheet defines (a lazy module missing from PRERENDERED_PAGES?): ${missing.join(', ')}`);
  }
}
