// The .js suffix: the bundled server runs as plain ESM, where ajv (no exports map) needs it.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyValidationResult } from 'fastify/types/schema';
import { HttpError } from '../lib/http-error';
import { lazyValidator } from '../lib/lazy-compilers';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../lib/unstorable-text';

/**
 * Fastify's default Ajv coerces types and strips unknown properties, so `"5"` became 5 and a
 * misspelt field vanished silently. Bodies get an Ajv that does neither: the contract is the
 * contract. Path and query parameters arrive as strings, so they are coerced.
 */
function createAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    coerceTypes: coerce,
    removeAdditional: false,
    useDefaults: coerce,
    allErrors: false,
    // The contract carries annotations (description, x-…) Ajv need not understand.
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

const REQUEST_PARTS = ['params', 'query', 'body'] as const;

/**
 * Text PostgreSQL cannot store (lib/unstorable-text.ts) is refused for every route in one place,
 * before the contract's validation and any handler: a NUL in any field, query filter or path
 * parameter answers 422 instead of failing a statement (500, with the value in the log).
 */
function refuseUnstorableText(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  for (const part of REQUEST_PARTS) {
    const path = findUnstorableText(request[part]);
    if (path === null) continue;
    const field = path || part;
    return done(HttpError.unprocessable({ [field]: `${field} ${UNSTORABLE_TEXT_MESSAGE}` }));
  }
  done();
}

export default fp(
  async (app) => {
    // Callback style, not async: a promise per request shows up on small routes.
    app.addHook('preValidation', refuseUnstorableText);
    const bodyAjv = createAjv(false);
    const paramAjv = createAjv(true);
    // Compiled at first use (lib/lazy-compilers.ts): start-up does not wait for every route's.
    app.setValidatorCompiler(({ schema, httpPart }) =>
      lazyValidator(() => (httpPart === 'body' ? bodyAjv : paramAjv).compile(schema as object) as FastifyValidationResult),
    );
  },
  { name: 'strict-validation' },
);
