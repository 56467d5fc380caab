import type { FastifyReply } from 'fastify';
import type { Serialized } from '../../handler-types';
import type { AccessClaims } from '../../lib/access-tokens';
import { hasAdminReach } from '../../lib/access-policy';
import { PrecompressedJson, sendPrecompressedJson } from '../../lib/precompressed-json';
import type { AppDeps } from '../../types';
import { sriLankaToday } from '../../../rules/reservation-dates';
import { assertRange } from './calendar-access';
import { buildCalendar, type PropertyCalendar } from './calendar-view';

export interface GetPropertyCalendarOptions {
  deps: Pick<AppDeps, 'db' | 'clock'> & Partial<Pick<AppDeps, 'calendarCache'>>;
  caller: AccessClaims;
  propertyId: number;
  from: string;
  to: string;
}

/** The calendar of one of the caller's properties (admins: any) over at most 366 nights: a fresh read. */
export async function getPropertyCalendar({ deps, caller, propertyId, from, to }: GetPropertyCalendarOptions): Promise<PropertyCalendar> {
  assertRange(from, to);
  return buildCalendar(deps.db, caller, propertyId, from, to, todayOf(deps.clock));
}

type Envelope = { data: PropertyCalendar };
export type CalendarAnswer = Serialized<Envelope>;

/**
 * The route's answer: the JSON text of `{ data }` made by the route's own serialiser
 * (fast-json-stringify from the contract: the same text, and the same fields dropped, as when
 * Fastify serialises the object), sent compressed when the client accepts it
 * (lib/precompressed-json.ts; the route is out of @fastify/compress).
 *
 * On the embedded database (a calendar cache in deps) that answer, bytes and compressed forms, is
 * kept until anything a calendar shows changes (calendar-cache.ts): a hit is a map lookup, answered
 * without a promise, a statement, building nights, serialising or compressing them again. On
 * PostgreSQL: read anew, and compressed at @fastify/compress's levels.
 *
 * Who may read what: the key starts with who asks ('admin', or the host's id), and a host's entry
 * is only ever made by a read that found the property among that host's own (property_calendar's
 * owner condition); a refused read (404) throws and keeps nothing. So a host is answered from
 * memory only a calendar already answered to that same host, and any change of owner clears all.
 * The range is checked (422) before it is first read, so a key in the cache was a valid range.
 */
export function answerPropertyCalendar(options: GetPropertyCalendarOptions & { reply: FastifyReply }): CalendarAnswer | Promise<CalendarAnswer> {
  const { deps, caller, propertyId, from, to, reply } = options;
  const cache = deps.calendarCache;
  if (!cache) return getPropertyCalendar(options).then((data) => send(reply, serialized(reply, data, 'text')));
  const today = todayOf(deps.clock);
  const key = cacheKey(caller, propertyId, from, to, today);
  const kept = cache.peek(key);
  if (kept !== undefined) return send(reply, kept);
  return cache
    .read(key, async () => {
      assertRange(from, to);
      // Kept as UTF-8 bytes: a string would be measured (Content-Length) and encoded on every send.
      return serialized(reply, await buildCalendar(deps.db, caller, propertyId, from, to, today), 'bytes');
    })
    .then((answer) => send(reply, answer));
}

const cacheKey = (caller: AccessClaims, propertyId: number | string, from: string, to: string, today: string) =>
  `${hasAdminReach(caller) ? 'admin' : `host ${caller.id}`}|${propertyId}|${from}|${to}|${today}`;

function serialized(reply: FastifyReply, data: PropertyCalendar, as: 'text' | 'bytes'): PrecompressedJson {
  // The 200 application/json serialiser Fastify would use; it throws if the contract had none.
  const json = reply.serializeInput({ data }, '200', 'application/json') as string;
  return new PrecompressedJson(as === 'bytes' ? Buffer.from(json) : json, 'often-renewed');
}

// (Serialized is typed as the JSON text; these are that text, or its bytes in the negotiated coding.)
const send = (reply: FastifyReply, answer: PrecompressedJson) => sendPrecompressedJson(reply, answer) as CalendarAnswer;

// Today changes at most once a minute (time zone offsets are whole minutes): formatting a date with
// Intl on every calendar read cost more than answering one from memory.
let todayMinute = Number.NaN;
let todayText = '';
function todayOf(clock: AppDeps['clock']): string {
  const now = clock();
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== todayMinute) {
    todayText = sriLankaToday(now);
    todayMinute = minute;
  }
  return todayText;
}
