import type { MapSettings } from '../../config';
import type { SuccessBody } from '../../handler-types';

/** The listing map's tiles, their credit and the reverse geocoder, as configured (README settings). */
export function getMapSettings(map: MapSettings): SuccessBody<'getMapSettings'> {
  return { data: { tileUrl: map.tileUrl, attribution: map.attribution, geocoderUrl: map.geocoderUrl } };
}
