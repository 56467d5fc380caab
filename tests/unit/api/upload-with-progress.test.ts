import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallFailure } from '../../../src/api/call-failure';
import { uploadWithProgress, type UploadSession } from '../../../src/api/upload-with-progress';

type Reply = { status: number; body: unknown } | 'no answer';

/** An XMLHttpRequest double: records each send and answers from a script, reporting progress first. */
function installFakeXhr(...replies: Reply[]) {
  const sent: { method: string; path: string; headers: Record<string, string>; form: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', path: '', headers: {} as Record<string, string>, form: null as unknown };
    open(method: string, path: string) {
      this.request.method = method;
      this.request.path = path;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(form: unknown) {
      sent.push({ ...this.request, form });
      const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
      queueMicrotask(() => {
        this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
        if (reply === 'no answer') return this.onerror?.();
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function fakeSession(renews = true) {
  let token = 'access-1';
  const session = {
    headers: vi.fn(async () => ({ Authorization: `Bearer ${token}`, 'X-CSRF-Token': 'csrf-1' })),
    renew: vi.fn(async () => {
      if (renews) token = 'access-2';
      return renews;
    }),
    refreshCsrf: vi.fn(async () => undefined),
    expired: vi.fn(),
  } satisfies UploadSession;
  return session;
}

const upload = (session: UploadSession, onProgress = vi.fn()) =>
  uploadWithProgress({ path: '/api/v1/web/profile/avatar', form: new FormData(), session, onProgress });

const rejection = (pending: Promise<unknown>) => pending.then(() => expect.fail('the upload resolved'), (failure: unknown) => failure as CallFailure);

afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('sends the session headers, reports progress and resolves with the body data', async () => {
    const sent = installFakeXhr({ status: 201, body: { data: { smallPath: '/s.webp' } } });
    const onProgress = vi.fn();
    expect(await upload(fakeSession(), onProgress)).toEqual({ smallPath: '/s.webp' });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/v1/web/profile/avatar', headers: { Authorization: 'Bearer access-1', 'X-CSRF-Token': 'csrf-1' } });
    expect(onProgress).toHaveBeenCalledWith(50, 100);
  });

  it('renews once on a 401 and sends again with the new token', async () => {
    const sent = installFakeXhr({ status: 401, body: { message: 'Token expired' } }, { status: 201, body: { data: 7 } });
    const session = fakeSession();
    expect(await upload(session)).toBe(7);
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(session.expired).not.toHaveBeenCalled();
  });

  it('ends the session when renewal fails, with the session-expired text', async () => {
    const sent = installFakeXhr({ status: 401, body: { message: 'Token expired' } });
    const session = fakeSession(false);
    const failure = await rejection(upload(session));
    expect(failure).toBeInstanceOf(CallFailure);
    expect(failure).toMatchObject({ status: 0, httpStatus: 401, message: 'Your session expired! Please login again..' });
    expect(session.expired).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
  });

  it('refetches a refused CSRF token and sends once more', async () => {
    const sent = installFakeXhr({ status: 403, body: { message: 'CSRF token invalid' } }, { status: 201, body: { data: 'ok' } });
    const session = fakeSession();
    expect(await upload(session)).toBe('ok');
    expect(session.refreshCsrf).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it('throws the catalogue text for a failure, with the field messages', async () => {
    installFakeXhr({ status: 422, body: { message: { file: 'Too big' }, error: { error_message: 'Please choose a smaller photo', fields: { file: 'Too big' } } } });
    expect(await rejection(upload(fakeSession()))).toMatchObject({ httpStatus: 422, message: 'Please choose a smaller photo', fields: { file: 'Too big' } });
  });

  it('throws a failure for a 2xx whose body refuses', async () => {
    installFakeXhr({ status: 200, body: { success: false, message: 'Plan is no longer offered' } });
    expect(await rejection(upload(fakeSession()))).toMatchObject({ httpStatus: 200, message: 'Plan is no longer offered' });
  });

  it('reports no answer at all as an interrupted connection, status 2', async () => {
    installFakeXhr('no answer');
    expect(await rejection(upload(fakeSession()))).toMatchObject({ status: 2, message: 'Your connection was interrupted' });
  });
});
