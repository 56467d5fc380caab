// One open-loop measurement: a fresh copy of the template, the tree's built server on it pinned to
// core 0, the generator (open-loop.mjs) pinned to core 1 at one offered rate, then, once the
// server has stopped, the writes it acknowledged read back from the database.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { csrfOf, ROOT } from '../lib/portal-server.mjs';
import { freePort, runNode, startNode, waitForHttp } from '../lib/proc.mjs';
import { parse } from 'yaml';
import { readBack } from './database-copies.mjs';
import { routesFor } from './load-calls.mjs';
import { countLostWrites } from './lost-writes.mjs';

const GENERATOR = join(ROOT, 'tests/bench/load/open-loop.mjs');

/** Each kind's route as this tree's own contract has it. */
const routesOf = (tree) => routesFor(parse(readFileSync(join(tree.root, 'openapi/portal.yaml'), 'utf8')));

/** `tree`: { label, commit, root }; `template`: from prepareTemplate; `settings`: the generator's. */
export async function measureOnce({ tree, template, jwtSecret, ratePerSecond, warmupSeconds, durationSeconds, calendarDays, seed }) {
  const copy = await template.copy();
  try {
    const port = await freePort();
    // BENCH_CPU_PROFILE_DIR: where the server writes a V8 CPU profile of the run (see README).
    const profile = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
    const server = startNode([...profile, join(tree.root, 'dist/server/main.js')], {
      core: 0,
      cwd: tree.root,
      label: `portal server (${tree.label}, ${tree.commit})`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: copy.dataDir,
        LOG_LEVEL: 'warn',
        JWT_SECRET: jwtSecret,
        SEED_DEMO: 'false',
        ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
      },
    });
    let result;
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHttp(server, `${base}/api/v1/health`, 120_000);
      const settingsFile = join(copy.dataDir, 'open-loop.json');
      const settings = { base, routes: routesOf(tree), hosts: template.hosts, csrf: await csrfOf(base), ratePerSecond, warmupSeconds, durationSeconds, calendarDays, seed };
      writeFileSync(settingsFile, JSON.stringify(settings));
      // Bounded: the schedule, then at most one request timeout (30 s) for the last answers.
      const r = await runNode([GENERATOR, settingsFile], { core: 1, cwd: ROOT, timeoutMs: (warmupSeconds + durationSeconds + 90) * 1000 });
      if (r.code !== 0) throw new Error(`${tree.label} (${tree.commit}) at ${ratePerSecond} req/s: the load generator stopped (exit ${r.code}): ${r.stderr.slice(-2000)}`);
      result = JSON.parse(r.stdout.trim().split('\n').pop());
    } finally {
      // Stopped (SIGTERM) before the check: the embedded database is read after the server closed it.
      await server.stop();
    }
    const stored = await readBack(copy, { propertyIds: template.hosts.map((h) => h.propertyId), bookingCodes: result.acknowledged.bookings });
    const lost = countLostWrites({ hosts: template.hosts, acknowledged: result.acknowledged, stored });
    const failures = Object.values(result.failures).reduce((n, count) => n + count, 0);
    delete result.acknowledged;
    return { ...result, ...lost, failureCount: failures };
  } finally {
    await copy.drop();
  }
}
