import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { pickContentCoding, type ContentCoding } from './lib/accept-encoding';
import { JSON_CONTENT_TYPE, type PrecompressedJson } from './lib/precompressed-json';
import { keptCalendarAnswer } from './modules/calendar/get-property-calendar';
import { keptReferenceAnswer, REFERENCE_OPERATIONS } from './modules/reference/list-reference';
import type { ReferenceKind } from './modules/reference/load-reference-list';
import { bearerClaims } from './plugins/access-control';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;
type Operation = { operationId?: string; 'x-access'?: string; 'x-precompressed'?: boolean };
type Contract = { paths: Record<string, Record<string, Operation>> };

const CALENDAR_TEMPLATE = '/api/v1/web/properties/{propertyId}/calendar';
const CALENDAR_PREFIX = '/api/v1/web/properties/';
// Only the exact form the app itself sends (app/api, the calendar screen); any other form of the
// same request (another order, more parameters, a trailing slash) goes to the framework.
const CALENDAR_REQUEST = /^\/api\/v1\/web\/properties\/([1-9][0-9]{0,9})\/calendar\?from=([0-9]{4}-[0-9]{2}-[0-9]{2})&to=([0-9]{4}-[0-9]{2}-[0-9]{2})$/;

/**
 * Answers kept in memory, sent before the framework. A GET for a reference list or for a calendar
 * the embedded server already answered to the same caller costs a map lookup; going through
 * Fastify's lifecycle (routing, hooks, the reply object, validation) for it took a third of the
 * request, about 8 µs of 24 (see the issue 9 note). Everything else, and every miss, goes to the
 * app as before: this lane never refuses, validates or logs anything itself.
 *
 * What it sends is what the route would send: the same kept answer (the routes made it, through
 * their own serialiser and checks), the same API security headers, the same content coding rules
 * (lib/precompressed-json.ts), and a calendar only to the caller it was kept for (its key names
 * them, from the same bearer-token check as the route's). tests/api/kept-answers-lane.test.ts
 * compares the two byte for byte. With request logging on (LOG_LEVEL=debug), every request goes
 * to the app, so that each is logged.
 */
export function withKeptAnswers(app: FastifyInstance, contract: object, appHandler: RequestHandler): RequestHandler {
  const { deps } = app;
  if (['debug', 'trace'].includes(deps.config.logLevel)) return appHandler;
  const references = referenceRoutesOf(contract as Contract);
  const calendars = deps.calendarCache !== null && isPrecompressed((contract as Contract).paths[CALENDAR_TEMPLATE]?.get, 'getPropertyCalendar', 'signed-in');
  const headersOf = headerLists(app.securityHeadersFor('/api/'));

  const lookup = (request: IncomingMessage): PrecompressedJson | undefined => {
    const url = request.url!;
    const reference = references.get(url);
    if (reference !== undefined) {
      if (reference.signedIn && bearerClaims(deps.tokens, request.headers.authorization) === null) return undefined;
      return keptReferenceAnswer(deps.reference, reference.kind);
    }
    if (!calendars || !url.startsWith(CALENDAR_PREFIX)) return undefined;
    const match = CALENDAR_REQUEST.exec(url);
    if (match === null) return undefined;
    const caller = bearerClaims(deps.tokens, request.headers.authorization);
    return caller === null ? undefined : keptCalendarAnswer(deps, caller, match[1], match[2], match[3]);
  };

  return (request, response) => {
    const answer = request.method === 'GET' ? lookup(request) : undefined;
    if (answer === undefined) return appHandler(request, response);
    const coding = pickContentCoding(request.headers['accept-encoding']);
    const encoded = coding === null ? null : answer.encodedAs(coding);
    response.writeHead(200, headersOf(answer, encoded === null ? null : coding));
    response.end(encoded ?? answer.body);
  };
}

const isPrecompressed = (operation: Operation | undefined, operationId: string, access: string) =>
  operation?.operationId === operationId && operation['x-precompressed'] === true && operation['x-access'] === access;

/** Path → list, for the contract's reference lists that are public or for any signed-in user. */
function referenceRoutesOf(contract: Contract): Map<string, { kind: ReferenceKind; signedIn: boolean }> {
  const routes = new Map<string, { kind: ReferenceKind; signedIn: boolean }>();
  for (const [operationId, kind] of Object.entries(REFERENCE_OPERATIONS)) {
    const found = Object.entries(contract.paths).find(([, operations]) => operations.get?.operationId === operationId);
    if (found === undefined || found[0].includes('{')) continue;
    const [path, { get }] = found;
    if (isPrecompressed(get, operationId, 'public')) routes.set(path, { kind, signedIn: false });
    else if (isPrecompressed(get, operationId, 'signed-in')) routes.set(path, { kind, signedIn: true });
  }
  return routes;
}

/**
 * Each answer's header list per coding, made once (a flat [name, value, ...] list, which Node
 * writes without building an object per request): the API security headers, the JSON type, the
 * length, and for a compressed body its coding with Vary, as the routes send them.
 */
function headerLists(security: Record<string, string>) {
  const securityList = Object.entries(security).flat();
  const lists = new WeakMap<PrecompressedJson, Partial<Record<ContentCoding | 'identity', string[]>>>();
  return (answer: PrecompressedJson, coding: ContentCoding | null): string[] => {
    let byCoding = lists.get(answer);
    if (byCoding === undefined) lists.set(answer, (byCoding = {}));
    const key = coding ?? 'identity';
    let list = byCoding[key];
    if (list === undefined) {
      const length = coding === null ? answer.byteLength : answer.encodedAs(coding)!.length;
      const encoding = coding === null ? [] : ['content-encoding', coding, 'vary', 'Accept-Encoding'];
      list = byCoding[key] = [...securityList, 'content-type', JSON_CONTENT_TYPE, ...encoding, 'content-length', String(length)];
    }
    return list;
  };
}
