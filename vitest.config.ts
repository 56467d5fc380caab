import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';

// Lingui 6 on Node 20: its plugin needs Node 22's fs.globSync until then (scripts/lingui-node20.mjs),
// so it is imported after the shim is registered.
await import('./scripts/lingui-node20.mjs');
const { lingui, linguiTransformerBabelPreset } = await import('@lingui/vite-plugin');
// Screens render through the app's own Lingui runtime, as in the browser (vite.config.ts).
const { LINGUI_RUNTIME } = await import('./vite.config');

// Three suites: pure logic (rules, machines, client), screens in jsdom, and the server through
// app.inject(). Playwright specs under tests/e2e are never picked up here.
export default defineConfig({
  // As in vite.config.ts: Lingui's macros and PO catalogs.
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset({ descriptorFields: 'message' })] })],
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, which sat idle
    // half the time while a file waited on the database, a hash or a server process of its own.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.mjs'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          alias: LINGUI_RUNTIME,
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // *.postgres.test.ts need a PostgreSQL server (several processes on one database): they run
          // in the API pass against TEST_DATABASE_URL, which CI always makes, and are not collected on PGlite.
          // *.pglite.test.ts are about the embedded database alone (real server processes on a
          // DATA_DIR, whatever the pass): they run once, in the PGlite pass.
          exclude: [...configDefaults.exclude, process.env.TEST_DATABASE_URL?.trim() ? 'tests/api/**/*.pglite.test.ts' : 'tests/api/**/*.postgres.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/api/setup/password-cost.ts'],
        },
      },
    ],
  },
});
