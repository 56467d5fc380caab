import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { placeMapMachine, type Point } from '../../machines/place-map.machine';
import { actorOptions } from './inspect';
import { getMapSettings, reverseGeocode } from '../api/map-calls';

/** The device's position, once; rejects with the GeolocationPositionError (its code words the failure). */
function devicePosition(): Promise<Point> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }), reject, {
      enableHighAccuracy: true,
      timeout: 15_000,
      maximumAge: 60_000,
    }),
  );
}

/**
 * The place map's actor for a screen: settings, locating, pasting and the place in words.
 * `pin` is told to the machine as it changes; `onPlace` hears a point the device or a paste gives.
 */
export function usePlaceMap(pin: Point | null, onPlace?: (point: Point) => void) {
  const actor = useActorRef(
    placeMapMachine.provide({
      actors: {
        loadSettings: fromPromise(() => getMapSettings()),
        locate: fromPromise(() => devicePosition()),
        reverseGeocode: fromPromise(({ input, signal }) => reverseGeocode(input.url, input.pin, signal)),
      },
    }),
    { ...actorOptions(), input: { pin } },
  );
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  });
  useEffect(() => {
    const subscription = actor.on('place.set', ({ latitude, longitude }) => onPlaceRef.current?.({ latitude, longitude }));
    return () => subscription.unsubscribe();
  }, [actor]);
  const latitude = pin?.latitude ?? null;
  const longitude = pin?.longitude ?? null;
  useEffect(() => {
    actor.send({ type: 'pin.changed', pin: latitude !== null && longitude !== null ? { latitude, longitude } : null });
  }, [actor, latitude, longitude]);

  return {
    actor,
    settings: useSelector(actor, (s) => s.context.settings),
    place: useSelector(actor, (s) => s.context.place),
    geocoding: useSelector(actor, (s) => s.hasTag('geocoding') || s.matches({ place: 'waiting' })),
    notice: useSelector(actor, (s) => s.context.notice),
    locating: useSelector(actor, (s) => s.hasTag('locating')),
  };
}
