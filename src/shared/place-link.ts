/// <reference path="./open-location-code.d.ts" />
import { OpenLocationCode } from 'open-location-code';

/**
 * Reads a place a host pastes on the location step (property/02): a Google Maps link, a geo: URI,
 * a plus code, or coordinates as decimals or degrees-minutes-seconds. Pure and offline: a short
 * maps.app.goo.gl link only redirects, so it cannot be read without asking Google, and says so.
 * Whether the point is in Sri Lanka is the caller's rule (the step's own messages).
 */
export type PlaceLinkReading =
  | { kind: 'point'; latitude: number; longitude: number }
  /** maps.app.goo.gl / goo.gl/maps: only Google knows where it leads. */
  | { kind: 'short-link' }
  /** A short plus code ("7JRM+6F") with no town after it and no pin to read it near. */
  | { kind: 'needs-town' }
  | { kind: 'unreadable' };

type Point = { latitude: number; longitude: number };

/**
 * District towns' centres (to 0.01°), for short plus codes written with their town, "7JRM+6F Kandy".
 * A code with four characters left off is read within half a degree of its reference, so a town
 * centre is close enough; the list is Sri Lanka's 25 district capitals.
 */
const TOWN_CENTRES: Readonly<Record<string, Point>> = {
  colombo: { latitude: 6.93, longitude: 79.85 },
  gampaha: { latitude: 7.09, longitude: 80.0 },
  kalutara: { latitude: 6.58, longitude: 79.96 },
  kandy: { latitude: 7.29, longitude: 80.63 },
  matale: { latitude: 7.47, longitude: 80.62 },
  'nuwara eliya': { latitude: 6.97, longitude: 80.77 },
  galle: { latitude: 6.03, longitude: 80.22 },
  matara: { latitude: 5.95, longitude: 80.54 },
  hambantota: { latitude: 6.12, longitude: 81.12 },
  jaffna: { latitude: 9.66, longitude: 80.02 },
  kilinochchi: { latitude: 9.39, longitude: 80.4 },
  mannar: { latitude: 8.98, longitude: 79.9 },
  vavuniya: { latitude: 8.75, longitude: 80.5 },
  mullaitivu: { latitude: 9.27, longitude: 80.81 },
  batticaloa: { latitude: 7.71, longitude: 81.69 },
  ampara: { latitude: 7.3, longitude: 81.67 },
  trincomalee: { latitude: 8.57, longitude: 81.23 },
  kurunegala: { latitude: 7.49, longitude: 80.36 },
  puttalam: { latitude: 8.04, longitude: 79.83 },
  anuradhapura: { latitude: 8.31, longitude: 80.4 },
  polonnaruwa: { latitude: 7.94, longitude: 81.0 },
  badulla: { latitude: 6.99, longitude: 81.06 },
  monaragala: { latitude: 6.87, longitude: 81.35 },
  moneragala: { latitude: 6.87, longitude: 81.35 },
  ratnapura: { latitude: 6.68, longitude: 80.4 },
  kegalle: { latitude: 7.25, longitude: 80.35 },
};

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^(${NUMBER})\s*[,;\s]\s*(${NUMBER})$`);
/** Google's data blob: !3d<lat>!4d<lng> is the place's own pin; !2d<lng>!3d<lat> an embed's centre. */
const PLACE_PIN = new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`);
const EMBED_CENTRE = new RegExp(String.raw`!2d(${NUMBER})!3d(${NUMBER})`);
/** "/@6.0329,80.2168,17z": the map's centre when the link was copied. */
const AT_CENTRE = new RegExp(String.raw`@(${NUMBER}),(${NUMBER})(?:,|$|/|\?)`);
const QUERY_KEYS = ['q', 'query', 'll', 'destination', 'daddr', 'center', 'sll'];
/** A plus code, then (after spaces or a comma) what names the town; the separators are all taken before the town starts, so no input backtracks. */
const PLUS_CODE = /^([23456789CFGHJMPQRVWX]{2,8}\+[23456789CFGHJMPQRVWX]{0,7})(?:[\s,]+([^\s,].*))?$/i;

const olc = new OpenLocationCode();

/** "6.03,80.21(Palm Shade)" → "6.03,80.21": from the first '(' on, when the text ends with ')'. */
function withoutLabel(q: string): string {
  const open = q.indexOf('(');
  return open >= 0 && q.endsWith(')') ? q.slice(0, open) : q;
}

function point(latitude: number, longitude: number): PlaceLinkReading {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { kind: 'unreadable' };
  return { kind: 'point', latitude: round6(latitude), longitude: round6(longitude) };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function pairOf(text: string): PlaceLinkReading | null {
  const match = PAIR.exec(text.trim());
  return match ? point(Number(match[1]), Number(match[2])) : null;
}

/** 6°01'58.4"N 80°13'00.5"E, 06.9836 N 79.9097 E, 7°N 80°E: numbers with hemisphere letters. */
function hemispheresOf(text: string): PlaceLinkReading | null {
  const part = String.raw`(\d{1,3}(?:\.\d+)?)\s*°?\s*(?:(\d{1,2}(?:\.\d+)?)\s*['′’]\s*)?(?:(\d{1,2}(?:\.\d+)?)\s*(?:["″”]|'')\s*)?([NSEW])`;
  const match = new RegExp(String.raw`^${part}[\s,]*${part}$`, 'i').exec(text.trim());
  if (!match) return null;
  const value = (degrees?: string, minutes?: string, seconds?: string) => Number(degrees) + Number(minutes ?? 0) / 60 + Number(seconds ?? 0) / 3600;
  const first = { value: value(match[1], match[2], match[3]), hemisphere: match[4]!.toUpperCase() };
  const second = { value: value(match[5], match[6], match[7]), hemisphere: match[8]!.toUpperCase() };
  const isLatitude = (h: string) => h === 'N' || h === 'S';
  if (isLatitude(first.hemisphere) === isLatitude(second.hemisphere)) return { kind: 'unreadable' };
  const [lat, lng] = isLatitude(first.hemisphere) ? [first, second] : [second, first];
  return point(lat.hemisphere === 'S' ? -lat.value : lat.value, lng.hemisphere === 'W' ? -lng.value : lng.value);
}

function plusCodeOf(text: string, near: Point | null): PlaceLinkReading | null {
  const match = PLUS_CODE.exec(text.trim());
  if (!match) return null;
  const code = match[1]!.toUpperCase();
  if (!olc.isValid(code)) return { kind: 'unreadable' };
  let full = code;
  if (olc.isShort(code)) {
    // "7JRM+6F Kandy, Sri Lanka": the first words of the rest name the town.
    const town = (match[2] ?? '').toLowerCase().split(',')[0]!.trim();
    const reference = TOWN_CENTRES[town] ?? (town === '' ? near : null);
    if (!reference) return { kind: 'needs-town' };
    full = olc.recoverNearest(code, reference.latitude, reference.longitude);
  } else if (!olc.isFull(code)) {
    return { kind: 'unreadable' };
  }
  const area = olc.decode(full);
  return point(area.latitudeCenter, area.longitudeCenter);
}

function urlOf(text: string): PlaceLinkReading | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol === 'geo:') {
    // RFC 5870 "geo:13.4125,103.8667;u=35"; Android's "geo:0,0?q=6.03,80.21(label)" names the pin in q.
    const q = url.searchParams.get('q');
    const fromQuery = q ? pairOf(withoutLabel(q)) : null;
    if (fromQuery?.kind === 'point') return fromQuery;
    const [latitude, longitude] = decodeURIComponent(url.pathname).split(';')[0]!.split(',');
    return pairOf(`${latitude},${longitude}`) ?? { kind: 'unreadable' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (host === 'maps.app.goo.gl' || (host === 'goo.gl' && url.pathname.startsWith('/maps'))) return { kind: 'short-link' };
  const whole = decodeURIComponent(url.pathname + url.search + url.hash);
  const pin = PLACE_PIN.exec(whole);
  if (pin) return point(Number(pin[1]), Number(pin[2]));
  for (const key of QUERY_KEYS) {
    const value = url.searchParams.get(key);
    const reading = value ? (pairOf(value) ?? plusCodeOf(value, null)) : null;
    if (reading?.kind === 'point') return reading;
  }
  const centre = AT_CENTRE.exec(whole);
  if (centre) return point(Number(centre[1]), Number(centre[2]));
  const embed = EMBED_CENTRE.exec(whole);
  if (embed) return point(Number(embed[2]), Number(embed[1]));
  return { kind: 'unreadable' };
}

/** Reads a pasted place; `near` (the current pin) places a short plus code written without its town. */
export function readPlaceLink(text: string, near: Point | null = null): PlaceLinkReading {
  const trimmed = text.trim().slice(0, 4000);
  if (trimmed === '') return { kind: 'unreadable' };
  return urlOf(trimmed) ?? pairOf(trimmed) ?? hemispheresOf(trimmed) ?? plusCodeOf(trimmed, near) ?? { kind: 'unreadable' };
}
