// ESLint checks the architecture only: which folder may import which, no import cycles, pure
// machines, and no untranslated text in the interface (issue 27).
// Style is not its job (no recommended rule sets, no formatting rules), so a finding here is
// always a broken layer or an untranslated text. The rules are proved to bite by
// tests/unit/architecture/layer-rules.test.ts.
//
// The layers, each importing only what lies to its right (issue 22, ARCHITECTURE.md):
//
//   screens → app → api (src/api, src/session) → machines → shared (src/shared, openapi)
//   src/components: UI pieces that screens and app use; they sit on machines and shared only.
//   src/server → shared. The server imports nothing of the client, shared nothing of either side.
//
// The composition root is src/app/router.tsx: it is the one app file that imports screens
// (lazily, one chunk per route), because the router is what maps a path to its screen and
// something has to. It stays in src/app rather than src/main.tsx because the build's prerenderer
// (src/prerender/entry-server.tsx) renders the same routes without the browser entry. Every other
// app file is something screens sit on (session store, notify, layout), so importing a screen from
// it would turn the layers upside down. src/main.tsx and src/prerender are entries: nothing in the
// app imports them.
//
// Tests, scripts and configs are outside the zones: a test reaches into any layer it checks.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const SHARED = ['src/shared'];
const MACHINES = ['machines'];
const API = ['src/api', 'src/session'];
const COMPONENTS = ['src/components'];
const APP = ['src/app'];
const SCREENS = ['src/screens'];
const SERVER = ['src/server'];
const ENTRIES = ['src/main.tsx', 'src/prerender'];
const CLIENT_ASSETS = ['src/styles', 'src/assets'];
/** Everything that runs only in the browser (or renders it at build time). */
const CLIENT = [...MACHINES, ...API, ...COMPONENTS, ...APP, ...SCREENS, ...ENTRIES, ...CLIENT_ASSETS];

/** Every app file but the router, the composition root that maps paths to screens. */
const APP_BUT_ROUTER = ['src/app/layout/**', 'src/app/!(router).{ts,tsx}'];

/** The attributes whose text a person reads or a screen reader says (a component's label and hint props too). */
const READ_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'hint', 'legend', 'description'];

/** Names kept in English in every language (docs/i18n-glossary.md): other companies' and their products'. */
const KEPT_NAMES = ['Airbnb', 'Booking\\.com', 'Google', 'Facebook', 'Apple', 'WhatsApp', 'iCal'];

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

/**
 * Screen folders are features: one imports another only along these one-way edges, so no two
 * screens depend on each other (what several share goes to src/components or src/shared).
 */
const SCREEN_EDGES = {
  listings: ['moderation'], // a listing's page holds the admin's moderation panel
  profile: ['auth'], // the profile form moves focus to a wrong field as the auth forms do
  calendar: ['reservations'], // the rooms calendar records a booking with the manual booking dialog
};
const SCREEN_FOLDERS = readdirSync(new URL('./src/screens/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SCREEN_ZONES = SCREEN_FOLDERS.map((folder) =>
  zone(`src/screens/${folder}`, 'src/screens', `Screens do not import each other: what src/screens/${folder} shares with another screen goes to src/components or src/shared.`, [
    `./${folder}`,
    ...(SCREEN_EDGES[folder] ?? []).map((other) => `./${other}`),
  ]),
);

const LAYER_ZONES = [
  zone(SHARED, [...CLIENT, ...SERVER], 'src/shared is used by the browser and the server alike: it imports neither side.'),
  zone(MACHINES, [...API, ...COMPONENTS, ...APP, ...SCREENS, ...ENTRIES, ...CLIENT_ASSETS, ...SERVER], 'Machines stay pure: they import only src/shared and the contract types.'),
  zone(API, [...COMPONENTS, ...APP, ...SCREENS, ...ENTRIES, ...CLIENT_ASSETS, ...SERVER], 'The calls layer (src/api, src/session) imports only machines, src/shared and the contract.'),
  zone(COMPONENTS, [...API, ...APP, ...SCREENS, ...ENTRIES, ...SERVER], 'Components are UI that screens and app use: they import only machines, src/shared and the contract.'),
  zone(APP_BUT_ROUTER, [...SCREENS], 'Screens sit on the app: only src/app/router.tsx (the composition root) imports screens.'),
  zone(APP, [...ENTRIES, ...SERVER], 'The app imports no entry and nothing of the server.'),
  zone(SCREENS, [...ENTRIES, ...SERVER], 'Screens import no entry and nothing of the server.'),
  zone(SERVER, CLIENT, 'The server imports nothing of the client: what both sides need lives in src/shared.'),
  ...SCREEN_ZONES,
];

export default [
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'openapi/schema.d.ts'] },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    languageOptions: { parser: tseslint.parser, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    // An `eslint-disable` for one of these rules would hide a broken layer: report stale ones.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
      // Type-only imports are erased at build time, so no-cycle leaves them out: a cycle here is
      // one a bundle would have to order at run time. A cycle through a dynamic import() is
      // allowed: the module that asks has finished loading by then (the app loads its session
      // machine and start-listing flow that way, after the first paint, and they call back).
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // Issue 27: no text written into a component. Words a reader sees go through Lingui (<Trans>,
    // t, msg), so a sentence typed straight into JSX, or into an attribute a person reads or hears,
    // stays in English in every language. Names of products and symbols are kept out by the
    // patterns: a word needs two letters in a row to count.
    files: ['src/screens/**/*.tsx', 'src/components/**/*.tsx', 'src/app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXText[value=/[A-Za-z]{2,}/]:not([value=/^\\s*(${KEPT_NAMES.join('|')})\\s*$/]):not(JSXElement[openingElement.name.name='Trans'] JSXText)`,
          message: 'Text a reader sees goes through Lingui: wrap it in <Trans> (issue 27).',
        },
        {
          selector: `JSXAttribute[name.name=/^(${READ_ATTRIBUTES.join('|')})$/] > Literal[value=/[A-Za-z]{2,}/]:not([value=/^https?:\\/\\/$/])`,
          message: 'An attribute a reader sees or hears is translated: give it t`…` (issue 27).',
        },
      ],
    },
  },
  {
    // Machines decide; the app supplies effects through .provide(). So a machine touches no browser
    // or server API itself: no DOM, storage, network or timers of the page, and no React.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest', 'FormData', 'File', 'Blob', 'requestAnimationFrame'].map(
          (name) => ({ name, message: 'Machines stay pure: take this effect through an actor or action the app provides.' }),
        ),
      ],
      'no-restricted-imports': [
        'error',
        {
          // Issue 27: a machine hands the screen a UiText (machines/ui-text.ts) and never reads the
          // active language, so no `t` (translates through the global i18n now) and no global i18n.
          paths: [
            { name: '@lingui/core/macro', importNames: ['t'], message: 'Machines hand the screen a UiText: use msg, the screen translates it (textIn).' },
            { name: '@lingui/core', importNames: ['i18n'], message: 'Machines stay free of the active language: hand the screen a UiText (msg), it translates it (textIn).' },
          ],
          patterns: [{ regex: '^(react|react-dom|@xstate/react)(/|$)', message: 'Machines stay pure: React belongs to screens.' }],
        },
      ],
    },
  },
];
