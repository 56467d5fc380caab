import { api } from '../session/session-api';
import { dataOf } from './data-of';
import { once } from './once';

/** The listing map's tiles, credit and geocoder (GET /api/v1/map-settings), asked once a page load. */
export const getMapSettings = once(async () => dataOf(api().GET('/api/v1/map-settings')));

type Point = { latitude: number; longitude: number };
type NominatimAnswer = {
  display_name?: string;
  address?: Record<string, string | undefined>;
};

/**
 * The pin in words from a Nominatim-style reverse geocoder, asked by the browser itself (so each
 * host's requests come from their own address, and the browser sends the portal as Referer, which
 * Nominatim's usage policy asks for). The machine asks at most once a second, after the pin rests.
 */
export async function reverseGeocode(geocoderUrl: string, pin: Point, signal?: AbortSignal): Promise<string | null> {
  const url = new URL(geocoderUrl);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('lat', String(pin.latitude));
  url.searchParams.set('lon', String(pin.longitude));
  url.searchParams.set('zoom', '16');
  url.searchParams.set('accept-language', 'en');
  const answer = await fetch(url, { signal, credentials: 'omit', referrerPolicy: 'strict-origin-when-cross-origin' });
  if (!answer.ok) throw new Error(`The geocoder answered ${answer.status}`);
  return placeInWords((await answer.json()) as NominatimAnswer);
}

/** "Lighthouse Street, Galle Fort, Galle": the road, the locality and the district, as known. */
export function placeInWords(answer: NominatimAnswer): string | null {
  const a = answer.address ?? {};
  const parts = [a.road, a.suburb ?? a.village ?? a.hamlet ?? a.neighbourhood, a.town ?? a.city, a.county ?? a.state_district]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .filter((part, index, all) => all.indexOf(part) === index);
  if (parts.length > 0) return parts.join(', ');
  return answer.display_name?.trim() || null;
}
