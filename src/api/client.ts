import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../openapi/schema';
import { csrfTokenReader } from './csrf-token';
import { createSessionMiddleware, type SessionHooks } from './session-middleware';
import { throwOnFailure } from './throw-on-failure';

export type ApiClient = Client<paths>;

export interface ApiClientOptions extends SessionHooks {
  /** '' (the default) calls the same origin; every contract path already starts with /api/v1/. */
  baseUrl?: string;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Spec §7: "Bodies are sent only for POST, PUT, PATCH, DELETE." */
const METHODS_WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The Request class the client builds its requests with. openapi-fetch builds the Request before
 * any middleware runs, and a GET with a body makes `new Request` throw, so the rule is enforced
 * here: for any other method the body (and the JSON content type that came with it) is dropped.
 */
export class BodyOnlyForWritesRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (METHODS_WITH_BODY.has(method) || init?.body == null) {
      super(input, init);
      return;
    }
    const headers = new Headers(init.headers);
    headers.delete('Content-Type');
    super(input, { ...init, body: undefined, headers });
  }
}

/**
 * The typed client of openapi/portal.yaml. Paths give the types (`client.GET('/api/v1/plans')`);
 * a call resolves only when it succeeded and throws a CallFailure otherwise, and `dataOf` gives
 * the body's data. There is no request timeout (spec §7).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = '', fetch, getCsrfToken = csrfTokenReader(), ...hooks } = options;
  const client = createClient<paths>({
    baseUrl,
    Request: BodyOnlyForWritesRequest,
    ...(fetch ? { fetch } : {}),
  });
  // onResponse runs in reverse order: the session middleware renews and replays first, and
  // throwOnFailure then judges the final answer.
  client.use(throwOnFailure, createSessionMiddleware({ ...hooks, getCsrfToken }));
  return client;
}
