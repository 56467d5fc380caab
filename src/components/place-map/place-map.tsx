import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { MapSettings, Point } from '../../../machines/place-map.machine';
import styles from './place-map.module.css';

export type PlaceMapProps = {
  /** Settings with tiles (the caller shows no map, or the outline, when tileUrl is null). */
  settings: MapSettings;
  latitude: number | null;
  longitude: number | null;
  /** Given: the pin is dragged or placed by a click. Left out: a read-only map. */
  onMove?: (point: Point) => void;
  /** What the map region is called for screen readers. */
  label: string;
};

// Leaflet (JS and CSS) is fetched only when a map is drawn: the location step and /view/{id}.
const LeafletMap = lazy(() => import('./leaflet-map'));

/** If the map's code cannot be fetched (offline), `fallback` stands in: the typed numbers still work. */
class MapFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function PlaceMap({ fallback = null, ...props }: PlaceMapProps & { fallback?: ReactNode }) {
  return (
    <MapFailure fallback={fallback}>
      <Suspense fallback={<div className={`${styles.map} ${styles.loading}`} aria-hidden="true" />}>
        <LeafletMap {...props} />
      </Suspense>
    </MapFailure>
  );
}
