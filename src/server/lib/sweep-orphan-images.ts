import { isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { listingPhotos, users } from '../db/schema/index';
import type { ImageStorage } from './avatar-storage';

/** Files younger than this may belong to an upload still under way (here or in another process). */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * Uploads write their files before the row that points at them, and a replaced or deleted image
 * is removed after its row changed: a crash in between leaves a file nothing refers to. At start,
 * every stored image no row names and older than the grace period is removed. Returns how many.
 */
export async function sweepOrphanImages({ db, stores, now }: { db: Database; stores: ImageStorage[]; now: Date }): Promise<number> {
  const [photos, avatars] = await Promise.all([
    db.select({ large: listingPhotos.largePath, thumbnail: listingPhotos.thumbnailPath }).from(listingPhotos),
    db.select({ small: users.avatarSmallPath, large: users.avatarLargePath }).from(users).where(isNotNull(users.avatarSmallPath)),
  ]);
  const referenced = new Set<string | null>([...photos.flatMap((p) => [p.large, p.thumbnail]), ...avatars.flatMap((a) => [a.small, a.large])]);
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  for (const store of stores) {
    for (const image of await store.list()) {
      if (referenced.has(image.publicPath) || image.writtenAt.getTime() > cutoff) continue;
      await store.remove(image.publicPath);
      removed += 1;
    }
  }
  return removed;
}

type SweepLog = { info(details: object, message: string): void; warn(details: object, message: string): void };

/**
 * Sweeps at start and then every `everyMs` while the server runs, so a crashed upload's files go
 * within the grace period plus one interval, not at the next restart. Each process may sweep: a
 * file two of them remove at once is simply gone. A failed sweep is logged and tried next time.
 */
export function startOrphanSweeps({ db, stores, log, everyMs = 15 * 60 * 1000 }: { db: Database; stores: ImageStorage[]; log: SweepLog; everyMs?: number }) {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepOrphanImages({ db, stores, now: new Date() }).then(
      (removed) => void (removed > 0 && log.info({ removed }, 'removed image files no row refers to')),
      (err: unknown) => log.warn({ err }, 'could not sweep orphan image files'),
    );
  };
  sweep();
  const timer = setInterval(() => void running.then(sweep), everyMs);
  timer.unref();
  return {
    /** Stops the schedule and waits for a sweep under way. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
