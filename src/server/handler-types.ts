import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../openapi/schema';

type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Param<K extends OperationId, In extends 'path' | 'query'> = operations[K]['parameters'] extends infer P
  ? P extends Record<In, infer V>
    ? V
    : unknown
  : unknown;

export type RequestBody<K extends OperationId> = operations[K] extends { requestBody: infer R }
  ? JsonContent<R>
  : operations[K] extends { requestBody?: infer R }
    ? JsonContent<R> | undefined
    : undefined;

/** The body of a 2xx answer of an operation, from the generated contract types. */
export type SuccessBody<K extends OperationId> = {
  [S in keyof operations[K]['responses']]: S extends 200 | 201 | 202 ? JsonContent<operations[K]['responses'][S]> : never;
}[keyof operations[K]['responses']];

type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: RequestBody<K>;
  Params: Param<K, 'path'>;
  Querystring: Param<K, 'query'>;
}>;

/**
 * JSON text already made by the route's serialiser from a body of type T (with the content type
 * set on the reply); the brand keeps the contract's body type checked.
 */
type Serialized<T> = string & { readonly __serializedFrom: T };

/**
 * Operations whose success is a file (no JSON body in the contract, say a CSV download) send it
 * themselves with reply.send and return the reply.
 */
type Answer<K extends OperationId> = [SuccessBody<K>] extends [never] ? FastifyReply : SuccessBody<K> | Serialized<SuccessBody<K>>;

/**
 * A route handler typed from the contract: what it may read and what it must answer. It may answer
 * synchronously: Fastify sends a plain return value at once, without the promise an async handler
 * costs (the reference lists, the hottest routes, answer from memory).
 */
type Handler<K extends OperationId> = (request: OperationRequest<K>, reply: FastifyReply) => Answer<K> | Promise<Answer<K>>;

export type Handlers = { [K in OperationId]: Handler<K> };
