// The production build: SPA (with pre-compressed assets) and the bundled server.
import { execFileSync } from 'node:child_process';

const run = (args) => execFileSync(process.execPath, args, { stdio: 'inherit' });
run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
run(['scripts/prerender.mjs']);
run(['scripts/compress-assets.mjs', 'dist/web']);
run(['scripts/build-server.mjs']);
