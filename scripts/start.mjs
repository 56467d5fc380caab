// `npm start`: build the SPA and the server bundle, then run the server in this process, so
// SIGINT/SIGTERM reach it directly and it can close the database cleanly.
// `npm start -- --no-build` skips the build when dist/ already holds one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('dist/server/main.js') && existsSync('dist/web/index.html');
if (!(process.argv.includes('--no-build') && built)) {
  console.log('Building the web app and the server…');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
await import(new URL('../dist/server/main.js', import.meta.url).href);
