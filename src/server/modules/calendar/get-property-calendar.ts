import type { FastifyReply } from 'fastify';
import type { Serialized } from '../../handler-types';
import type { AccessClaims } from '../../lib/access-tokens';
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
export type CalendarAnswer = Envelope | Serialized<Envelope>;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The route's answer. On the embedded database (a calendar cache in deps) it is the JSON text (bytes) of
 * `{ data }` made once by the route's own serialiser (fast-json-stringify from the contract: the
 * same text, and the same fields dropped, as when Fastify serialises the object) and kept until
 * anything a calendar shows changes (calendar-cache.ts): a hit is a map lookup, answered without a
 * promise, a statement, building nights or serialising them again. On PostgreSQL: read anew.
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
  if (!cache) return getPropertyCalendar(options).then((data) => ({ data }));
  const today = todayOf(deps.clock);
  const key = `${caller.role === 'ADMIN' ? 'admin' : `host ${caller.id}`}|${propertyId}|${from}|${to}|${today}`;
  const kept = cache.peek(key);
  if (kept !== undefined) return sendJson(reply, kept);
  return cache
    .read(key, async () => {
      assertRange(from, to);
      const data = await buildCalendar(deps.db, caller, propertyId, from, to, today);
      // The 200 application/json serialiser Fastify would use; it throws if the contract had none.
      // Kept as UTF-8 bytes: a string would be measured (Content-Length) and encoded on every send.
      return Buffer.from(reply.serializeInput({ data }, '200', 'application/json') as string);
    })
    .then((json) => sendJson(reply, json));
}

function sendJson(reply: FastifyReply, json: Buffer): Serialized<Envelope> {
  // With a JSON content type set, Fastify sends the bytes as they are (no second serialisation).
  // (Serialized is typed as the JSON text; these are that text's UTF-8 bytes.)
  reply.header('content-type', JSON_TYPE);
  return json as unknown as Serialized<Envelope>;
}

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
