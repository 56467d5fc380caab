import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';
import { brokenConstraint, invalidBodies, invalidPathValue, malformedJson, type Schema } from './fuzz/invalid-inputs';

/**
 * Every operation of the contract gets generated invalid bodies, path parameters and query strings.
 * Each must be answered 4xx — never 5xx — in the error shape, with no stack trace in the body.
 * Requests are sent as an administrator with a valid CSRF token (t.inject adds it to unsafe
 * methods) so the access and CSRF checks let them reach validation.
 */
type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema };
type Operation = { id: string; method: string; path: string; parameters: Parameter[]; body?: Schema; statuses: number[] };

const RUNS = 25;
const STACK_TRACE = /\bat \S+ \(|\bat .+:\d+:\d+|node_modules|\.ts:\d+/;

function loadOperations(): Operation[] {
  const doc = parse(readFileSync('openapi/portal.yaml', 'utf8'));
  // Resolve local $refs everywhere (the contract has no cycles).
  const resolve = (node: any): any => {
    if (Array.isArray(node)) return node.map(resolve);
    if (!node || typeof node !== 'object') return node;
    if (node.$ref) return resolve(node.$ref.slice(2).split('/').reduce((at: any, key: string) => at[key], doc));
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolve(v)]));
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      const resolved = resolve(op);
      ops.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        parameters: resolved.parameters ?? [],
        body: resolved.requestBody?.content?.['application/json']?.schema,
        statuses: Object.keys(op.responses ?? {}).map(Number),
      });
    }
  }
  return ops;
}

function fillPath(path: string, params: Parameter[], override?: [string, string]) {
  return path.replace(/\{(\w+)\}/g, (_, name) => {
    if (override && override[0] === name) return encodeURIComponent(override[1]);
    return params.find((p) => p.name === name)?.schema.type === 'integer' ? '1' : 'x';
  });
}

/** A plausible value for a query parameter, so that one broken parameter is the only problem. */
function plausible(schema: Schema): string {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.pattern === '^[0-9]{6}$') return '123456';
  return 'kamal@example.lk'.padEnd(schema.minLength ?? 0, 'x');
}

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(() => t?.close());

async function send(method: string, url: string, payload?: string) {
  const response = await t.inject({
    method: method as 'GET',
    url,
    headers: { ...t.authFor(admin), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
  return response;
}

function expectRefused(response: Awaited<ReturnType<typeof send>>, what: string) {
  expect(response.statusCode, `${what} → ${response.statusCode} ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
  expect(response.body).not.toMatch(STACK_TRACE);
  const body = response.json();
  expect(typeof body.error?.error_message, what).toBe('string');
  expect(body).not.toHaveProperty('stack');
}

describe('fuzzing every operation with invalid input', () => {
  for (const op of loadOperations()) {
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const url = (query = '') => fillPath(op.path, pathParams) + query;

    if (op.body) {
      it(`${op.id}: refuses generated invalid bodies`, async () => {
        await fc.assert(
          fc.asyncProperty(invalidBodies(op.body!), async ({ why, body }) => {
            expectRefused(await send(op.method, url(validQuery(queryParams)), JSON.stringify(body)), `${op.id} body ${why}`);
          }),
          { numRuns: RUNS * 2 },
        );
      });

      it(`${op.id}: refuses malformed JSON`, async () => {
        await fc.assert(
          fc.asyncProperty(malformedJson, async (text) => {
            expectRefused(await send(op.method, url(validQuery(queryParams)), text), `${op.id} malformed ${JSON.stringify(text)}`);
          }),
          { numRuns: 8 },
        );
      });
    }

    for (const param of pathParams) {
      it(`${op.id}: refuses an invalid path parameter ${param.name}`, async () => {
        await fc.assert(
          fc.asyncProperty(invalidPathValue(param.schema), async (value) => {
            const response = await send(op.method, fillPath(op.path, pathParams, [param.name, value]), op.body ? '{}' : undefined);
            expectRefused(response, `${op.id} ${param.name}=${JSON.stringify(value)}`);
          }),
          { numRuns: RUNS },
        );
      });
    }

    for (const param of queryParams) {
      if (param.required) {
        it(`${op.id}: refuses a request without the query parameter ${param.name}`, async () => {
          const others = queryParams.filter((p) => p !== param);
          expectRefused(await send(op.method, url(validQuery(others)), op.body ? '{}' : undefined), `${op.id} without ${param.name}`);
        });
      }
      const broken = brokenConstraint(param.schema);
      if (broken) {
        it(`${op.id}: refuses an invalid query parameter ${param.name}`, async () => {
          await fc.assert(
            fc.asyncProperty(broken, async (value) => {
              const query = validQuery(queryParams, [param.name, String(value)]);
              expectRefused(await send(op.method, url(query)), `${op.id} ${param.name}=${JSON.stringify(value)}`);
            }),
            { numRuns: RUNS },
          );
        });
      }
    }

    // Unknown query parameters are ignored, so the request may well succeed: it must get an answer
    // the contract declares for the operation, and never a 500.
    it(`${op.id}: answers stray query strings as the contract declares, never 500`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }), async (extra) => {
          const query = new URLSearchParams(extra).toString();
          const base = validQuery(queryParams);
          const response = await send(op.method, url(base ? `${base}&${query}` : `?${query}`), op.body ? '{}' : undefined);
          expect(op.statuses, `${op.id} answered ${response.statusCode}`).toContain(response.statusCode);
          expect(response.statusCode).not.toBe(500);
          expect(response.body).not.toMatch(STACK_TRACE);
        }),
        { numRuns: 10 },
      );
    });
  }
});

function validQuery(params: Parameter[], override?: [string, string]) {
  const entries = params
    .filter((p) => p.required || (override && p.name === override[0]))
    .map((p) => [p.name, override && p.name === override[0] ? override[1] : plausible(p.schema)]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}
