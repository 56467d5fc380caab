import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

// QUALITY.md: hashed assets travel compressed and are cached for a year, the page never is. The
// built folder is made the way the build makes it: files under assets/, then
// scripts/compress-assets.mjs writing the .br and .gz the server picks from.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Room ${i}` })))};`;
const STYLE = `.card { padding: 1rem; }\n`.repeat(100);
const PAGE = `<!doctype html><html><head><title>Host portal</title><meta name="csp-nonce" content="" /><script type="module" src="/assets/Bq1x2Zk9.js"></script></head><body>${'<p>Sri Lanka</p>'.repeat(200)}<div id="root"></div></body></html>`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-compressed-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), PAGE);
  await fs.writeFile(path.join(webDist, 'assets', 'Bq1x2Zk9.js'), SCRIPT);
  await fs.writeFile(path.join(webDist, 'assets', 'C4nT7wQe.css'), STYLE);
  execFileSync(process.execPath, ['scripts/compress-assets.mjs', webDist]);
  t = await buildTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe.each([
  ['/assets/Bq1x2Zk9.js', SCRIPT, /^(text|application)\/javascript/],
  ['/assets/C4nT7wQe.css', STYLE, /^text\/css/],
])('the hashed asset %s', (url, source, contentType) => {
  it('comes as brotli to a browser that accepts it, immutable for a year', async () => {
    const response = await get(url, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(contentType);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(source) / 3);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(source);
  });

  it('comes as gzip to a client that accepts only gzip, immutable for a year', async () => {
    const response = await get(url, 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(source);
  });

  it('comes as it is to a client that accepts no compression, still immutable', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(source);
  });
});

describe('the page (index.html)', () => {
  it.each(['/', '/dashboard', '/index.html'])('%s is compressed but revalidated on every load, never immutable', async (url) => {
    const response = await get(url, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['cache-control'])).not.toMatch(/immutable|max-age/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
  });
});
