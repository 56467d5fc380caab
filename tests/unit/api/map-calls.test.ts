import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeInWords, reverseGeocode } from '../../../src/api/map-calls';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reverseGeocode (Nominatim-style, asked by the browser)', () => {
  it('asks the configured address for jsonv2 at the pin, without cookies, and words the answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ address: { road: 'Church Street', suburb: 'Galle Fort', city: 'Galle', county: 'Galle District', country: 'Sri Lanka' } })));
    vi.stubGlobal('fetch', fetch);
    expect(await reverseGeocode('https://nominatim.example.lk/reverse', { latitude: 6.0329, longitude: 80.2168 })).toBe('Church Street, Galle Fort, Galle, Galle District');
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.origin + url.pathname).toBe('https://nominatim.example.lk/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'jsonv2', lat: '6.0329', lon: '80.2168', zoom: '16', 'accept-language': 'en' });
    expect(init.credentials).toBe('omit');
  });

  it('fails on an error answer (the machine then shows no words)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('slow down', { status: 429 })));
    await expect(reverseGeocode('https://nominatim.example.lk/reverse', { latitude: 6.03, longitude: 80.21 })).rejects.toThrow('429');
  });
});

describe('placeInWords', () => {
  it('falls back to the display name, and to nothing', () => {
    expect(placeInWords({ display_name: 'Unawatuna, Galle District, Southern Province, Sri Lanka' })).toBe('Unawatuna, Galle District, Southern Province, Sri Lanka');
    expect(placeInWords({})).toBeNull();
  });

  it('names a repeated part once', () => {
    expect(placeInWords({ address: { village: 'Galle', town: 'Galle', county: 'Galle District' } })).toBe('Galle, Galle District');
  });
});
