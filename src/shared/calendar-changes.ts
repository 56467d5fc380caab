import * as v from 'valibot';
import type { Currency } from './listing-property-schemas';
import { MAX_MIN_STAY, minStaySchema, nightlyPriceSchema } from './reservation-calendar';
import { RESERVATION_MESSAGES as M } from './reservation-messages';
import { characterLength } from './text';

/**
 * What a host types in the calendar's range panel, turned into the body of one calendar write.
 * An empty price or minimum stay means "back to the default" (null), which the API supports, so a
 * host can undo an override without remembering the listing's price.
 */
export const CALENDAR_NOTE_MAX = 200;

export type CalendarChange =
  | { action: 'price'; price: number | null }
  | { action: 'minStay'; minStay: number | null }
  | { action: 'block'; note: string | null }
  | { action: 'open' };

export type CalendarAction = CalendarChange['action'];

/** The host's text for each action, as typed (the panel keeps it as text so typing stays free). */
export type CalendarChangeInput =
  | { action: 'price'; price: string }
  | { action: 'minStay'; minStay: string }
  | { action: 'block'; note: string }
  | { action: 'open' };

export type ChangeCheck = { ok: true; change: CalendarChange } | { ok: false; message: string };

/** '85.50' → 85.5; '' → null; anything else that is not a number → NaN (refused by the schema). */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function firstIssue(result: { success: boolean; issues?: readonly { message: string }[] }): string {
  return result.issues?.[0]?.message ?? M.priceInvalid;
}

/** Checks the panel's input with the shared rules (the server checks the same body again). */
export function checkCalendarChange(input: CalendarChangeInput, currency: Currency): ChangeCheck {
  switch (input.action) {
    case 'price': {
      const result = v.safeParse(nightlyPriceSchema(currency), numberOrNull(input.price));
      return result.success ? { ok: true, change: { action: 'price', price: result.output } } : { ok: false, message: firstIssue(result) };
    }
    case 'minStay': {
      const result = v.safeParse(minStaySchema, numberOrNull(input.minStay));
      return result.success ? { ok: true, change: { action: 'minStay', minStay: result.output } } : { ok: false, message: firstIssue(result) };
    }
    case 'block': {
      const note = input.note.trim();
      if (characterLength(note) > CALENDAR_NOTE_MAX) return { ok: false, message: M.noteTooLong };
      return { ok: true, change: { action: 'block', note: note === '' ? null : note } };
    }
    case 'open':
      return { ok: true, change: { action: 'open' } };
  }
}

export { MAX_MIN_STAY };
