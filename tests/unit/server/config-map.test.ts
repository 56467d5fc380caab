import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

const base = {
  DATA_DIR: '/nonexistent-data-dir',
  JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
  CSRF_SECRET: 'test-csrf-secret-that-is-long-enough-012345678',
};

describe('map settings', () => {
  it('default to OpenStreetMap tiles with their credit, and no geocoder', () => {
    expect(loadConfig(base).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' },
      geocoderUrl: null,
    });
  });

  it('turn the map off with an empty MAP_TILE_URL (unlike other variables, empty is not "default")', () => {
    expect(loadConfig({ ...base, MAP_TILE_URL: '' }).map.tileUrl).toBeNull();
    expect(loadConfig({ ...base, MAP_TILE_URL: '  ' }).map.tileUrl).toBeNull();
  });

  it.each(['https://tiles.example.lk/{z}/{x}.png', 'ftp://tiles.example.lk/{z}/{x}/{y}.png', 'not a url {z}{x}{y}'])('refuse the tile template %s', (value) => {
    expect(() => loadConfig({ ...base, MAP_TILE_URL: value })).toThrow(ConfigError);
  });

  it('refuse a geocoder that is not http(s) and an attribution link that is not a web address', () => {
    expect(() => loadConfig({ ...base, GEOCODER_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, MAP_TILE_ATTRIBUTION: '© Someone <javascript:alert(1)>' })).toThrow(ConfigError);
  });
});
