import { SRI_LANKA_BOUNDS } from './listing-districts';

/**
 * Both coordinates set and inside the location step's bounds. Its own module: listing-districts
 * is part of the landing page's first load, and only the map screens need this.
 */
export function isInSriLanka(latitude: number | null, longitude: number | null): latitude is number {
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = SRI_LANKA_BOUNDS;
  return latitude !== null && longitude !== null && latitude >= minLatitude && latitude <= maxLatitude && longitude >= minLongitude && longitude <= maxLongitude;
}
