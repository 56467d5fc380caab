import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyValidationResult } from 'fastify/types/schema';

/**
 * Fastify compiles every route's validators and response serialisers before it answers anything.
 * For this contract (over a hundred operations, most with several responses) that was about 1.2 s
 * of every start (fast-json-stringify 0.8 s, Ajv 0.4 s), while a process usually serves a handful
 * of routes in its first minute. These wrappers compile each one at its first use instead, with the
 * same compiler and options, so what is accepted and sent is the same; the first request of each
 * route pays its few milliseconds. The API suites (fuzz, authorization matrix) call every route,
 * so a schema that does not compile still fails the tests.
 */

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/** For Fastify's `schemaController.compilersFactory.buildSerializer`. */
export function lazySerializerFactory(): SerializerFactory {
  const buildSerializer = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = buildSerializer(externalSchemas, options);
    return (route) => {
      let serialize: Serializer | undefined;
      return (data: unknown) => (serialize ??= compile(route))(data);
    };
  };
}

/** A validator compiled at its first call (Fastify reads `errors` off it after a refusal). */
export function lazyValidator(compile: () => FastifyValidationResult): FastifyValidationResult {
  let validate: FastifyValidationResult | undefined;
  const lazy = ((data: unknown) => {
    validate ??= compile();
    const result = validate(data);
    lazy.errors = validate.errors;
    return result;
  }) as FastifyValidationResult;
  return lazy;
}
