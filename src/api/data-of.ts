import { thrownFailure } from './call-failure';

/** The type of `data` inside the success body of an openapi-fetch call (null for a 204). */
export type SuccessDataOf<R> = R extends { data: infer Body }
  ? Body extends { data: infer Data }
    ? Data
    : Body extends undefined
      ? null
      : never
  : never;

/**
 * The call's answer, or a CallFailure. The middleware throws for every answer that failed; what
 * can still escape it (a replayed call that found no network) is turned into one here.
 */
export async function answerOf<R>(call: Promise<R>): Promise<R> {
  try {
    return await call;
  } catch (error) {
    throw thrownFailure(error);
  }
}

/** The body's `data` of a successful call: `await dataOf(api().GET('/api/v1/plans'))`. */
export async function dataOf<R extends { data?: unknown }>(call: Promise<R>): Promise<SuccessDataOf<R>> {
  const { data: body } = await answerOf(call);
  return (typeof body === 'object' && body !== null && 'data' in body ? body.data : null) as SuccessDataOf<R>;
}
