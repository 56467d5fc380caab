import { HttpError } from '../../lib/http-error';

export type AdminPropertySort = 'updated' | 'created' | 'name';
export type SortOrder = 'asc' | 'desc';

/**
 * Where a page of the admin listings ended: its order, and the sort key and id of its last row.
 * Opaque to the client (base64url of JSON). Timestamps travel as text with microseconds, exactly as
 * the database stores them, so no row is skipped or repeated between pages.
 */
export interface AdminPropertyCursor {
  sort: AdminPropertySort;
  order: SortOrder;
  key: string;
  id: number;
}

export function encodeAdminCursor(cursor: AdminPropertyCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, o: cursor.order, k: cursor.key, i: cursor.id })).toString('base64url');
}

const badCursor = () => new HttpError(400, 'The cursor is not valid; start again from the first page', { cursor: 'The cursor is not valid' });

// What the listing writes for a timestamp key: UTC with microseconds.
const TIMESTAMP_KEY = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/;

/** A real instant (no 31 February), so the database never sees a timestamp it would refuse. */
function isTimestampKey(text: string): boolean {
  const match = TIMESTAMP_KEY.exec(text);
  if (!match) return false;
  const date = new Date(`${text.slice(0, 23)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === text.slice(0, 19);
}

/** The cursor a client sent back, checked against the order the request asks for. */
export function decodeAdminCursor(text: string, sort: AdminPropertySort, order: SortOrder): AdminPropertyCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!value || typeof value !== 'object') throw badCursor();
  const { s, o, k, i } = value as Record<string, unknown>;
  if ((s !== 'updated' && s !== 'created' && s !== 'name') || (o !== 'asc' && o !== 'desc')) throw badCursor();
  if (typeof i !== 'number' || !Number.isInteger(i) || i < 1 || i > 2_147_483_647) throw badCursor();
  if (typeof k !== 'string' || k.length > 400 || (s !== 'name' && !isTimestampKey(k))) throw badCursor();
  // Also refuses a NUL, which PostgreSQL text cannot hold.
  if (k.includes('\u0000')) throw badCursor();
  if (s !== sort || o !== order) {
    throw new HttpError(400, 'The cursor belongs to another order; start again from the first page', { cursor: 'The cursor belongs to another order' });
  }
  return { sort: s, order: o, key: k, id: i };
}
