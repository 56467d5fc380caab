// Bundles the server (TypeScript) into dist/server so `npm start` runs plain Node with no
// transpiler in the start-up path. Dependencies stay external: node_modules is there at run time.
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

// admin-create arrives with the accounts issue; bundle each entry that exists.
const entries = {
  main: 'src/server/main.ts',
  'admin-create': 'src/server/admin-create.ts',
  backup: 'src/server/backup.ts',
  restore: 'src/server/restore.ts',
  'move-to-postgres': 'src/server/move-to-postgres.ts',
};

// Chunk names carry a hash: a clean folder keeps old ones from piling up.
rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file))),
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The entries (the server, the admin script) share their modules as chunks.
  splitting: true,
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});

// The contract as JSON beside the bundle: the server reads it instead of parsing the YAML at every
// start (src/server/plugins/api-routes.ts, freshestContractPath).
writeFileSync('dist/server/portal.json', JSON.stringify(parse(readFileSync('openapi/portal.yaml', 'utf8'))));
