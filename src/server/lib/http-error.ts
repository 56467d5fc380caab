import type { components } from '../../../openapi/schema';
import { TWO_STEP_MESSAGES } from '../../shared/two-step';

export type ErrorBody = components['schemas']['Error'];

/**
 * Stable reasons a client acts on (the contract lists them under Error.error.code). Most failures
 * need none: the status and the sentence are enough.
 */
export type ErrorCode = 'CSRF_TOKEN_INVALID' | 'CROSS_SITE_REQUEST' | 'EMAIL_NOT_VERIFIED' | 'RATE_LIMITED' | 'TWO_STEP_REQUIRED';

/** The contract's one failure shape. `fields` makes `message` an object keyed by field. */
export function errorBody(message: string, fields?: Record<string, string>, code?: ErrorCode): ErrorBody {
  const error = { error_message: message, ...(code ? { code } : {}) };
  if (fields && Object.keys(fields).length > 0) {
    return { message: fields, error: { ...error, fields } };
  }
  return { message, error };
}

/**
 * An expected failure a domain function reports; the error handler turns it into the shape above.
 * Anything else thrown is a bug and answers a generic 500.
 */
export class HttpError extends Error {
  /** For 429: sent as Retry-After (seconds). */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** 422 with a message per field; error_message is the first one (the client toasts it). */
  static unprocessable(fields: Record<string, string>, code?: ErrorCode): HttpError {
    const first = Object.values(fields)[0] ?? 'Please check the form';
    return new HttpError(422, first, fields, code);
  }
}

export const unauthenticated = () => new HttpError(401, 'Sign in to continue');
export const forbidden = () => new HttpError(403, 'You do not have permission to do this');
/** An admin whose account has no two-step verification yet: the app sends them to /profile to set it up. */
export const TWO_STEP_REQUIRED_MESSAGE = TWO_STEP_MESSAGES.required;
export const twoStepRequired = () => new HttpError(403, TWO_STEP_REQUIRED_MESSAGE, undefined, 'TWO_STEP_REQUIRED');
export const notFound = (what = 'That item') => new HttpError(404, `${what} was not found`);

/** 429 in the error shape, with Retry-After. */
export function tooManyAttempts(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  const error = new HttpError(429, `Too many attempts. Please try again in ${wait}`, undefined, 'RATE_LIMITED');
  error.retryAfterSeconds = seconds;
  return error;
}
