// The .js suffix: the bundled server runs as plain ESM, where ajv (no exports map) needs it.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fp from 'fastify-plugin';
import type { FastifyValidationResult } from 'fastify/types/schema';
import { lazyValidator } from '../lib/lazy-compilers';

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

export default fp(
  async (app) => {
    const bodyAjv = createAjv(false);
    const paramAjv = createAjv(true);
    // Compiled at first use (lib/lazy-compilers.ts): start-up does not wait for every route's.
    app.setValidatorCompiler(({ schema, httpPart }) =>
      lazyValidator(() => (httpPart === 'body' ? bodyAjv : paramAjv).compile(schema as object) as FastifyValidationResult),
    );
  },
  { name: 'strict-validation' },
);
