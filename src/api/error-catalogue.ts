/** The error catalogue of spec §8: which text a failed call shows, from its status and body. */
import { API_MESSAGES } from '../shared/api-messages';
import { isRecord, nonEmptyText } from '../shared/text';

export interface CatalogueOptions {
  /**
   * For sign-in and renewal calls a 401 means wrong credentials, not an expired session, so its
   * text comes from the server like any other status instead of 'Your session expired!...'.
   */
  sessionless?: boolean;
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

/** body.error.error_message (ARCHITECTURE.md failure body). */
function errorMessageOf(body: unknown): string | undefined {
  return isRecord(body) && isRecord(body.error) ? nonEmptyText(body.error.error_message) : undefined;
}

/** The 422 row: "the response's error field", a plain text or the object's error_message. */
function errorFieldOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  return nonEmptyText(body.error) ?? errorMessageOf(body);
}

/** The catalogue row for an HTTP failure (spec §8), by status. */
export function failureMessage(httpStatus: number, body: unknown, options: CatalogueOptions = {}): string {
  switch (httpStatus) {
    case 401:
      if (!options.sessionless) return API_MESSAGES.sessionExpired;
      break;
    case 403:
      // An admin without two-step verification is told what to do, not 'Unauthenticated.'.
      if (isRecord(body) && isRecord(body.error) && body.error.code === 'TWO_STEP_REQUIRED') return errorMessageOf(body) ?? API_MESSAGES.unauthenticated;
      return API_MESSAGES.unauthenticated;
    case 404:
      return API_MESSAGES.notFound;
    case 417:
      return API_MESSAGES.expectationFailed;
    case 422:
      return errorFieldOf(body) ?? API_MESSAGES.somethingWentWrong;
  }
  return errorMessageOf(body) ?? API_MESSAGES.somethingWentWrong;
}

/** Field-level messages: body.error.fields, else body.message when it is per field. */
export function fieldsOf(body: unknown): Record<string, string> | undefined {
  if (!isRecord(body)) return undefined;
  if (isRecord(body.error) && isTextRecord(body.error.fields)) return body.error.fields;
  return isTextRecord(body.message) ? body.message : undefined;
}

/** body.message as sent, when it is a text or a text per field (the inquiry toast reads it). */
export function serverMessageOf(body: unknown): string | Record<string, string> | undefined {
  const message = isRecord(body) ? body.message : undefined;
  return typeof message === 'string' || isTextRecord(message) ? message : undefined;
}

/** A 2xx whose body says `success: false`: a refusal dressed as an answer. */
export const isRefusal = (body: unknown): boolean => isRecord(body) && body.success === false;

/**
 * The "Generic handler" row: error_message, else message, else 'Sorry! Try again later'. Takes a
 * failure body or a CallFailure; error_message is looked for at the top and under `error`.
 */
export function genericErrorMessage(result: unknown): string {
  if (!isRecord(result)) return nonEmptyText(result) ?? API_MESSAGES.tryAgainLater;
  return (
    nonEmptyText(result.error_message) ??
    errorMessageOf(result) ??
    nonEmptyText(result.message) ??
    API_MESSAGES.tryAgainLater
  );
}
