import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index';
import type { ImageStorage } from '../../src/server/lib/avatar-storage';
import { ORPHAN_GRACE_MS, sweepOrphanImages } from '../../src/server/lib/sweep-orphan-images';
import { expectErrorShape } from './helpers/expect-error-shape';
import { startS3TestServer, type S3TestServer } from './helpers/s3-test-server';
import { buildTestApp, type TestApp } from './helpers/test-app';

/**
 * What every ImageStorage promises the upload flows, the /uploads/ serving and the orphan sweep,
 * run once on the folder (DATA_DIR/uploads) and once on an S3 bucket (s3rver started here).
 */
const storages: { kind: string; env: () => Promise<{ env: Record<string, string>; close(): Promise<void> }> }[] = [
  { kind: 'the folder', env: async () => ({ env: {}, close: async () => undefined }) },
  {
    kind: 'an S3 bucket',
    env: async () => {
      const s3: S3TestServer = await startS3TestServer(['portal-images']);
      return { env: s3.env(), close: () => s3.close() };
    },
  },
];

const fresh = (width: number) => `${randomBytes(16).toString('hex')}-${width}.webp`;
const webp = (text: string) => Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.from(text)]);

describe.each(storages)('image storage in $kind', ({ kind, env }) => {
  let t: TestApp;
  let closeStore: () => Promise<void>;
  let photos: ImageStorage;
  let avatars: ImageStorage;
  beforeAll(async () => {
    const store = await env();
    closeStore = store.close;
    t = await buildTestApp({ env: store.env });
    ({ listingPhotos: photos, avatars } = t.app.deps);
    // The settings chose the storage: a bucket is read through the reader, the folder as files.
    expect(t.app.deps.imageReader === null).toBe(kind === 'the folder');
  });
  afterAll(async () => {
    await t?.close();
    await closeStore?.();
  });

  it('saves under /uploads/<folder>/, and the app serves the same bytes as WebP with a year of immutable caching, the security headers, an ETag and its 304', async () => {
    const bytes = webp('the veranda at dusk');
    const url = await photos.save(fresh(1600), bytes);
    expect(url).toMatch(/^\/uploads\/listing-photos\/[a-f0-9]{32}-1600\.webp$/);
    expect(await avatars.save(fresh(96), webp('a face'))).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}-96\.webp$/);

    const served = await t.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(bytes.length);
    // The same security headers as every other answer (plugins/security-headers.ts).
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'self'");
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/"/);

    const again = await t.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await t.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);
  });

  it('refuses names the server did not make, so no caller chooses where a file goes', async () => {
    for (const name of ['../../secrets.json', 'photo.png', `${'a'.repeat(32)}-1600.webp/../x`, '']) {
      await expect(photos.save(name, webp('x'))).rejects.toThrow(/unsafe image file name/);
    }
  });

  it('removes an image so the app answers 404 in the error shape, and removing it again, or a path that is not its own, is harmless', async () => {
    const url = await photos.save(fresh(400), webp('to be replaced'));
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);
    await photos.remove(url);
    expectErrorShape(await t.inject({ method: 'GET', url }), 404);
    await photos.remove(url);
    await photos.remove('/uploads/listing-photos/../../secrets.json');
    await photos.remove(url.replace('listing-photos', 'avatars'));
    expectErrorShape(await t.inject({ method: 'GET', url: '/uploads/listing-photos/missing.webp' }), 404);
    expectErrorShape(await t.inject({ method: 'GET', url: `/uploads/elsewhere/${fresh(400)}` }), 404);
  });

  it('lists its own images with when they were written, and not the other folder', async () => {
    const before = Date.now() - 5_000;
    const url = await photos.save(fresh(1600), webp('listed'));
    const avatarUrl = await avatars.save(fresh(512), webp('listed face'));
    const listed = await photos.list();
    const mine = listed.find((image) => image.publicPath === url);
    expect(mine?.writtenAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(mine?.writtenAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(listed.some((image) => image.publicPath === avatarUrl)).toBe(false);
    expect((await avatars.list()).some((image) => image.publicPath === avatarUrl)).toBe(true);
  });

  it('lets the sweep remove an image no row names once it is older than the grace period, and keeps younger ones and named ones', async () => {
    const host = await t.createUser();
    const small = await avatars.save(fresh(96), webp('kept small'));
    const large = await avatars.save(fresh(512), webp('kept large'));
    await t.db.update(users).set({ avatarSmallPath: small, avatarLargePath: large }).where(eq(users.id, host.id));
    const orphan = await avatars.save(fresh(96), webp('a crashed upload'));
    const status = async (url: string) => (await t.inject({ method: 'GET', url })).statusCode;

    // Just written: an upload may still be under way, so nothing goes. (The store's own clock
    // says when a file was written; the sweep is moved forward instead of the files back.)
    await sweepOrphanImages({ db: t.db, stores: [avatars], now: new Date() });
    expect(await status(orphan)).toBe(200);

    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    expect(await sweepOrphanImages({ db: t.db, stores: [avatars], now: later })).toBeGreaterThanOrEqual(1);
    expect(await status(orphan)).toBe(404);
    expect(await status(small)).toBe(200);
    expect(await status(large)).toBe(200);
    expect((await avatars.list()).map((image) => image.publicPath)).toEqual(expect.arrayContaining([small, large]));
  });
});
