import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

let webDist: string;
let standard: TestApp;
let off: TestApp;
let own: TestApp;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  [standard, off, own] = await Promise.all([
    buildTestApp({ webDist }),
    buildTestApp({ webDist, env: { MAP_TILE_URL: '' } }),
    buildTestApp({
      webDist,
      env: {
        MAP_TILE_URL: 'https://{s}.tiles.example.lk:8443/osm/{z}/{x}/{y}.png?key=abc',
        MAP_TILE_ATTRIBUTION: '© Example Maps, © OpenStreetMap contributors',
        GEOCODER_URL: 'https://geocode.example.lk/reverse',
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([standard?.close(), off?.close(), own?.close()]);
  await fs.rm(webDist, { recursive: true, force: true });
});

async function settings(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/map-settings' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function pageDirectives(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/property/02/1' });
  const csp = String(response.headers['content-security-policy']);
  return new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).filter((w) => w[0]).map(([name, ...sources]) => [name, sources.filter((s) => !s.startsWith("'nonce-"))] as const));
}

describe('GET /api/v1/map-settings (public)', () => {
  it('answers OpenStreetMap tiles with their credit and link, and no geocoder, by default', async () => {
    expect(await settings(standard)).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' },
      geocoderUrl: null,
    });
  });

  it('answers no tiles when MAP_TILE_URL is an empty string', async () => {
    expect((await settings(off)).tileUrl).toBeNull();
  });

  it('answers the configured tiles, credit without a link, and geocoder', async () => {
    expect(await settings(own)).toEqual({
      tileUrl: 'https://{s}.tiles.example.lk:8443/osm/{z}/{x}/{y}.png?key=abc',
      attribution: { text: '© Example Maps, © OpenStreetMap contributors', url: null },
      geocoderUrl: 'https://geocode.example.lk/reverse',
    });
  });
});

describe('the page CSP follows the map settings', () => {
  it('lets images come from the OpenStreetMap tile host by default, and calls go nowhere new', async () => {
    const directives = await pageDirectives(standard);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
  });

  it('adds no image host when the map is off', async () => {
    expect((await pageDirectives(off)).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows the configured tile host (its {s} a wildcard label, its port kept) and the geocoder for calls', async () => {
    const directives = await pageDirectives(own);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.lk:8443']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://geocode.example.lk']);
  });
});
