import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../src/api/client';
import { CallFailure } from '../../../src/api/call-failure';
import { dataOf } from '../../../src/api/data-of';
import { BASE_URL, failure, fakeFetch, json, settle, type Answer } from './fake-fetch';

/** A client on a scripted fetch, with every hook a spy. */
function setup(answers: Answer[], options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(...answers);
  const hooks = {
    onSessionExpired: vi.fn(),
    onUnauthenticated: vi.fn(),
    onTwoStepRequired: vi.fn(),
    onNotFound: vi.fn(),
  };
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: fake.fetch,
    getAccessToken: () => 'access-1',
    getCsrfToken: () => 'csrf-1',
    ...hooks,
    ...options,
  });
  return { client, fake, hooks };
}

describe('the error catalogue (spec §8), one row each, thrown as a CallFailure', () => {
  it('network failure, no response: "Your connection was interrupted", status 2', async () => {
    const { client } = setup([new TypeError('fetch failed')]);
    const result = await settle(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({
      status: 2,
      body: null,
      message: 'Your connection was interrupted',
    });
    expect(result).not.toHaveProperty('httpStatus');
  });

  it('an aborted call counts as interrupted too', async () => {
    const { client } = setup([new DOMException('The operation was aborted.', 'AbortError')]);
    expect(await settle(client.GET('/api/v1/plans'))).toMatchObject({ status: 2 });
  });

  it('HTTP 401: the session-expired message, onSessionExpired called', async () => {
    const { client, hooks } = setup([json(401, failure('Token expired'))]);
    const result = await settle(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({
      status: 0,
      httpStatus: 401,
      message: 'Your session expired! Please login again..',
    });
    expect(hooks.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('HTTP 403: "Unauthenticated.", onUnauthenticated called (the app clears the session)', async () => {
    const { client, hooks } = setup([json(403, failure('Forbidden'))]);
    const result = await settle(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({ status: 0, httpStatus: 403, message: 'Unauthenticated.' });
    expect(hooks.onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(hooks.onNotFound).not.toHaveBeenCalled();
  });

  it('HTTP 403 TWO_STEP_REQUIRED (an admin without two-step verification): the server\'s sentence, no sign-out, the app goes to /profile', async () => {
    const body = { message: 'Set up two-step verification to use admin tools.', error: { error_message: 'Set up two-step verification to use admin tools.', code: 'TWO_STEP_REQUIRED' } };
    const { client, hooks } = setup([json(403, body)]);
    const result = await settle(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({ httpStatus: 403, message: 'Set up two-step verification to use admin tools.' });
    expect(hooks.onTwoStepRequired).toHaveBeenCalledTimes(1);
    expect(hooks.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('HTTP 404: "NotFound.", onNotFound called (the app goes to /not-found)', async () => {
    const { client, hooks } = setup([json(404, failure('No such unit'))]);
    const result = await settle(
      client.DELETE('/api/v1/web/accommodation-units/{id}', { params: { path: { id: 9 } } }),
    );
    expect(result).toMatchObject({ status: 0, httpStatus: 404, message: 'NotFound.' });
    expect(hooks.onNotFound).toHaveBeenCalledTimes(1);
    expect(hooks.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('HTTP 417: "Oops! Something went wrong."', async () => {
    const { client } = setup([json(417, failure('Expectation failed'))]);
    expect(await settle(client.GET('/api/v1/plans'))).toMatchObject({
      status: 0,
      message: 'Oops! Something went wrong.',
    });
  });

  describe('HTTP 422', () => {
    it('shows error.error_message and keeps the per-field messages', async () => {
      const body = {
        message: { email: 'Please enter a valid email address' },
        error: { error_message: 'Please check the form', fields: { email: 'Please enter a valid email address' } },
      };
      const { client } = setup([json(422, body)]);
      const result = await settle(client.POST('/api/v1/web/inquiries', { body: {} as never }));
      expect(result).toBeInstanceOf(CallFailure);
      expect({ ...result, message: (result as CallFailure).message }).toEqual({
        name: 'CallFailure',
        status: 0,
        httpStatus: 422,
        body,
        message: 'Please check the form',
        fields: { email: 'Please enter a valid email address' },
        serverMessage: { email: 'Please enter a valid email address' },
      });
    });

    it('shows the error field itself when it is text', async () => {
      const { client } = setup([json(422, { message: 'x', error: 'Plan is not available' })]);
      expect(await settle(client.GET('/api/v1/plans'))).toMatchObject({ message: 'Plan is not available' });
    });

    it('falls back to "Sorry, something went wrong" without an error field', async () => {
      const { client } = setup([json(422, { message: 'Invalid' })]);
      expect(await settle(client.GET('/api/v1/plans'))).toMatchObject({
        message: 'Sorry, something went wrong',
      });
    });

    it('takes body.message as the field messages when error.fields is missing', async () => {
      const { client } = setup([json(422, { message: { name: 'Please enter a valid name' }, error: { error_message: 'Bad' } })]);
      expect(await settle(client.GET('/api/v1/plans'))).toMatchObject({
        fields: { name: 'Please enter a valid name' },
      });
    });
  });

  describe('other statuses', () => {
    it.each([400, 409, 413, 429, 500, 503])('HTTP %i shows error.error_message', async (status) => {
      const { client, hooks } = setup([json(status, failure('Too many attempts, try later'))]);
      expect(await settle(client.GET('/api/v1/plans'))).toMatchObject({
        status: 0,
        httpStatus: status,
        message: 'Too many attempts, try later',
      });
      expect(hooks.onSessionExpired).not.toHaveBeenCalled();
    });

    it('falls back to "Sorry, something went wrong" for a body without error_message', async () => {
      const { client } = setup([new Response('<html>Bad gateway</html>', { status: 502 })]);
      expect(await settle(client.GET('/api/v1/plans'))).toMatchObject({
        status: 0,
        message: 'Sorry, something went wrong',
        body: '<html>Bad gateway</html>',
      });
    });
  });

  describe('2xx', () => {
    it('resolves with body.data, typed by the path', async () => {
      const plans = [{ id: 1, name: 'STARTER', displayName: 'Listing Only', commissionPercent: 0, payoutText: '', features: [] }];
      const { client } = setup([json(200, { data: plans, message: 'Plans' })]);
      const result = await settle(client.GET('/api/v1/plans'));
      expect(result).toEqual({ data: plans });
      const typed = await dataOf(client.GET('/api/v1/plans'));
      expectTypeOf(typed[0].displayName).toEqualTypeOf<string>();
    });

    it('gives data null for 204', async () => {
      const { client } = setup([new Response(null, { status: 204 })]);
      expect(await settle(client.POST('/api/v1/auth/logout'))).toEqual({ data: null });
    });

    it('is not a success when a 200 body says success: false; the toast shows the body\'s words', async () => {
      const refusal = { success: false, message: 'Plan is no longer offered', error: { error_message: 'Plan is no longer offered' } };
      const { client } = setup([json(200, refusal)]);
      const result = await settle(client.GET('/api/v1/plans'));
      expect(result).toMatchObject({ status: 0, httpStatus: 200, message: 'Plan is no longer offered', body: refusal });
    });

    it('falls back to "Sorry! Try again later" for a 200 refusal without words', async () => {
      const { client } = setup([json(200, { success: false })]);
      expect(await settle(client.GET('/api/v1/plans'))).toMatchObject({ status: 0, message: 'Sorry! Try again later' });
    });

    it('reports a success body that is not JSON as an error, keeping the cause', async () => {
      const { client } = setup([new Response('not json', { status: 200 })]);
      const result = await settle(client.GET('/api/v1/plans'));
      expect(result).toMatchObject({ status: 0, message: 'Sorry, something went wrong' });
      expect((result as CallFailure).cause).toBeInstanceOf(SyntaxError);
    });
  });
});

describe('the throwing middleware', () => {
  it('uses the server text for a 401 of a sessionless call such as sign-in', async () => {
    const { client, hooks } = setup([json(401, failure('Wrong email or password'))]);
    const result = await settle(client.POST('/api/v1/web/auth/sign-in/email', { body: { email: 'a@b.lk', password: 'x' } }));
    expect(result).toMatchObject({ httpStatus: 401, message: 'Wrong email or password' });
    expect(hooks.onSessionExpired).not.toHaveBeenCalled();
  });

  it('leaves a download that is not JSON alone', async () => {
    const csv = new Response('code,guest\nA1,Nimal', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    const { client } = setup([csv]);
    const outcome = await client.GET('/api/v1/web/reservations/export', { params: { query: { format: 'csv' } }, parseAs: 'text' });
    expect(outcome.data).toBe('code,guest\nA1,Nimal');
  });

  it('a failed call rejects: callers never see an error outcome', async () => {
    const { client } = setup([json(500, failure('Database down'))]);
    await expect(client.GET('/api/v1/plans')).rejects.toBeInstanceOf(CallFailure);
  });
});
