import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../src/api/client';
import { callApi, toEnvelope } from '../../../src/api/envelope';
import { BASE_URL, failure, fakeFetch, json, type Answer } from './fake-fetch';

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

describe('the error catalogue (spec §8), one row each', () => {
  it('network failure, no response: "Your connection was interrupted", status 2', async () => {
    const { client } = setup([new TypeError('fetch failed')]);
    const result = await callApi(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({
      success: false,
      status: 2,
      data: null,
      message: 'Your connection was interrupted',
    });
    expect(result).not.toHaveProperty('httpStatus');
  });

  it('an aborted call counts as interrupted too', async () => {
    const { client } = setup([new DOMException('The operation was aborted.', 'AbortError')]);
    expect(await callApi(client.GET('/api/v1/plans'))).toMatchObject({ status: 2 });
  });

  it('HTTP 401: the session-expired message, onSessionExpired called', async () => {
    const { client, hooks } = setup([json(401, failure('Token expired'))]);
    const result = await callApi(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({
      success: false,
      status: 0,
      httpStatus: 401,
      message: 'Your session expired! Please login again..',
    });
    expect(hooks.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('HTTP 403: "Unauthenticated.", onUnauthenticated called (the app clears the session)', async () => {
    const { client, hooks } = setup([json(403, failure('Forbidden'))]);
    const result = await callApi(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({ success: false, status: 0, httpStatus: 403, message: 'Unauthenticated.' });
    expect(hooks.onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(hooks.onNotFound).not.toHaveBeenCalled();
  });

  it('HTTP 403 TWO_STEP_REQUIRED (an admin without two-step verification): the server\'s sentence, no sign-out, the app goes to /profile', async () => {
    const body = { message: 'Set up two-step verification to use admin tools.', error: { error_message: 'Set up two-step verification to use admin tools.', code: 'TWO_STEP_REQUIRED' } };
    const { client, hooks } = setup([json(403, body)]);
    const result = await callApi(client.GET('/api/v1/plans'));
    expect(result).toMatchObject({ success: false, httpStatus: 403, message: 'Set up two-step verification to use admin tools.' });
    expect(hooks.onTwoStepRequired).toHaveBeenCalledTimes(1);
    expect(hooks.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('HTTP 404: "NotFound.", onNotFound called (the app goes to /not-found)', async () => {
    const { client, hooks } = setup([json(404, failure('No such unit'))]);
    const result = await callApi(
      client.DELETE('/api/v1/web/accommodation-units/{id}', { params: { path: { id: 9 } } }),
    );
    expect(result).toMatchObject({ success: false, status: 0, httpStatus: 404, message: 'NotFound.' });
    expect(hooks.onNotFound).toHaveBeenCalledTimes(1);
    expect(hooks.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('HTTP 417: "Oops! Something went wrong."', async () => {
    const { client } = setup([json(417, failure('Expectation failed'))]);
    expect(await callApi(client.GET('/api/v1/plans'))).toMatchObject({
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
      const result = await callApi(client.POST('/api/v1/web/inquiries', { body: {} as never }));
      expect(result).toEqual({
        success: false,
        status: 0,
        httpStatus: 422,
        data: body,
        message: 'Please check the form',
        fields: { email: 'Please enter a valid email address' },
        serverMessage: { email: 'Please enter a valid email address' },
      });
    });

    it('shows the error field itself when it is text', async () => {
      const { client } = setup([json(422, { message: 'x', error: 'Plan is not available' })]);
      expect(await callApi(client.GET('/api/v1/plans'))).toMatchObject({ message: 'Plan is not available' });
    });

    it('falls back to "Sorry, something went wrong" without an error field', async () => {
      const { client } = setup([json(422, { message: 'Invalid' })]);
      expect(await callApi(client.GET('/api/v1/plans'))).toMatchObject({
        message: 'Sorry, something went wrong',
      });
    });

    it('takes body.message as the field messages when error.fields is missing', async () => {
      const { client } = setup([json(422, { message: { name: 'Please enter a valid name' }, error: { error_message: 'Bad' } })]);
      expect(await callApi(client.GET('/api/v1/plans'))).toMatchObject({
        fields: { name: 'Please enter a valid name' },
      });
    });
  });

  describe('other statuses', () => {
    it.each([400, 409, 413, 429, 500, 503])('HTTP %i shows error.error_message', async (status) => {
      const { client, hooks } = setup([json(status, failure('Too many attempts, try later'))]);
      expect(await callApi(client.GET('/api/v1/plans'))).toMatchObject({
        success: false,
        status: 0,
        httpStatus: status,
        message: 'Too many attempts, try later',
      });
      expect(hooks.onSessionExpired).not.toHaveBeenCalled();
    });

    it('falls back to "Sorry, something went wrong" for a body without error_message', async () => {
      const { client } = setup([new Response('<html>Bad gateway</html>', { status: 502 })]);
      expect(await callApi(client.GET('/api/v1/plans'))).toMatchObject({
        status: 0,
        message: 'Sorry, something went wrong',
        data: '<html>Bad gateway</html>',
      });
    });
  });

  describe('2xx', () => {
    it('is success, status 1, with body.data and body.message', async () => {
      const plans = [{ id: 1, name: 'STARTER', displayName: 'Listing Only', commissionPercent: 0, payoutText: '', features: [] }];
      const { client } = setup([json(200, { data: plans, message: 'Plans' })]);
      const result = await callApi(client.GET('/api/v1/plans'));
      expect(result).toEqual({ success: true, status: 1, data: plans, message: 'Plans', httpStatus: 200 });
      if (result.success) expectTypeOf(result.data[0].displayName).toEqualTypeOf<string>();
    });

    it('gives message "" when the server sent none, and data null for 204', async () => {
      const { client } = setup([new Response(null, { status: 204 })]);
      expect(await callApi(client.POST('/api/v1/auth/logout'))).toEqual({
        success: true, status: 1, data: null, message: '', httpStatus: 204,
      });
    });

    it('is not a success when a 200 body says success: false; the toast shows the body\'s words', async () => {
      const refusal = { success: false, message: 'Plan is no longer offered', error: { error_message: 'Plan is no longer offered' } };
      const { client } = setup([json(200, refusal)]);
      const result = await callApi(client.GET('/api/v1/plans'));
      expect(result).toMatchObject({ success: false, status: 0, httpStatus: 200, message: 'Plan is no longer offered', data: refusal });
    });

    it('falls back to "Sorry! Try again later" for a 200 refusal without words', async () => {
      const { client } = setup([json(200, { success: false })]);
      expect(await callApi(client.GET('/api/v1/plans'))).toMatchObject({ success: false, status: 0, message: 'Sorry! Try again later' });
    });

    it('reports a success body that is not JSON as an error, keeping the cause', async () => {
      const { client } = setup([new Response('not json', { status: 200 })]);
      const result = await callApi(client.GET('/api/v1/plans'));
      expect(result).toMatchObject({ success: false, status: 0, message: 'Sorry, something went wrong' });
      expect(!result.success && result.cause).toBeInstanceOf(SyntaxError);
    });
  });
});

describe('callApi and toEnvelope', () => {
  it('accepts a function that starts the call', async () => {
    const { client } = setup([json(200, { data: [] })]);
    expect(await callApi(() => client.GET('/api/v1/plans'))).toMatchObject({ success: true, data: [] });
  });

  it('uses the server text for a 401 of a sessionless call such as sign-in', () => {
    const outcome = { error: failure('Wrong email or password'), response: new Response(null, { status: 401 }) };
    expect(toEnvelope(outcome, { sessionless: true }).message).toBe('Wrong email or password');
    expect(toEnvelope(outcome).message).toBe('Your session expired! Please login again..');
  });
});
