// `npm run backup | restore | move-to-postgres -- …`: bundles the server (esbuild, well under a
// second) so the command always runs the current code, then runs that entry of dist/server with
// the arguments after its name.
import { execFileSync } from 'node:child_process';

const COMMANDS = ['backup', 'restore', 'move-to-postgres'];
const [command] = process.argv.splice(2, 1);
if (!COMMANDS.includes(command)) {
  console.error(`Usage: node scripts/server-command.mjs ${COMMANDS.join('|')} -- …`);
  process.exit(2);
}
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
await import(new URL(`../dist/server/${command}.js`, import.meta.url).href);
