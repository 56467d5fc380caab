import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ firstName: 'Sunil', lastName: 'Bandara', countryCode: '+94', contactNo: '771234567' });
});
afterAll(() => t.close());

const VALID = { firstName: 'Sunil', lastName: 'Bandara', countryCode: '+94', contactNo: '0771234567', nic: '199012345678', address: '45 Temple Road, Kandy' };
const getProfile = (user: TestUser) => t.inject({ method: 'GET', url: '/api/v1/web/profile', headers: t.authFor(user) });
const putProfile = (user: TestUser, body: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: '/api/v1/web/profile', headers: t.authFor(user), payload: body });

function multipart(bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg', field = 'file') {
  const boundary = '----portal-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (user: TestUser, body: ReturnType<typeof multipart>) =>
  t.inject({ method: 'POST', url: '/api/v1/web/profile/avatar', headers: { ...t.authFor(user), ...body.headers }, payload: body.payload });

const photo = (format: 'jpeg' | 'png' | 'webp', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .withExif({ IFD0: { Copyright: 'secret-gps-owner' } })
    .toFormat(format)
    .toBuffer();

describe('getProfile and updateProfile', () => {
  it('lists what a complete profile still lacks', async () => {
    const response = await getProfile(host);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ nic: null, address: null, isProfileCompleted: false, missing: ['nic', 'address'] });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('saves a valid profile, which then counts as complete everywhere', async () => {
    const response = await putProfile(host, VALID);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ nic: '199012345678', address: '45 Temple Road, Kandy', isProfileCompleted: true, missing: [] });
    expect(response.json().data.user).toMatchObject({ contactNo: '771234567', countryCode: '+94' });
    const me = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.authFor(host) });
    expect(me.json().data.isProfileCompleted).toBe(true);
  });

  it("answers 422 with the spec's message for each broken field", async () => {
    const body = expectErrorShape(
      await putProfile(host, { ...VALID, firstName: 'Sunil2', lastName: '  ', contactNo: '12345', nic: '12345V', address: '   ' }),
      422,
    );
    expect(body.message).toEqual({
      firstName: 'Please enter a valid name',
      lastName: 'Please enter a valid name',
      contactNo: 'Please enter a valid contact number',
      nic: 'Please enter a valid NIC number',
      address: 'Address cannot be just spaces',
    });
    expectErrorShape(await putProfile(host, { ...VALID, address: 'x'.repeat(301) }), 400);
  });

  it('clears optional fields with empty strings and lists them as missing', async () => {
    const response = await putProfile(host, { ...VALID, contactNo: '', nic: '', address: '' });
    expect(response.json().data).toMatchObject({ isProfileCompleted: false, missing: ['contactNo', 'nic', 'address'] });
  });

  it('cannot make a host an admin (mass assignment): role, guard and email are refused and the row keeps them', async () => {
    for (const extra of [{ role: 'ADMIN' }, { role: { guard: 'ADMIN' } }, { guard: 'ADMIN' }, { email: 'other@example.lk' }, { mustResetPassword: false }]) {
      expectErrorShape(await putProfile(host, { ...VALID, ...extra }), 400);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, host.id));
    expect(row.role).toBe('HOST');
    expect(row.email).toBe(host.email);
  });
});

describe('uploadAvatar', () => {
  it('re-encodes a JPEG into 96 px and 400 px WebP without metadata, serves it cached, and shows it on the user', async () => {
    const response = await upload(host, multipart(await photo('jpeg')));
    expect(response.statusCode).toBe(200);
    const { smallPath, largePath } = response.json().data;
    expect(smallPath).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}-96\.webp$/);
    expect(largePath).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}-400\.webp$/);

    const served = await t.inject({ method: 'GET', url: smallPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const small = await sharp(served.rawPayload).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 96, height: 96 });
    expect(small.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('secret-gps-owner');
    const large = await sharp(path.join(t.config.dataDir, largePath)).metadata();
    expect(large).toMatchObject({ width: 400, height: 400 });

    const me = await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.authFor(host) });
    expect(me.json().data.user.file).toEqual({ smallPath, largePath });
  });

  it.each(['png', 'webp'] as const)('accepts %s and removes the previous files', async (format) => {
    const before = (await getProfile(host)).json().data.user.file;
    const response = await upload(host, multipart(await photo(format, 300, 500), `me.${format}`, `image/${format}`));
    expect(response.statusCode).toBe(200);
    if (before) await expect(fs.stat(path.join(t.config.dataDir, before.smallPath))).rejects.toThrow();
  });

  it('refuses HTML renamed to .jpg with 415', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const body = expectErrorShape(await upload(host, multipart(html, 'cat.jpg', 'image/jpeg')), 415);
    expect(body.error.error_message).toBe('Please upload a JPEG, PNG or WebP image');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expectErrorShape(await upload(host, multipart(svg, 'x.svg', 'image/svg+xml')), 415);
    // JPEG magic bytes followed by garbage
    expectErrorShape(await upload(host, multipart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]))), 415);
  });

  it('accepts 15 MB and answers 15 MB + 1 byte with 413', async () => {
    const jpeg = await photo('jpeg', 64, 64);
    const exactly = Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024 - jpeg.length)]);
    expect((await upload(host, multipart(exactly))).statusCode).toBe(200);
    const over = Buffer.concat([exactly, Buffer.alloc(1)]);
    const body = expectErrorShape(await upload(host, multipart(over)), 413);
    expect(body.error.error_message).toBe('The photo is larger than 15 MB. Please choose a smaller one');
  });

  it('refuses a body that is not multipart and a field with another name', async () => {
    const json = await t.inject({ method: 'POST', url: '/api/v1/web/profile/avatar', headers: t.authFor(host), payload: { file: 'x' } });
    expect([400, 415]).toContain(json.statusCode);
    expectErrorShape(await upload(host, multipart(await photo('jpeg', 50, 50), 'a.jpg', 'image/jpeg', 'picture')), 400);
  });
});
