import { API_MESSAGES } from '../shared/api-messages';

interface CallSuccess<T> {
  success: true;
  status: 1;
  /** The body's `data`. */
  data: T;
  /** The body's `message`, or '' when the server sent none. */
  message: string;
  httpStatus: number;
}

/** `message` of a failure body: one text, or a text per field. */
type ServerMessage = string | Record<string, string>;

export interface CallFailure {
  success: false;
  status: 0 | 2;
  /** The parsed failure body as the server sent it (null when there was no response). */
  data: unknown;
  /** The catalogue's text for this failure (spec §8); what the toast shows. */
  message: string;
  /** Absent when no response arrived. */
  httpStatus?: number;
  /** Field-level messages: body.error.fields, else body.message when it is per field. */
  fields?: Record<string, string>;
  /** body.message as sent, for inquiryFailureMessage(). */
  serverMessage?: ServerMessage;
  /** What was thrown, when the call threw instead of answering; kept so nothing is lost. */
  cause?: unknown;
}

/** The call-result envelope of spec §3. */
export type CallResult<T> = CallSuccess<T> | CallFailure;

/** What an openapi-fetch call resolves to. */
export interface FetchOutcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The type of `data` inside the success body of an openapi-fetch outcome. */
export type SuccessDataOf<R> = R extends { data: infer Body }
  ? Body extends { data: infer Data }
    ? Data
    : Body extends undefined
      ? null
      : never
  : never;

export interface EnvelopeOptions {
  /**
   * For sign-in and renewal calls a 401 means wrong credentials, not an expired session, so its
   * text comes from the server like any other status instead of 'Your session expired!...'.
   */
  sessionless?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

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
export function failureMessage(httpStatus: number, body: unknown, options: EnvelopeOptions = {}): string {
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

function fieldsOf(body: unknown): Record<string, string> | undefined {
  if (!isRecord(body)) return undefined;
  if (isRecord(body.error) && isTextRecord(body.error.fields)) return body.error.fields;
  return isTextRecord(body.message) ? body.message : undefined;
}

/** Turns an openapi-fetch outcome (a response arrived) into the envelope. */
export function toEnvelope<R extends FetchOutcome>(
  outcome: R,
  options: EnvelopeOptions = {},
): CallResult<SuccessDataOf<R>> {
  const { response } = outcome;
  // A 2xx whose body says `success: false` is a refusal dressed as an answer: it is a failure
  // with the body's own words, never a success.
  const refusedBody = response.ok && isRecord(outcome.data) && outcome.data.success === false ? outcome.data : undefined;
  if (response.ok && !refusedBody) {
    const body = outcome.data;
    return {
      success: true,
      status: 1,
      data: (isRecord(body) && 'data' in body ? body.data : null) as SuccessDataOf<R>,
      message: (isRecord(body) && nonEmptyText(body.message)) || '',
      httpStatus: response.status,
    };
  }
  const body = refusedBody ?? outcome.error ?? null;
  const serverMessage = isRecord(body) ? body.message : undefined;
  const fields = fieldsOf(body);
  return {
    success: false,
    status: 0,
    data: body,
    message: refusedBody ? genericErrorMessage(refusedBody) : failureMessage(response.status, body, options),
    httpStatus: response.status,
    ...(fields ? { fields } : {}),
    ...(typeof serverMessage === 'string' || isTextRecord(serverMessage) ? { serverMessage } : {}),
  };
}

/**
 * The envelope for a call that threw. fetch rejects with a TypeError (or an abort DOMException)
 * when no response arrived: the "connection was interrupted" row, status 2. Anything else (a
 * success body that is not JSON, a bug in a middleware) is an error with the generic text, and the
 * thrown value is kept in `cause`.
 */
export function thrownToEnvelope(error: unknown): CallFailure {
  const interrupted =
    error instanceof TypeError ||
    (typeof DOMException !== 'undefined' && error instanceof DOMException);
  return interrupted
    ? { success: false, status: 2, data: null, message: API_MESSAGES.connectionInterrupted, cause: error }
    : { success: false, status: 0, data: null, message: API_MESSAGES.somethingWentWrong, cause: error };
}

/**
 * Runs one client call and always resolves to the envelope; it never rejects.
 * `const result = await callApi(client.GET('/api/v1/plans'))`.
 */
export async function callApi<R extends FetchOutcome>(
  call: Promise<R> | (() => Promise<R>),
  options: EnvelopeOptions = {},
): Promise<CallResult<SuccessDataOf<R>>> {
  try {
    return toEnvelope(await (typeof call === 'function' ? call() : call), options);
  } catch (error) {
    return thrownToEnvelope(error);
  }
}

/**
 * The "Generic handler" row: error_message, else message, else 'Sorry! Try again later'. Takes a
 * failure body or an envelope; error_message is looked for at the top and under `error`.
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
