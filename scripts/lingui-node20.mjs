// Lingui 6's CLI and vite plugin import `globSync` from node:fs, which Node has only from 22; the
// portal runs on Node 20.19 and up (package.json engines). On a Node without it, this registers a
// resolve hook that gives Lingui's own modules node:fs plus a globSync (scripts/lingui-fs-shim.mjs).
// Imported first by vite.config.ts and vitest.config.ts, and with --import by `npm run
// i18n:extract`. On Node 22 it does nothing.
import * as fs from 'node:fs';
import { register } from 'node:module';

if (typeof fs.globSync !== 'function') {
  register('./lingui-node20-hooks.mjs', import.meta.url);
}
