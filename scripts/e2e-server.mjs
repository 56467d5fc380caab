// The server as end-to-end tests see it: the built app on a fresh embedded database in a
// temporary data directory that is removed when the server stops. playwright.config.ts makes the
// directory and passes it as E2E_DATA_DIR, so the tests can read the mail outbox in it (OTPs);
// run alone, this script makes its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';
// Every test signs its hosts up from 127.0.0.1: far more than one person's address would in 15 minutes.
process.env.SIGN_UPS_PER_ADDRESS ??= '10000';
// No test may depend on an outside service: the shared server draws no tiled map (the outline
// stands in); listing-map.spec.ts runs a server of its own pointed at tiles the test serves.
process.env.MAP_TILE_URL ??= '';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import(new URL('../dist/server/main.js', import.meta.url).href);
