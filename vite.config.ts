import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';

// Lingui 6 on Node 20: its plugin needs Node 22's fs.globSync until then (scripts/lingui-node20.mjs),
// so it is imported after the shim is registered.
await import('./scripts/lingui-node20.mjs');
const { lingui, linguiTransformerBabelPreset } = await import('@lingui/vite-plugin');

/**
 * The browser runs the portal's own small Lingui runtime (src/app/i18n/lingui-core.ts and
 * lingui-react.tsx: the same calls, about 2 KiB gzip less on every first load; issue 27's 3 KiB
 * bar). Lingui's macros, extractor and catalog compiler stay Lingui's. Exact names only, so
 * '@lingui/core/macro' and '@lingui/react/macro' still reach the macro package.
 */
export const LINGUI_RUNTIME = [
  { find: /^@lingui\/core$/, replacement: fileURLToPath(new URL('./src/app/i18n/lingui-core.ts', import.meta.url)) },
  { find: /^@lingui\/react$/, replacement: fileURLToPath(new URL('./src/app/i18n/lingui-react.tsx', import.meta.url)) },
];

// Small modules that the first page needs and lazy screens share: left alone, each becomes its
// own tiny chunk (one more request, and worse compression than inside the vendor chunk).
const FIRST_LOAD_SHARED = [
  'vite/preload-helper',
  '/src/app/config.ts',
  '/src/app/notify.ts',
  '/src/app/inspect.ts',
  '/src/app/session-store.ts',
  '/src/app/use-session.ts',
  '/src/app/start-listing.ts',
  '/src/app/shell-context.ts',
  '/src/app/use-hydrated.ts',
  '/src/app/layout/brand-logo',
  '/src/screens/landing/faq-section.module.css',
  // The language: its choice, the switcher in the navbar and the rules both sides share (issue 27).
  '/src/app/i18n/',
  '/src/app/layout/language-switcher',
  '/src/shared/locales.ts',
  '/src/shared/format-locale.ts',
];

const ALWAYS_LOADED_CHUNKS = ['vendor', 'rolldown-runtime'];
const ALWAYS_LOADED = new RegExp(`/(${ALWAYS_LOADED_CHUNKS.join('|')})-[\\w-]+\\.js$`);

// The SPA is built into dist/web; the Fastify server serves it with history fallback.
export default defineConfig({
  // Lingui: its macros (Trans, t) become message look-ups by Babel, only in files that import them,
  // keeping the English text beside each id (English needs no catalog: src/app/i18n/english-messages.ts);
  // its PO catalogs compile when imported (src/app/i18n/load-catalog.ts).
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset({ descriptorFields: 'message' })] })],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // Every browser the portal supports preloads modules natively (Safari 17, Firefox 115).
      polyfill: false,
      // A lazy route's preload list need not name the chunks the first page already loaded
      // (the vendor chunk, its CSS and the runtime): they are listed once per route otherwise.
      resolveDependencies: (_chunk, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    rollupOptions: {
      output: {
        // Content hashes alone name the files, seven characters (the fewest Rolldown accepts for
        // this many chunks): the names are repeated in every lazy import and preload list of the
        // entry chunk, which the first page downloads (the Vite manifest maps each file back to
        // its source for debugging and for the bundle benchmark).
        // The chunks every page loads keep their names, so preload lists can leave them out.
        entryFileNames: 'assets/[hash:7].js',
        chunkFileNames: (chunk) => (ALWAYS_LOADED_CHUNKS.includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js'),
        assetFileNames: 'assets/[hash:7][extname]',
        // The libraries every page needs travel in one chunk with the entry: many small files cost
        // more to compress and to request than one, and route chunks stay small on their own.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|xstate|@lingui\/core|@lingui\/react)\//.test(id)) return 'vendor';
          if (FIRST_LOAD_SHARED.some((path) => id.includes(path))) return 'vendor';
          return undefined;
        },
      },
    },
  },
  resolve: {
    alias: [
      // @xstate/react reads its store through this shim for React 17; React 19 has the hook itself.
      // Exactly this path: @xstate/react's with-selector still needs the real package.
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/app/i18n/use-sync-external-store.ts', import.meta.url)) },
      ...LINGUI_RUNTIME,
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
