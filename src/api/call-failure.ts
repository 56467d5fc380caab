import { failureMessage, fieldsOf, genericErrorMessage, isRefusal, serverMessageOf, type CatalogueOptions } from './error-catalogue';
import { API_MESSAGES } from '../shared/api-messages';

/** `message` of a failure body: one text, or a text per field. */
export type ServerMessage = string | Record<string, string>;

interface CallFailureDetails {
  /** Spec §3: 0 error, 2 info (the connection was interrupted). */
  status: 0 | 2;
  /** The catalogue's text (spec §8): what the toast shows. */
  message: string;
  httpStatus?: number;
  body?: unknown;
  fields?: Record<string, string>;
  serverMessage?: ServerMessage;
  cause?: unknown;
}

/**
 * The one thing a failed call throws: an HTTP failure, a 2xx refusal (`success: false`), no answer
 * at all, or an answer that could not be read. Machines take it in `onError` and show `message`.
 */
export class CallFailure extends Error {
  readonly status: 0 | 2;
  /** Absent when no response arrived. */
  declare readonly httpStatus?: number;
  /** The parsed failure body as the server sent it (null when there was none). */
  readonly body: unknown;
  /** Field-level messages: body.error.fields, else body.message when it is per field. */
  declare readonly fields?: Record<string, string>;
  /** body.message as sent, for inquiryFailureMessage(). */
  declare readonly serverMessage?: ServerMessage;

  constructor({ status, message, httpStatus, body = null, fields, serverMessage, cause }: CallFailureDetails) {
    // What was thrown, when the call threw instead of answering, stays in `cause` so nothing is lost.
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'CallFailure';
    this.status = status;
    this.body = body;
    if (httpStatus !== undefined) this.httpStatus = httpStatus;
    if (fields) this.fields = fields;
    if (serverMessage !== undefined) this.serverMessage = serverMessage;
  }
}

/** The failure for an answer that arrived: a non-2xx status, or a 2xx whose body refuses. */
export function answeredFailure(httpStatus: number, body: unknown, options: CatalogueOptions = {}): CallFailure {
  const refused = httpStatus >= 200 && httpStatus < 300 && isRefusal(body);
  return new CallFailure({
    status: 0,
    message: refused ? genericErrorMessage(body) : failureMessage(httpStatus, body, options),
    httpStatus,
    body,
    fields: fieldsOf(body),
    serverMessage: serverMessageOf(body),
  });
}

/**
 * The failure for a call that threw. fetch (and XMLHttpRequest here) rejects with a TypeError, or
 * an abort DOMException, when no response arrived: the "connection was interrupted" row, status 2.
 * Anything else (a success body that is not JSON, a bug in a middleware) gets the generic text.
 */
export function thrownFailure(error: unknown): CallFailure {
  if (error instanceof CallFailure) return error;
  const interrupted = error instanceof TypeError || (typeof DOMException !== 'undefined' && error instanceof DOMException);
  return interrupted
    ? new CallFailure({ status: 2, message: API_MESSAGES.connectionInterrupted, cause: error })
    : new CallFailure({ status: 0, message: API_MESSAGES.somethingWentWrong, cause: error });
}
