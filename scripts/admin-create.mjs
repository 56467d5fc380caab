// `npm run admin:create -- --email … --first-name … --last-name …`: bundles the server (esbuild,
// well under a second) so the command always runs the current code, then runs the admin-create
// entry, which prints the temporary password.
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
await import(new URL('../dist/server/admin-create.js', import.meta.url).href);
