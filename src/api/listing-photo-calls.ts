/**
 * The photo step's calls (contract: api/v1/web/properties/{propertyId}/photos...). Each resolves
 * with the listing as the server now has it, or rejects with the envelope (a 409 carries httpStatus).
 */
import type { WizardListing } from '../../machines/wizard.machine';
import type { PhotoChange } from '../../machines/photo-uploads.machine';
import { api, sessionForUploads, unwrap } from '../session/session-api';
import { callApi, thrownToEnvelope, toEnvelope, type CallResult } from './envelope';

const asWizardListing = (listing: unknown): WizardListing => listing as WizardListing;

const UPLOAD_PATH = (propertyId: number) => `/api/v1/web/properties/${propertyId}/photos`;

type Sent = { status: number; body: unknown };

/** One multipart POST through XMLHttpRequest: fetch cannot report how much of a body has gone out. */
function send(propertyId: number, file: Blob, name: string, headers: Record<string, string>, onProgress: (sent: number) => void, signal: AbortSignal): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH(propertyId));
    for (const [header, value] of Object.entries(headers)) xhr.setRequestHeader(header, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    // No answer at all: the same "connection was interrupted" row fetch's TypeError gets.
    xhr.onerror = () => reject(new TypeError('The upload was interrupted'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('photo', file, name);
    xhr.send(form);
  });
}

const envelopeOf = ({ status, body }: Sent): CallResult<unknown> =>
  toEnvelope({ response: new Response(null, { status }), data: body, error: body } as never) as CallResult<unknown>;

/**
 * Uploads one photo, reporting bytes sent. The session's headers go with it as the client's
 * middleware adds them; a 401 renews the session and a refused CSRF token is refetched, each
 * followed by one retry, as for every other call.
 */
export async function uploadListingPhoto(
  { propertyId, file, name }: { propertyId: number; file: Blob; name: string },
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<WizardListing> {
  let result: CallResult<unknown>;
  try {
    let sent = await send(propertyId, file, name, await sessionForUploads.headers(), onProgress, signal);
    if (sent.status === 401) {
      if (await sessionForUploads.renew()) sent = await send(propertyId, file, name, await sessionForUploads.headers(), onProgress, signal);
      if (sent.status === 401) sessionForUploads.expired();
    } else if (sent.status === 403 && /csrf/i.test(JSON.stringify(sent.body))) {
      await sessionForUploads.refreshCsrf();
      sent = await send(propertyId, file, name, await sessionForUploads.headers(), onProgress, signal);
    }
    result = envelopeOf(sent);
  } catch (error) {
    result = thrownToEnvelope(error);
  }
  if (!result.success) throw result;
  return asWizardListing(result.data);
}

/** Reorder, choose the main photo or delete, with the listing's version. */
export async function changeListingPhotos(change: PhotoChange): Promise<WizardListing> {
  const { listing } = change;
  const version = listing.version;
  const propertyId = listing.id;
  if (change.kind === 'reorder') {
    return asWizardListing(
      await unwrap(callApi(api().PUT('/api/v1/web/properties/{propertyId}/photos/order', { params: { path: { propertyId } }, body: { version, photoIds: change.photoIds } }))),
    );
  }
  if (change.kind === 'setMain') {
    return asWizardListing(
      await unwrap(
        callApi(api().PUT('/api/v1/web/properties/{propertyId}/photos/{photoId}/main', { params: { path: { propertyId, photoId: change.photoId } }, body: { version } })),
      ),
    );
  }
  return asWizardListing(
    await unwrap(
      callApi(api().DELETE('/api/v1/web/properties/{propertyId}/photos/{photoId}', { params: { path: { propertyId, photoId: change.photoId }, query: { version } } })),
    ),
  );
}
