// Run as a separate process by data-dir-lock.test.ts: takes the lock, says so, then waits to be
// killed (kill -9 leaves the lock file behind, which is the point of one test). Optional JSON
// options (posing as another machine, a short lease) come as the second argument.
import { acquireDataDirLock } from '../../../src/server/lib/data-dir-lock';

const lock = acquireDataDirLock(process.argv[2]!, process.argv[3] ? JSON.parse(process.argv[3]) : {});
// The handler must exist before we announce the lock, or a quick SIGTERM kills us without cleanup.
process.on('SIGTERM', () => {
  lock.release();
  process.exit(0);
});
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
