import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { isInSriLanka } from '../../../shared/in-sri-lanka';
import { SRI_LANKA_BOUNDS } from '../../../shared/listing-districts';
import styles from './step-forms.module.css';

/**
 * An original, hand-simplified outline of Sri Lanka drawn from a few dozen coastal points, with
 * the pin placed from the coordinates. No tiles and no requests: the location step works offline
 * (DOMAIN.md, property/02). 100 SVG units per degree; near the equator that is close to true shape.
 */
const { minLatitude, maxLatitude, minLongitude, maxLongitude } = SRI_LANKA_BOUNDS;
const UNITS = 100;
const WIDTH = (maxLongitude - minLongitude) * UNITS;
const HEIGHT = (maxLatitude - minLatitude) * UNITS;

const x = (longitude: number) => (longitude - minLongitude) * UNITS;
const y = (latitude: number) => (maxLatitude - latitude) * UNITS;

// [latitude, longitude], clockwise from Point Pedro.
const COAST: readonly (readonly [number, number])[] = [
  [9.83, 80.24], [9.7, 80.4], [9.47, 80.58], [9.27, 80.81], [8.95, 81.0], [8.7, 81.19], [8.57, 81.24],
  [8.45, 81.33], [8.25, 81.42], [8.1, 81.45], [7.93, 81.57], [7.72, 81.7], [7.41, 81.83], [7.12, 81.86],
  [6.84, 81.84], [6.52, 81.7], [6.36, 81.52], [6.21, 81.33], [6.12, 81.12], [6.02, 80.79], [5.92, 80.59],
  [5.97, 80.42], [6.03, 80.22], [6.14, 80.1], [6.42, 79.99], [6.71, 79.9], [6.93, 79.84], [7.21, 79.83],
  [7.58, 79.79], [7.95, 79.78], [8.23, 79.7], [8.35, 79.85], [8.6, 79.92], [8.8, 79.92], [8.98, 79.9],
  [9.1, 79.72], [9.06, 79.96], [9.3, 80.08], [9.5, 80.2], [9.62, 80.05], [9.72, 79.9], [9.8, 79.98],
];
const OUTLINE = `M${COAST.map(([lat, lon]) => `${x(lon).toFixed(1)} ${y(lat).toFixed(1)}`).join('L')}Z`;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

type SriLankaMapProps = {
  latitude: number | null;
  longitude: number | null;
  /** A click on the map places the pin roughly; the typed numbers stay the precise way. */
  onPick: (point: { latitude: number; longitude: number }) => void;
};

export function SriLankaMap({ latitude, longitude, onPick }: SriLankaMapProps) {
  const { t } = useLingui();
  const pinned = isInSriLanka(latitude, longitude);
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const fx = (event.clientX - box.left) / box.width;
    const fy = (event.clientY - box.top) / box.height;
    onPick({
      latitude: round(maxLatitude - fy * (maxLatitude - minLatitude), 4),
      longitude: round(minLongitude + fx * (maxLongitude - minLongitude), 4),
    });
  };
  return (
    <figure className={styles.mapFigure}>
      <svg
        className={styles.map}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={pinned ? t`Map of Sri Lanka with your pin at ${latitude}, ${longitude}` : t`Map of Sri Lanka, no pin yet`}
        onClick={pick}
      >
        <rect className={styles.mapSea} width={WIDTH} height={HEIGHT} rx="12" />
        <path className={styles.mapLand} d={OUTLINE} />
        {pinned && longitude !== null ? (
          <g transform={`translate(${x(longitude).toFixed(1)} ${y(latitude).toFixed(1)})`} data-testid="map-pin">
            <path className={styles.mapPin} d="M0 0 C-4 -10 -12 -14 -12 -22 A12 12 0 1 1 12 -22 C12 -14 4 -10 0 0Z" />
          </g>
        ) : null}
      </svg>
      <figcaption className={styles.mapCaption}>
        {pinned ? t`Your pin (outline not to scale)` : t`Tap the map or type the coordinates to place your pin`}
      </figcaption>
    </figure>
  );
}
