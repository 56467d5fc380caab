import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import { openImageStores } from '../../src/server/lib/image-stores';
import { createS3Client } from '../../src/server/lib/s3-client';
import { expectErrorShape } from './helpers/expect-error-shape';
import { listing, loadReferenceIds, propertyOf, type ListingReferenceIds } from './helpers/listing';
import { multipart, photo } from './helpers/listing-photos';
import { startS3TestServer, type S3TestServer } from './helpers/s3-test-server';
import { killServerProcesses, runServerUntilExit, startServerProcess } from './helpers/server-process';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

const BUCKET = 'shared-photos';
/** The settings of the test app without its bucket, to point another app at another store. */
const configOf = (app: TestApp) => ({ DATA_DIR: app.config.dataDir, JWT_SECRET: app.config.jwtSecret, CSRF_SECRET: app.config.csrfSecret, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
let s3: S3TestServer;
/** The first process, with its own helpers. */
let t: TestApp;
/** A second process on the same database and bucket, as a second machine behind the load balancer. */
let other: FastifyInstance;
let refs: ListingReferenceIds;

beforeAll(async () => {
  s3 = await startS3TestServer([BUCKET]);
  t = await buildTestApp({ env: s3.env() });
  other = await buildApp({ config: t.config, database: t.database, logger: false });
  await other.ready();
  refs = await loadReferenceIds(t, await t.createUser({ role: 'ADMIN' }));
});
afterAll(async () => {
  killServerProcesses();
  await other?.close();
  await t?.close();
  await s3?.close();
});

/** The same request on the second process, with the CSRF pair both processes accept (one CSRF_SECRET). */
const onOther = ({ headers, ...request }: InjectOptions) => other.inject({ ...request, headers: { ...t.csrf, ...(headers as Record<string, string>) } });

async function draftOf(host: TestUser) {
  return propertyOf(await listing(t).create(host, { propertyTypeId: refs.villa, planId: 1 }), 201);
}
const uploadRequest = async (host: TestUser, propertyId: number): Promise<InjectOptions> => {
  const body = multipart(await photo('jpeg', 1200, 800));
  return { method: 'POST', url: `/api/v1/web/properties/${propertyId}/photos`, headers: { ...t.authFor(host), ...body.headers }, payload: body.payload };
};

describe('listing photos in an S3 bucket', () => {
  it('go through the real upload route into the bucket, not DATA_DIR/uploads, and the app serves them back as the re-encoded WebP (never enlarged)', async () => {
    const host = await t.createUser();
    const property = await draftOf(host);
    const saved = propertyOf(await t.inject(await uploadRequest(host, property.id)), 201);
    const [{ url, thumbnailUrl }] = saved.photos;
    expect(url).toMatch(/^\/uploads\/listing-photos\/[a-f0-9]{32}-1600\.webp$/);

    const client = createS3Client(t.config.s3!);
    try {
      for (const stored of [url, thumbnailUrl]) {
        const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: stored.replace('/uploads/', '') }));
        expect(head.ContentType).toBe('image/webp');
      }
    } finally {
      client.destroy();
    }
    expect(await fs.readdir(path.join(t.config.dataDir, 'uploads', 'listing-photos')).catch(() => [])).toEqual([]);

    const served = await t.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const thumbnail = await t.inject({ method: 'GET', url: thumbnailUrl });
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(400);
  });

  it('are shared by two app instances on one database and bucket: one serves what the other stored, and a photo deleted on one is gone on both', async () => {
    const host = await t.createUser();
    const property = await draftOf(host);
    const saved = propertyOf(await onOther(await uploadRequest(host, property.id)), 201);
    const [{ id, url }] = saved.photos;

    const first = await t.inject({ method: 'GET', url });
    const second = await other.inject({ method: 'GET', url });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    // The listing as either process reads it names the same photo.
    expect(propertyOf(await listing(t).get(host, property.id)).photos.map((p) => p.url)).toEqual([url]);

    const removed = await t.inject({ method: 'DELETE', url: `/api/v1/web/properties/${property.id}/photos/${id}?version=${saved.version}`, headers: t.authFor(host) });
    expect(removed.statusCode).toBe(200);
    expectErrorShape(await other.inject({ method: 'GET', url }), 404);
    expectErrorShape(await t.inject({ method: 'GET', url }), 404);
  });
});

describe('the server process on a bucket', () => {
  it("seeds the demo listing's photos into the bucket and serves them over HTTP", { timeout: 240_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3-demo-'));
    // A store of its own, so the six photos are the only objects in it.
    const own = await startS3TestServer(['demo-photos']);
    try {
      const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true', ...own.env() });
      const client = createS3Client(loadConfig({ ...configOf(t), ...own.env() }).s3!);
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: 'demo-photos', Prefix: 'listing-photos/' }));
        // Six photos, each in two renditions; nothing in the folder.
        expect(listed.KeyCount).toBe(12);
        expect(await fs.readdir(path.join(dataDir, 'uploads', 'listing-photos')).catch(() => [])).toEqual([]);
        const served = await fetch(`${server.url}/uploads/${listed.Contents![0]!.Key}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
      } finally {
        client.destroy();
      }
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      await own.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a store that stops answering', () => {
  it('makes /uploads/ answer 503 in the error shape, not 500', async () => {
    const lost = await startS3TestServer(['short-lived']);
    const app = await buildApp({ config: loadConfig({ ...configOf(t), ...lost.env() }), database: t.database, logger: false });
    try {
      const url = await app.deps.listingPhotos.save(`${'ab'.repeat(16)}-400.webp`, Buffer.from('RIFF....WEBP'));
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      await lost.close();
      const answer = await app.inject({ method: 'GET', url });
      expectErrorShape(answer, 503);
      expect(answer.json().message).toBe('Images cannot be loaded right now; try again in a moment');
    } finally {
      await app.close();
    }
  });
});

describe('bad S3 settings stop the start with a sentence, not a 500 later', () => {
  const configWith = (env: Record<string, string>) =>
    loadConfig({ ...configOf(t), ...s3.env(), ...env });

  it('names the bucket that does not exist, wrong credentials, and a store that does not answer', async () => {
    await expect(openImageStores(configWith({ S3_BUCKET: 'no-such-bucket' }))).rejects.toThrow(new ConfigError(`S3 bucket "no-such-bucket" at ${s3.endpoint} does not exist: create it or correct S3_BUCKET`));
    // s3rver knows one key id and does not check SigV4 signatures, so a wrong key id stands for wrong credentials here.
    await expect(openImageStores(configWith({ S3_ACCESS_KEY_ID: 'NOBODY' }))).rejects.toThrow(/^S3 bucket "shared-photos" at .* refused access: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    // Port 1 on loopback: nothing listens there.
    await expect(openImageStores(configWith({ S3_ENDPOINT: 'http://127.0.0.1:1' }))).rejects.toThrow(/^Cannot reach S3 bucket "shared-photos" at http:\/\/127\.0\.0\.1:1.*check S3_ENDPOINT$/);
  });

  it('the server process exits 1 saying so, before it opens the database', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3-start-'));
    try {
      const { code, output } = await runServerUntilExit({ DATA_DIR: dataDir, ...s3.env('no-such-bucket') });
      expect(code).toBe(1);
      expect(output).toContain(`Cannot start: S3 bucket "no-such-bucket" at ${s3.endpoint} does not exist: create it or correct S3_BUCKET`);
      expect(await fs.readdir(dataDir)).not.toContain('pgdata');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
