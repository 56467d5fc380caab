import type { components } from '../../../openapi/schema';

export type ErrorBody = components['schemas']['Error'];

/** The contract's one failure shape. `fields` makes `message` an object keyed by field. */
export function errorBody(message: string, fields?: Record<string, string>): ErrorBody {
  if (fields && Object.keys(fields).length > 0) {
    return { message: fields, error: { error_message: message, fields } };
  }
  return { message, error: { error_message: message } };
}

/**
 * An expected failure a domain function reports; the error handler turns it into the shape above.
 * Anything else thrown is a bug and answers a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** 422 with a message per field; error_message is the first one (the client toasts it). */
  static unprocessable(fields: Record<string, string>): HttpError {
    const first = Object.values(fields)[0] ?? 'Please check the form';
    return new HttpError(422, first, fields);
  }
}

export const unauthenticated = () => new HttpError(401, 'Sign in to continue');
export const forbidden = () => new HttpError(403, 'You do not have permission to do this');
export const notFound = (what = 'That item') => new HttpError(404, `${what} was not found`);
