import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { isInSriLanka } from '../src/shared/in-sri-lanka';
import { readPlaceLink } from '../src/shared/place-link';

/**
 * The listing map's flow (location step property/02; /view/{id} reads only its settings):
 * - settings: where tiles come from; none (turned off, or not reachable offline) → the outline.
 * - locate: "Use my current location", the device asked once per press.
 * - place: the pin in words, asked of the geocoder once the pin has rested a second (Nominatim's
 *   policy: at most one request a second, none while dragging), only where one is configured.
 * A pasted link or code is read here (pure); a point it or the device gives is emitted as
 * 'place.set' for the step to put into its values, which come back as 'pin.changed'.
 */
export type MapSettings = {
  tileUrl: string | null;
  attribution: { text: string; url: string | null };
  geocoderUrl: string | null;
};

export type Point = { latitude: number; longitude: number };

/** What the last press or paste came to; the step words it. */
export type PlaceNotice =
  | { kind: 'located' | 'located-outside' | 'pasted' | 'short-link' | 'needs-town' | 'unreadable' }
  | { kind: 'locate-failed'; code: number }
  | { kind: 'pasted-outside'; latitude: number; longitude: number };

type PlaceMapEvent = { type: 'pin.changed'; pin: Point | null } | { type: 'locate' } | { type: 'paste'; text: string } | { type: 'place.refresh' };

export type PlaceMapEmitted = { type: 'place.set'; latitude: number; longitude: number };

type PlaceMapContext = {
  settings: MapSettings | null;
  pin: Point | null;
  /** The pin in words (geocoder), for `pin`; null while unknown. */
  place: string | null;
  notice: PlaceNotice | null;
};

/** How long the pin must rest before the geocoder is asked (Nominatim allows 1 request a second). */
export const GEOCODE_AFTER_MS = 1_000;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const samePin = (a: Point | null, b: Point | null) => a?.latitude === b?.latitude && a?.longitude === b?.longitude;

export const placeMapMachine = setup({
  types: {
    context: {} as PlaceMapContext,
    events: {} as PlaceMapEvent,
    emitted: {} as PlaceMapEmitted,
    input: {} as { pin: Point | null },
  },
  actors: {
    loadSettings: fromPromise<MapSettings>(async () => {
      throw new Error('loadSettings not provided');
    }),
    locate: fromPromise<Point>(async () => {
      throw new Error('locate not provided');
    }),
    reverseGeocode: fromPromise<string | null, { url: string; pin: Point }>(async () => {
      throw new Error('reverseGeocode not provided');
    }),
  },
  guards: {
    canGeocode: ({ context }) => context.settings?.geocoderUrl != null && context.pin !== null && isInSriLanka(context.pin.latitude, context.pin.longitude),
  },
}).createMachine({
  id: 'placeMap',
  type: 'parallel',
  context: ({ input }) => ({ settings: null, pin: input.pin, place: null, notice: null }),
  on: {
    'pin.changed': {
      guard: ({ context, event }) => !samePin(context.pin, event.pin),
      actions: [assign({ pin: ({ event }) => event.pin, place: null }), raise({ type: 'place.refresh' })],
    },
    paste: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const near = context.pin && isInSriLanka(context.pin.latitude, context.pin.longitude) ? context.pin : null;
        const reading = readPlaceLink(event.text, near);
        if (reading.kind !== 'point') {
          enqueue.assign({ notice: { kind: reading.kind } });
        } else if (isInSriLanka(reading.latitude, reading.longitude)) {
          enqueue.assign({ notice: { kind: 'pasted' } });
          enqueue.emit({ type: 'place.set', latitude: reading.latitude, longitude: reading.longitude });
        } else {
          // Only a point in Sri Lanka moves the pin; the notice keeps the point for the step's message.
          enqueue.assign({ notice: { kind: 'pasted-outside', latitude: reading.latitude, longitude: reading.longitude } });
        }
      }),
    },
  },
  states: {
    settings: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadSettings',
            onDone: { target: 'ready', actions: [assign({ settings: ({ event }) => event.output }), raise({ type: 'place.refresh' })] },
            // Offline or unreachable: the typed coordinates and the outline still work.
            onError: { target: 'none' },
          },
        },
        ready: {},
        none: {},
      },
    },
    locate: {
      initial: 'idle',
      states: {
        idle: { on: { locate: { target: 'locating', actions: assign({ notice: null }) } } },
        locating: {
          tags: ['locating'],
          invoke: {
            src: 'locate',
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  notice: ({ event }) => ({
                    kind: isInSriLanka(round6(event.output.latitude), round6(event.output.longitude)) ? ('located' as const) : ('located-outside' as const),
                  }),
                }),
                emit(({ event }) => ({ type: 'place.set' as const, latitude: round6(event.output.latitude), longitude: round6(event.output.longitude) })),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                notice: ({ event }) => {
                  const code = (event.error as { code?: unknown } | null)?.code;
                  return { kind: 'locate-failed' as const, code: typeof code === 'number' ? code : 2 };
                },
              }),
            },
          },
        },
      },
    },
    place: {
      initial: 'idle',
      on: {
        'place.refresh': [{ guard: 'canGeocode', target: '.waiting' }, { target: '.idle' }],
      },
      states: {
        idle: {},
        waiting: { after: { [GEOCODE_AFTER_MS]: 'geocoding' } },
        geocoding: {
          tags: ['geocoding'],
          invoke: {
            src: 'reverseGeocode',
            input: ({ context }) => ({ url: context.settings!.geocoderUrl!, pin: context.pin! }),
            onDone: { target: 'shown', actions: assign({ place: ({ event }) => event.output }) },
            // No words is no loss: the pin and the numbers stand.
            onError: { target: 'failed' },
          },
        },
        shown: {},
        failed: {},
      },
    },
  },
});
