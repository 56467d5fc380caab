import { CallFailure } from '../../../src/api/call-failure';
import { dataOf } from '../../../src/api/data-of';
/** A fetch double for the API tests: it records every real Request and answers from a script. */
export type Answer = Response | Error | ((request: Request) => Response | Promise<Response>);

export interface FakeFetch {
  fetch: (request: Request) => Promise<Response>;
  /** Every request received, in order. */
  requests: Request[];
  /** The bodies of those requests as text (reading them consumes them, as fetch does). */
  bodies: (string | null)[];
}

/** Answers the calls in order; the last answer repeats. Errors are thrown, as fetch rejects. */
export function fakeFetch(...answers: Answer[]): FakeFetch {
  const requests: Request[] = [];
  const bodies: (string | null)[] = [];
  return {
    requests,
    bodies,
    async fetch(request) {
      requests.push(request);
      // Read the body itself, as a real fetch does, so a consumed request cannot be replayed.
      bodies.push(request.body === null ? null : await request.text());
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? answer(request) : answer.clone();
    },
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The failure body of ARCHITECTURE.md. */
export function failure(errorMessage: string, extra: Record<string, unknown> = {}) {
  return { message: errorMessage, error: { error_message: errorMessage }, ...extra };
}

export const BASE_URL = 'http://portal.test';

/** What a call came to: `{ data }` when it succeeded, else the CallFailure it threw. */
export async function settle<R extends { data?: unknown }>(call: Promise<R>): Promise<{ data: unknown } | CallFailure> {
  try {
    return { data: await dataOf(call) };
  } catch (failure) {
    if (!(failure instanceof CallFailure)) throw new Error('a call threw something else than a CallFailure', { cause: failure });
    return failure;
  }
}
