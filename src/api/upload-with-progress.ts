/**
 * The one upload that reports its progress (avatars and listing photos). fetch cannot say how much
 * of a body has gone out, so this goes through XMLHttpRequest; everything else matches the API
 * client: the same session headers, one renewal and replay on a 401, one CSRF refetch and replay
 * on a refused token, and the same CallFailure when it fails.
 */
import { answeredFailure, thrownFailure } from './call-failure';
import { isRefusal } from './error-catalogue';

/** What an upload needs from the session; session-api.ts supplies it. */
export interface UploadSession {
  /** The bearer token and CSRF header the client's middleware would add. */
  headers: () => Promise<Record<string, string>>;
  /** The session's one renewal; true when the upload may be sent again. */
  renew: () => Promise<boolean>;
  /** A 403 about the CSRF token: refetch it, as the client does. */
  refreshCsrf: () => Promise<void>;
  /** A 401 that renewal could not cure. */
  expired: () => void;
}

export interface UploadOptions {
  /** A contract path, e.g. /api/v1/web/profile/avatar. */
  path: string;
  form: FormData;
  session: UploadSession;
  /** Bytes sent so far and the body's size (0 when the browser does not know it). */
  onProgress: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

type Answer = { status: number; body: unknown };

function parsedBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function sendOnce({ path, form, onProgress, signal }: UploadOptions, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [header, value] of Object.entries(headers)) xhr.setRequestHeader(header, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => resolve({ status: xhr.status, body: parsedBody(xhr.responseText) });
    // No answer at all: the same "connection was interrupted" row fetch's TypeError gets.
    xhr.onerror = () => reject(new TypeError('The upload was interrupted'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

const isCsrfRefusal = ({ status, body }: Answer) => status === 403 && /csrf/i.test(JSON.stringify(body));

async function sendWithSession(options: UploadOptions): Promise<Answer> {
  const { session } = options;
  const answer = await sendOnce(options, await session.headers());
  if (answer.status === 401) {
    if (!(await session.renew())) {
      session.expired();
      return answer;
    }
    options.onProgress(0, 0);
    const retried = await sendOnce(options, await session.headers());
    if (retried.status === 401) session.expired();
    return retried;
  }
  if (isCsrfRefusal(answer)) {
    await session.refreshCsrf();
    options.onProgress(0, 0);
    return sendOnce(options, await session.headers());
  }
  return answer;
}

/** Resolves with the body's `data`, or throws a CallFailure. */
export async function uploadWithProgress(options: UploadOptions): Promise<unknown> {
  let answer: Answer;
  try {
    answer = await sendWithSession(options);
  } catch (error) {
    throw thrownFailure(error);
  }
  const { status, body } = answer;
  if (status < 200 || status >= 300 || isRefusal(body)) throw answeredFailure(status, body);
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
}
