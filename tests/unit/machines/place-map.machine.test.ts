import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { GEOCODE_AFTER_MS, placeMapMachine, type MapSettings, type PlaceMapEmitted, type Point } from '../../../machines/place-map.machine';

const OSM: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' },
  geocoderUrl: 'https://nominatim.example.lk/reverse',
};

function start({
  settings = async () => OSM,
  locate = async (): Promise<Point> => ({ latitude: 6.927079123, longitude: 79.861244321 }),
  geocode = async (_request: { url: string; pin: Point }): Promise<string | null> => 'Galle Fort, Galle',
  pin = null as Point | null,
} = {}) {
  const reverseGeocode = vi.fn(geocode);
  const actor = createActor(
    placeMapMachine.provide({
      actors: {
        loadSettings: fromPromise(settings),
        locate: fromPromise(locate),
        reverseGeocode: fromPromise(({ input }) => reverseGeocode(input)),
      },
    }),
    { input: { pin } },
  );
  const placed: PlaceMapEmitted[] = [];
  actor.on('place.set', (event) => placed.push(event));
  actor.start();
  return { actor, placed, reverseGeocode };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('placeMapMachine settings', () => {
  it('keeps the settings it loads', async () => {
    const { actor } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ settings: 'ready' })).toBe(true));
    expect(actor.getSnapshot().context.settings).toEqual(OSM);
  });

  it('has no settings, so no map, when they cannot be loaded (offline)', async () => {
    const { actor } = start({ settings: async () => Promise.reject(new Error('offline')) });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ settings: 'none' })).toBe(true));
    expect(actor.getSnapshot().context.settings).toBeNull();
  });
});

describe('placeMapMachine locating', () => {
  it('emits the device position to six decimals and says it is in Sri Lanka', async () => {
    const { actor, placed } = start();
    actor.send({ type: 'locate' });
    expect(actor.getSnapshot().hasTag('locating')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('locating')).toBe(false));
    expect(placed).toEqual([{ type: 'place.set', latitude: 6.927079, longitude: 79.861244 }]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'located' });
  });

  it('says the device is outside Sri Lanka, and the code of a failure', async () => {
    const outside = start({ locate: async () => ({ latitude: 51.5, longitude: -0.12 }) });
    outside.actor.send({ type: 'locate' });
    await vi.waitFor(() => expect(outside.actor.getSnapshot().context.notice).toEqual({ kind: 'located-outside' }));
    const blocked = start({ locate: async () => Promise.reject({ code: 1 }) });
    blocked.actor.send({ type: 'locate' });
    await vi.waitFor(() => expect(blocked.actor.getSnapshot().context.notice).toEqual({ kind: 'locate-failed', code: 1 }));
  });
});

describe('placeMapMachine pasting', () => {
  it('moves the pin to a pasted link in Sri Lanka', () => {
    const { actor, placed } = start();
    actor.send({ type: 'paste', text: 'https://www.google.com/maps/place/Galle+Fort/@6.0329,80.2168,17z' });
    expect(placed).toEqual([{ type: 'place.set', latitude: 6.0329, longitude: 80.2168 }]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'pasted' });
  });

  it('leaves the pin and keeps the point outside Sri Lanka for the step to word', () => {
    const { actor, placed } = start();
    actor.send({ type: 'paste', text: 'geo:13.4125,103.8667' });
    expect(placed).toEqual([]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'pasted-outside', latitude: 13.4125, longitude: 103.8667 });
  });

  it('says a short link cannot be read here, and reads a short plus code near the pin', () => {
    const { actor, placed } = start({ pin: { latitude: 7.3, longitude: 80.6 } });
    actor.send({ type: 'paste', text: 'https://maps.app.goo.gl/xyz123AbC' });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'short-link' });
    actor.send({ type: 'paste', text: '7JRM+6F' });
    expect(placed).toEqual([{ type: 'place.set', latitude: 7.290563, longitude: 80.633688 }]);
  });
});

describe('placeMapMachine place in words', () => {
  it('asks the geocoder once, a second after the pin last moved', async () => {
    const { actor, reverseGeocode } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ settings: 'ready' })).toBe(true));
    actor.send({ type: 'pin.changed', pin: { latitude: 6.03, longitude: 80.21 } });
    await vi.advanceTimersByTimeAsync(GEOCODE_AFTER_MS - 100);
    actor.send({ type: 'pin.changed', pin: { latitude: 6.0329, longitude: 80.2168 } });
    await vi.advanceTimersByTimeAsync(GEOCODE_AFTER_MS - 100);
    expect(reverseGeocode).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(actor, (s) => s.matches({ place: 'shown' }));
    expect(reverseGeocode).toHaveBeenCalledTimes(1);
    expect(reverseGeocode).toHaveBeenCalledWith({ url: OSM.geocoderUrl, pin: { latitude: 6.0329, longitude: 80.2168 } });
    expect(actor.getSnapshot().context.place).toBe('Galle Fort, Galle');
  });

  it('asks nothing without a geocoder, or for a pin outside Sri Lanka', async () => {
    const none = start({ settings: async () => ({ ...OSM, geocoderUrl: null }), pin: { latitude: 6.03, longitude: 80.21 } });
    await vi.waitFor(() => expect(none.actor.getSnapshot().matches({ settings: 'ready' })).toBe(true));
    await vi.advanceTimersByTimeAsync(GEOCODE_AFTER_MS * 3);
    expect(none.reverseGeocode).not.toHaveBeenCalled();
    const outside = start();
    await vi.waitFor(() => expect(outside.actor.getSnapshot().matches({ settings: 'ready' })).toBe(true));
    outside.actor.send({ type: 'pin.changed', pin: { latitude: 12, longitude: 80.2 } });
    await vi.advanceTimersByTimeAsync(GEOCODE_AFTER_MS * 3);
    expect(outside.reverseGeocode).not.toHaveBeenCalled();
  });

  it('looks up a saved pin once the settings arrive, and ends in failed when the geocoder fails', async () => {
    const { actor, reverseGeocode } = start({ pin: { latitude: 7.29, longitude: 80.63 }, geocode: async () => Promise.reject(new Error('429')) });
    await vi.advanceTimersByTimeAsync(GEOCODE_AFTER_MS + 10);
    await waitFor(actor, (s) => s.matches({ place: 'failed' }));
    expect(reverseGeocode).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.place).toBeNull();
  });
});
