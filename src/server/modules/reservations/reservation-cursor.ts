import { HttpError } from '../../lib/http-error';
import { isIsoDate } from '../../../shared/reservation-dates';

/** Where a page ended: the sort date and id of its last reservation, opaque to the client. */
export interface ReservationCursor {
  date: string;
  id: number;
}

export function encodeCursor(cursor: ReservationCursor): string {
  return Buffer.from(`${cursor.date}.${cursor.id}`).toString('base64url');
}

const badCursor = () => new HttpError(400, 'The cursor is not valid; start again from the first page', { cursor: 'The cursor is not valid' });

export function decodeCursor(text: string): ReservationCursor {
  const match = /^(\d{4}-\d{2}-\d{2})\.(\d{1,10})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match || !isIsoDate(match[1])) throw badCursor();
  const id = Number(match[2]);
  if (id < 1 || id > 2_147_483_647) throw badCursor();
  return { date: match[1], id };
}
