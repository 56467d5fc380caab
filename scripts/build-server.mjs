// Bundles the server (TypeScript) into dist/server so `npm start` runs plain Node with no
// transpiler in the start-up path. Dependencies stay external: node_modules is there at run time.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';

// admin-create arrives with the accounts issue; bundle each entry that exists.
const entries = { main: 'src/server/main.ts', 'admin-create': 'src/server/admin-create.ts' };

await build({
  entryPoints: Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file))),
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // main.ts loads start-app.ts (Fastify, the database, every route) after it listens: its own chunk.
  splitting: true,
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
