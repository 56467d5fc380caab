// Run as one of many processes by data-dir-lock.test.ts (bundled by esbuild, so twenty start in
// milliseconds): waits for the common start time, tries to take the lock, says whether it got it,
// and keeps it until the test stops it, so no late starter could find a released lock's folder free.
import { acquireDataDirLock, DataDirLockedError } from '../../../src/server/lib/data-dir-lock';

const [dataDir, startAt] = [process.argv[2]!, Number(process.argv[3])];
while (Date.now() < startAt) {
  // Busy-wait: a timer's jitter would spread the starts.
}
try {
  acquireDataDirLock(dataDir);
  process.stdout.write('won\n');
  setInterval(() => {}, 60_000);
} catch (error) {
  process.stdout.write(error instanceof DataDirLockedError ? 'refused\n' : `failed: ${String(error)}\n`);
}
