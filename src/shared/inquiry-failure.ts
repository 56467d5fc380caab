import { API_MESSAGES } from './api-messages';
import { isRecord, nonEmptyText } from './text';

// The inquiry dialog's failure toast (spec §8's "Inquiry failure" row). Its machine words the toast
// itself, so the rule lives here, beside the catalogue's texts, rather than in the API client.

/** The fields whose message the inquiry failure toast shows, in this order (spec §8). */
const INQUIRY_MESSAGE_FIELDS = ['name', 'email', 'contactNo', 'location', 'description'] as const;

/**
 * The "Inquiry failure" row: the server's message as is when it is text; when it is a message per
 * field, the first found of name, email, contactNo, location, description. A per-field message
 * naming none of those (say propertyTypeId) falls back to its first text, so the toast is never
 * empty, and then to 'Sorry! Try again later'.
 */
export function inquiryFailureMessage(message: unknown): string {
  if (!isRecord(message)) return nonEmptyText(message) ?? API_MESSAGES.tryAgainLater;
  for (const field of INQUIRY_MESSAGE_FIELDS) {
    const text = nonEmptyText(message[field]);
    if (text) return text;
  }
  return Object.values(message).map(nonEmptyText).find(Boolean) ?? API_MESSAGES.tryAgainLater;
}
