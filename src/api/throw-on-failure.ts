import type { Middleware } from 'openapi-fetch';
import { answeredFailure, thrownFailure } from './call-failure';
import { isRefusal } from './error-catalogue';
import { SESSIONLESS_PATHS } from './session-middleware';

/** A failure body as openapi-fetch would hand it over: JSON when it parses, the text otherwise. */
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isJson = (response: Response) => /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');

/**
 * openapi-fetch's "throwing" middleware recipe: a call resolves only with a success and throws a
 * CallFailure otherwise. Registered first, so its onResponse runs last, after the session
 * middleware has renewed and replayed a 401 and reported a 403 or 404 to the app.
 */
export const throwOnFailure: Middleware = {
  async onResponse({ response, schemaPath }) {
    if (!response.ok) {
      const body = parsedOrText(await response.text());
      throw answeredFailure(response.status, body, { sessionless: SESSIONLESS_PATHS.includes(schemaPath) });
    }
    if (!isJson(response)) return undefined;
    // A 2xx whose body says `success: false` is a failure too, so the body is read here once and
    // handed on as a fresh Response for openapi-fetch to parse.
    const text = await response.text();
    if (text !== '') {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (error) {
        throw thrownFailure(error);
      }
      if (isRefusal(body)) throw answeredFailure(response.status, body);
    }
    return new Response(text === '' ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers });
  },

  onError({ error }) {
    return thrownFailure(error);
  },
};
