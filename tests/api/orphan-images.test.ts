import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPhotos, users } from '../../src/server/db/schema/index';
import { ORPHAN_GRACE_MS, startOrphanSweeps, sweepOrphanImages } from '../../src/server/lib/sweep-orphan-images';
import { bookableProperty } from './helpers/reservations';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const name = (tag: string, width: number) => `${tag.repeat(32 / tag.length)}-${width}.webp`;
const fileOf = (folder: string, publicPath: string) => path.join(t.config.dataDir, 'uploads', folder, path.basename(publicPath));
/** Makes a stored file look written `ms` ago. */
const age = async (file: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  await fs.utimes(file, then, then);
};
const exists = (file: string) => fs.access(file).then(() => true, () => false);

describe('sweepOrphanImages', () => {
  it('removes stored images no row names once they are past the grace period, and keeps every other', async () => {
    const { photos, avatars } = { photos: t.app.deps.listingPhotos, avatars: t.app.deps.avatars };
    const host = await t.createUser();
    const place = await bookableProperty(t, host);
    const bytes = Buffer.from('RIFF....WEBP');

    const photoLarge = await photos.save(name('a1', 1600), bytes);
    const photoThumb = await photos.save(name('a1', 400), bytes);
    await t.db.insert(listingPhotos).values({ propertyId: place.propertyId, position: 0, isMain: true, largePath: photoLarge, thumbnailPath: photoThumb, width: 1600, height: 1200 });
    const avatarSmall = await avatars.save(name('b2', 96), bytes);
    const avatarLarge = await avatars.save(name('b2', 512), bytes);
    await t.db.update(users).set({ avatarSmallPath: avatarSmall, avatarLargePath: avatarLarge }).where(eq(users.id, host.id));
    const crashedUpload = await photos.save(name('c3', 1600), bytes);
    const replacedAvatar = await avatars.save(name('d4', 96), bytes);
    const uploadUnderWay = await photos.save(name('e5', 1600), bytes);

    const old = ORPHAN_GRACE_MS + 60_000;
    for (const p of [photoLarge, photoThumb, crashedUpload, uploadUnderWay]) await age(fileOf('listing-photos', p), p === uploadUnderWay ? 60_000 : old);
    for (const p of [avatarSmall, avatarLarge, replacedAvatar]) await age(fileOf('avatars', p), old);

    expect(await sweepOrphanImages({ db: t.db, stores: [avatars, photos], now: new Date() })).toBe(2);
    expect(await exists(fileOf('listing-photos', crashedUpload))).toBe(false);
    expect(await exists(fileOf('avatars', replacedAvatar))).toBe(false);
    for (const kept of [photoLarge, photoThumb, uploadUnderWay]) expect(await exists(fileOf('listing-photos', kept))).toBe(true);
    for (const kept of [avatarSmall, avatarLarge]) expect(await exists(fileOf('avatars', kept))).toBe(true);

    // Nothing left to do the second time.
    expect(await sweepOrphanImages({ db: t.db, stores: [avatars, photos], now: new Date() })).toBe(0);
  });
});

describe('startOrphanSweeps', () => {
  it('sweeps again while the server runs, so a crashed upload does not wait for a restart, and stops when told', async () => {
    const photos = t.app.deps.listingPhotos;
    const bytes = Buffer.from('RIFF....WEBP');
    const removed: number[] = [];
    const log = { info: (details: object) => removed.push((details as { removed: number }).removed), warn: () => undefined };
    const sweeps = startOrphanSweeps({ db: t.db, stores: [photos], log, everyMs: 100 });
    try {
      // An upload that crashed after its file was written, found only by a later sweep.
      await new Promise((resolve) => setTimeout(resolve, 250));
      const crashed = await photos.save(name('f6', 1600), bytes);
      await age(fileOf('listing-photos', crashed), ORPHAN_GRACE_MS + 60_000);
      await expect.poll(() => exists(fileOf('listing-photos', crashed)), { timeout: 5000 }).toBe(false);
      expect(removed).toContain(1);
    } finally {
      await sweeps.stop();
    }
    const later = await photos.save(name('a9', 1600), bytes);
    await age(fileOf('listing-photos', later), ORPHAN_GRACE_MS + 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await exists(fileOf('listing-photos', later))).toBe(true);
  });
});
