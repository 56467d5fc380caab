// The scale data seeded once per tree and database (a template), then a fresh copy of it for
// every measurement, so each run starts from the same rows: a copied PGlite folder, or a
// PostgreSQL database created from the template. Seeding runs the tree's own
// tests/bench/load/load-database.ts, so each commit's data goes through its own migrations.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from '../lib/cleanup.mjs';
import { ROOT } from '../lib/portal-server.mjs';
import { runNode } from '../lib/proc.mjs';

const SCRIPT = 'tests/bench/load/load-database.ts';

async function loadDatabase(root, step, settings, timeoutMs = 15 * 60_000) {
  // `prepare` runs the measured tree's own script, which may predate `@file`: its settings are
  // small and go inline. `verify` runs this checkout's, with every acknowledged booking's code.
  const json = JSON.stringify({ step, ...settings });
  const folder = mkdtempSync(join(tmpdir(), 'bench-load-settings-'));
  writeFileSync(join(folder, 'settings.json'), json);
  try {
    const argument = step === 'verify' ? `@${join(folder, 'settings.json')}` : json;
    const r = await runNode(['--import', 'tsx', SCRIPT, argument], { cwd: root, timeoutMs });
    if (r.code !== 0) throw new Error(`load-database ${step} in ${root} failed (exit ${r.code}): ${r.stderr.slice(-2000)}`);
    return JSON.parse(r.stdout.trim().split('\n').pop());
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Reads back what the measured server stored (with this checkout's script: plain SQL on any version). */
export const readBack = (copy, { propertyIds, bookingCodes }) =>
  loadDatabase(ROOT, 'verify', { dataDir: copy.dataDir, postgresUrl: copy.databaseUrl, propertyIds, bookingCodes });

async function withAdmin(postgresUrl, work) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrlOf(postgresUrl, name) {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Seeds a template for `tree` on `kind` ('pglite' or 'postgres') with `hosts` signed-in hosts
 * (tokens minted with `jwtSecret`). Returns { hosts, copy(), drop() }; copy() gives
 * { dataDir, databaseUrl, drop() } for one server to run on.
 */
export async function prepareTemplate({ tree, kind, postgresUrl, hosts, jwtSecret }) {
  if (kind === 'pglite') {
    const templateDir = mkdtempSync(join(tmpdir(), 'bench-load-template-'));
    const drop = onCleanup(() => rmSync(templateDir, { recursive: true, force: true }));
    const seeded = await loadDatabase(tree.root, 'prepare', { dataDir: templateDir, hosts, jwtSecret });
    const copy = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
      const dropCopy = onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
      cpSync(join(templateDir, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
      return { dataDir, databaseUrl: null, drop: dropCopy };
    };
    return { hosts: seeded.hosts, copy, drop };
  }
  const template = `portal_load_template_${randomBytes(5).toString('hex')}`;
  await withAdmin(postgresUrl, (admin) => admin.query(`create database ${template}`));
  const drop = onCleanup(() => withAdmin(postgresUrl, (admin) => admin.query(`drop database if exists ${template} with (force)`)));
  const seeded = await loadDatabase(tree.root, 'prepare', { postgresUrl: databaseUrlOf(postgresUrl, template), hosts, jwtSecret });
  const copy = async () => {
    const name = `portal_load_${randomBytes(5).toString('hex')}`;
    await withAdmin(postgresUrl, (admin) => admin.query(`create database ${name} template ${template}`));
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
    const dropCopy = onCleanup(async () => {
      await withAdmin(postgresUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    });
    return { dataDir, databaseUrl: databaseUrlOf(postgresUrl, name), drop: dropCopy };
  };
  return { hosts: seeded.hosts, copy, drop };
}
