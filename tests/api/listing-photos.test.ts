import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPhotos, properties } from '../../src/server/db/schema/index';
import { expectErrorShape } from './helpers/expect-error-shape';
import { listing, loadReferenceIds, propertyOf, type ListingReferenceIds, type Property } from './helpers/listing';
import { multipart, photo, photoCalls } from './helpers/listing-photos';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let admin: TestUser;
let refs: ListingReferenceIds;
let calls: ReturnType<typeof listing>;

beforeAll(async () => {
  t = await buildTestApp();
  calls = listing(t);
  admin = await t.createUser({ role: 'ADMIN' });
  refs = await loadReferenceIds(t, admin);
});
afterAll(() => t?.close());

async function draft(): Promise<{ host: TestUser; property: Property }> {
  const host = await t.createUser();
  return { host, property: propertyOf(await calls.create(host, { propertyTypeId: refs.villa, planId: 1 }), 201) };
}

const { upload, reorder, setMain, remove } = photoCalls(() => t);

async function withPhotos(n: number) {
  const { host, property } = await draft();
  let latest = property;
  for (let i = 0; i < n; i += 1) latest = propertyOf(await upload(host, property.id, multipart(await photo('jpeg', 1200, 800, i * 20))), 201);
  return { host, property: latest };
}

describe('uploadListingPhoto', () => {
  it('re-encodes a JPEG into 1600 px and 400 px wide WebP with no metadata, served with a long cache, and makes it the main photo', async () => {
    const { host, property } = await draft();
    const original = await photo('jpeg', 2400, 1800);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const saved = propertyOf(await upload(host, property.id, multipart(original)), 201);
    expect(saved.version).toBe(property.version + 1);
    expect(saved.photos).toEqual([
      { id: expect.any(Number), position: 0, isMain: true, url: expect.stringMatching(/^\/uploads\/listing-photos\/[a-f0-9]{32}-1600\.webp$/), thumbnailUrl: expect.stringMatching(/^\/uploads\/listing-photos\/[a-f0-9]{32}-400\.webp$/), width: 1600, height: 1200 },
    ]);
    const [{ url, thumbnailUrl }] = saved.photos;

    const served = await t.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const large = await sharp(served.rawPayload).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(large.exif).toBeUndefined();
    expect(large.xmp).toBeUndefined();
    expect(large.icc).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toMatch(/secret-owner-note|PhoneCam|Exif/);

    const thumb = await fs.readFile(path.join(t.config.dataDir, thumbnailUrl));
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect((await sharp(thumb).metadata()).exif).toBeUndefined();
  });

  it.each(['png', 'webp'] as const)('accepts %s and never enlarges a photo narrower than 1600 px', async (format) => {
    const { host, property } = await draft();
    const saved = propertyOf(await upload(host, property.id, multipart(await photo(format, 700, 1100), `room.${format}`, `image/${format}`)), 201);
    expect(saved.photos[0]).toMatchObject({ width: 700, height: 1100, isMain: true });
    const thumb = await sharp(path.join(t.config.dataDir, saved.photos[0].thumbnailUrl)).metadata();
    expect(thumb).toMatchObject({ width: 400, height: 629 });
  });

  it('refuses a photo smaller than 1024 × 683 in either orientation with 422 and a message, and keeps nothing', async () => {
    const { host, property } = await draft();
    for (const [width, height] of [[1023, 683], [1024, 682], [800, 600], [682, 1024]]) {
      const body = expectErrorShape(await upload(host, property.id, multipart(await photo('jpeg', width, height))), 422);
      expect(body.error.fields?.photo).toBe(
        `This photo is ${width} × ${height} pixels. Please choose one of at least 1024 × 683 pixels`,
      );
    }
    expect((await calls.get(host, property.id)).json().data).toMatchObject({ photos: [], version: property.version });
    expect((await upload(host, property.id, multipart(await photo('jpeg', 1024, 683)))).statusCode).toBe(201);
    expect((await upload(host, property.id, multipart(await photo('jpeg', 683, 1024)))).statusCode).toBe(201);
  });

  it('turns a photo by its EXIF orientation before dropping the metadata', async () => {
    const { host, property } = await draft();
    const sideways = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const saved = propertyOf(await upload(host, property.id, multipart(sideways)), 201);
    expect(saved.photos[0]).toMatchObject({ width: 800, height: 1200 });
  });

  it('refuses HTML renamed to .jpg and a GIF with 415, whatever the Content-Type says, and keeps nothing', async () => {
    const { host, property } = await draft();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const body = expectErrorShape(await upload(host, property.id, multipart(html, 'beach.jpg', 'image/jpeg')), 415);
    expect(body.error.error_message).toBe('Please upload a JPEG, PNG or WebP image');
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    expectErrorShape(await upload(host, property.id, multipart(gif, 'pool.png', 'image/png')), 415);
    expectErrorShape(await upload(host, property.id, multipart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]))), 415);
    expect((await calls.get(host, property.id)).json().data).toMatchObject({ photos: [], version: property.version });
  });

  it('accepts exactly 15 MB and answers 15 MB + 1 byte with 413 in the error shape', async () => {
    const { host, property } = await draft();
    const jpeg = await photo('jpeg', 1200, 800);
    const exactly = Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024 - jpeg.length)]);
    expect((await upload(host, property.id, multipart(exactly))).statusCode).toBe(201);
    const over = Buffer.concat([exactly, Buffer.alloc(1)]);
    const body = expectErrorShape(await upload(host, property.id, multipart(over)), 413);
    expect(body.error.error_message).toBe('The photo is larger than 15 MB. Please choose a smaller one');
  });

  it('refuses malformed multipart bodies with 4xx, never 5xx', async () => {
    const { host, property } = await draft();
    const url = `/api/v1/web/properties/${property.id}/photos`;
    const send = (headers: Record<string, string>, payload?: string | Buffer) =>
      t.inject({ method: 'POST', url, headers: { ...t.authFor(host), ...headers }, ...(payload !== undefined ? { payload } : {}) });
    const cases = [
      await send({}),
      await send({ 'content-type': 'application/json' }, '{}'),
      await send({ 'content-type': 'multipart/form-data' }, 'x'),
      await send({ 'content-type': 'multipart/form-data; boundary=abc' }, ''),
      await send({ 'content-type': 'multipart/form-data; boundary=abc' }, '--abc\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8\xff'),
      await send({ 'content-type': 'multipart/form-data; boundary=abc' }, '--abc\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--abc--\r\n'),
      await upload(host, property.id, multipart(await photo('jpeg', 50, 50), 'a.jpg', 'image/jpeg', 'file')),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(typeof response.json().error.error_message).toBe('string');
    }
  });

  it('takes several uploads to one listing at once, each at its own position, with one main photo', async () => {
    const { host, property } = await draft();
    const files = await Promise.all([0, 1, 2, 3].map((i) => photo('jpeg', 1200, 800, i * 40)));
    const answers = await Promise.all(files.map((file) => upload(host, property.id, multipart(file))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const latest = (await calls.get(host, property.id)).json().data as Property;
    expect(latest.version).toBe(property.version + 4);
    expect(latest.photos.map((p) => p.position)).toEqual([0, 1, 2, 3]);
    expect(latest.photos.filter((p) => p.isMain)).toHaveLength(1);
  });

  it('completes the photos step at 5 photos and not before', async () => {
    const { host, property } = await withPhotos(4);
    expect(property.completion.photos).toBe(false);
    const fifth = propertyOf(await upload(host, property.id, multipart(await photo('png', 1200, 800), 'x.png', 'image/png')), 201);
    expect(fifth.photos).toHaveLength(5);
    expect(fifth.completion.photos).toBe(true);
    const fewer = propertyOf(await remove(host, property.id, fifth.photos[2].id, fifth.version));
    expect(fewer.completion.photos).toBe(false);
  });

  it('refuses a 31st photo with 422', async () => {
    const { host, property } = await draft();
    const small = await photo('jpeg', 16, 16);
    const rows = Array.from({ length: 30 }, (_, i) => ({ propertyId: property.id, position: i, isMain: i === 0, largePath: `/x/${i}`, thumbnailPath: `/y/${i}`, width: 16, height: 16 }));
    await t.db.insert(listingPhotos).values(rows);
    const body = expectErrorShape(await upload(host, property.id, multipart(small)), 422);
    expect(body.error.error_message).toMatch(/at most 30 photos/);
  });
});

describe('reorderListingPhotos, setMainListingPhoto and deleteListingPhoto', () => {
  it('puts the photos in a new order and keeps the main photo', async () => {
    const { host, property } = await withPhotos(3);
    const [a, b, c] = property.photos.map((p) => p.id);
    const saved = propertyOf(await reorder(host, property.id, { version: property.version, photoIds: [c, a, b] }));
    expect(saved.photos.map((p) => [p.id, p.position, p.isMain])).toEqual([
      [c, 0, false],
      [a, 1, true],
      [b, 2, false],
    ]);
    expect(saved.version).toBe(property.version + 1);
  });

  it('refuses an order that leaves out, repeats or invents a photo with 422', async () => {
    const { host, property } = await withPhotos(3);
    const [a, b, c] = property.photos.map((p) => p.id);
    expectErrorShape(await reorder(host, property.id, { version: property.version, photoIds: [a, b] }), 422);
    expectErrorShape(await reorder(host, property.id, { version: property.version, photoIds: [a, b, c, 999999] }), 422);
    expectErrorShape(await reorder(host, property.id, { version: property.version, photoIds: [a, a, b] }), 400);
  });

  it('makes another photo the main one, with exactly one main photo', async () => {
    const { host, property } = await withPhotos(3);
    const third = property.photos[2].id;
    const saved = propertyOf(await setMain(host, property.id, third, property.version));
    expect(saved.photos.filter((p) => p.isMain).map((p) => p.id)).toEqual([third]);
    expect(saved.photos.map((p) => p.id)).toEqual(property.photos.map((p) => p.id));
  });

  it('deletes a photo and its files, closes the gap, and passes main to the first remaining photo', async () => {
    const { host, property } = await withPhotos(3);
    const [main, second, third] = property.photos;
    const saved = propertyOf(await remove(host, property.id, main.id, property.version));
    expect(saved.photos.map((p) => [p.id, p.position, p.isMain])).toEqual([
      [second.id, 0, true],
      [third.id, 1, false],
    ]);
    await expect(fs.stat(path.join(t.config.dataDir, main.url))).rejects.toThrow();
    await expect(fs.stat(path.join(t.config.dataDir, main.thumbnailUrl))).rejects.toThrow();
    expect((await t.inject({ method: 'GET', url: main.url })).statusCode).toBe(404);
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const { host, property } = await withPhotos(2);
    const stale = property.version - 1;
    const [a, b] = property.photos.map((p) => p.id);
    expectErrorShape(await reorder(host, property.id, { version: stale, photoIds: [b, a] }), 409);
    expectErrorShape(await setMain(host, property.id, b, stale), 409);
    expectErrorShape(await remove(host, property.id, a, stale), 409);
    const now = (await calls.get(host, property.id)).json().data as Property;
    expect(now.photos).toEqual(property.photos);
    expect(now.version).toBe(property.version);
  });

  it('answers 404 for a photo of another listing', async () => {
    const one = await withPhotos(1);
    const other = await withPhotos(1);
    expectErrorShape(await setMain(one.host, one.property.id, other.property.photos[0].id, one.property.version), 404);
    expectErrorShape(await remove(one.host, one.property.id, other.property.photos[0].id, one.property.version), 404);
  });
});

describe('discarding a draft', () => {
  it('removes its photos’ files too', async () => {
    const { host, property } = await withPhotos(2);
    const files = property.photos.flatMap((p) => [p.url, p.thumbnailUrl]);
    expect((await calls.discard(host, property.id)).statusCode).toBe(200);
    for (const file of files) await expect(fs.stat(path.join(t.config.dataDir, file))).rejects.toThrow();
    expect(await t.db.select().from(listingPhotos).where(eq(listingPhotos.propertyId, property.id))).toEqual([]);
  });
});

describe('a listing in review', () => {
  it('refuses the host any photo change with 409, as for its other steps', async () => {
    const { host, property } = await withPhotos(2);
    await t.db.update(properties).set({ status: 'pending_review' }).where(eq(properties.id, property.id));
    const [first, second] = property.photos;
    expectErrorShape(await upload(host, property.id, multipart(await photo('jpeg', 40, 40))), 409);
    expectErrorShape(await reorder(host, property.id, { version: property.version, photoIds: [second.id, first.id] }), 409);
    expectErrorShape(await setMain(host, property.id, second.id, property.version), 409);
    expectErrorShape(await remove(host, property.id, first.id, property.version), 409);
    expect(await t.db.select().from(listingPhotos).where(eq(listingPhotos.propertyId, property.id))).toHaveLength(2);
  });
});

describe('photos of another host', () => {
  it('are neither read nor changed by host B (404, as for a missing listing), while an admin may', async () => {
    const a = await withPhotos(2);
    const hostB = await t.createUser();
    const [first, second] = a.property.photos;
    const v = a.property.version;
    expectErrorShape(await calls.get(hostB, a.property.id), 404);
    expectErrorShape(await upload(hostB, a.property.id, multipart(await photo('jpeg', 40, 40))), 404);
    expectErrorShape(await reorder(hostB, a.property.id, { version: v, photoIds: [second.id, first.id] }), 404);
    expectErrorShape(await setMain(hostB, a.property.id, second.id, v), 404);
    expectErrorShape(await remove(hostB, a.property.id, first.id, v), 404);
    const rows = await t.db.select().from(listingPhotos).where(eq(listingPhotos.propertyId, a.property.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.isMain)?.id).toBe(first.id);

    const byAdmin = propertyOf(await setMain(admin, a.property.id, second.id, v));
    expect(byAdmin.photos.find((p) => p.isMain)?.id).toBe(second.id);
  });
});
