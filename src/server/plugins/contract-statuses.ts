import type { FastifyReply, FastifyRequest } from 'fastify';

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;
type ContractDocument = { paths?: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> } | undefined>> };

/**
 * The status of each operation's success answer, as its contract documents it: its 2xx response,
 * or the first of them when it has several (a sign-in's 200; the 202 of a sign-in that needs its
 * second step is the domain's to choose, as a 304 is an export link's).
 */
export function successStatuses(contract: object): Map<string, number> {
  const statuses = new Map<string, number>();
  for (const item of Object.values((contract as ContractDocument).paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!operation?.operationId) continue;
      const success = Object.keys(operation.responses ?? {})
        .map(Number)
        .filter((status) => status >= 200 && status < 300)
        .sort((a, b) => a - b);
      if (success.length > 0) statuses.set(operation.operationId, success[0]!);
    }
  }
  return statuses;
}

/**
 * The handlers with each one's success status set from the contract before it runs, so no handler
 * sets a 201 by hand. A handler may still choose another status (reply.code) and an error answers
 * its own; one whose contract says 200 is left as it is, Fastify's default. A synchronous handler
 * stays synchronous.
 */
export function withContractStatuses<H extends Record<string, unknown>>(handlers: H, contract: object): H {
  const statuses = successStatuses(contract);
  const wrapped: Record<string, unknown> = { ...handlers };
  for (const [operationId, status] of statuses) {
    const handler = handlers[operationId] as AnyHandler | undefined;
    if (!handler || status === 200) continue;
    wrapped[operationId] = (request: FastifyRequest, reply: FastifyReply) => {
      reply.code(status);
      return handler(request, reply);
    };
  }
  return wrapped as H;
}
