/**
 * The avatar upload (POST /api/v1/web/profile/avatar) through XMLHttpRequest, because fetch cannot
 * report upload progress. It sends the same bearer and CSRF headers as the API client and, on a
 * 401, asks the session for one renewal and tries once more, like the client does.
 */
import type { components } from '../../openapi/schema';
import { CSRF_HEADER, CSRF_STORAGE_KEY } from '../api/csrf-token';
import { failureMessage, thrownToEnvelope, type CallFailure } from '../api/envelope';

const AVATAR_PATH = '/api/v1/web/profile/avatar';

export type AvatarPaths = { smallPath: string; largePath: string };

export type UploadAvatarOptions = {
  file: File;
  onProgress: (percent: number) => void;
  getAccessToken: () => string | null | undefined;
  renew: () => Promise<boolean>;
  signal?: AbortSignal;
};

function sendOnce(options: UploadAvatarOptions): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', AVATAR_PATH);
    xhr.responseType = 'json';
    const token = options.getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const csrf = localStorage.getItem(CSRF_STORAGE_KEY);
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => reject(new TypeError('upload failed'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', options.file);
    xhr.send(form);
  });
}

type AvatarAnswer = { data: components['schemas']['Profile']['user']['file'] & AvatarPaths };

/** Resolves with the new paths; rejects with the envelope's failure (message ready to show). */
export async function uploadAvatar(options: UploadAvatarOptions): Promise<AvatarPaths> {
  let answer: { status: number; body: unknown };
  try {
    answer = await sendOnce(options);
    if (answer.status === 401 && (await options.renew())) {
      options.onProgress(0);
      answer = await sendOnce(options);
    }
  } catch (error) {
    throw thrownToEnvelope(error);
  }
  if (answer.status >= 200 && answer.status < 300) return (answer.body as AvatarAnswer).data;
  const failure: CallFailure = {
    success: false,
    status: 0,
    data: answer.body,
    httpStatus: answer.status,
    message: failureMessage(answer.status, answer.body),
  };
  throw failure;
}
