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
