import { expect } from 'vitest';

/** Asserts the contract's one failure shape and returns the body for further checks. */
export function expectErrorShape(response: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as {
    message: string | Record<string, string>;
    error: { error_message: string; code?: string; fields?: Record<string, string> };
  };
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  expect(typeof body.error.error_message).toBe('string');
  expect(body.error.error_message.length).toBeGreaterThan(0);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
  return body;
}
