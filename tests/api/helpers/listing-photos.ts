import sharp from 'sharp';
import type { TestApp, TestUser } from './test-app';

/** A multipart body with one file, as the browser's photo upload sends it. */
export function multipart(bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg', field = 'photo') {
  const boundary = '----listing-photo-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The photo calls of a listing, as its host (or an admin) makes them; `app` is read at each call (tests build it in beforeAll). */
export function photoCalls(app: () => TestApp) {
  const t = { inject: (...args: Parameters<TestApp['inject']>) => app().inject(...args), authFor: (user: TestUser) => app().authFor(user) };
  return {
    upload: (user: TestUser, propertyId: number, body: ReturnType<typeof multipart>) =>
      t.inject({ method: 'POST', url: `/api/v1/web/properties/${propertyId}/photos`, headers: { ...t.authFor(user), ...body.headers }, payload: body.payload }),
    reorder: (user: TestUser, propertyId: number, body: Record<string, unknown>) =>
      t.inject({ method: 'PUT', url: `/api/v1/web/properties/${propertyId}/photos/order`, headers: t.authFor(user), payload: body }),
    setMain: (user: TestUser, propertyId: number, photoId: number, version: number) =>
      t.inject({ method: 'PUT', url: `/api/v1/web/properties/${propertyId}/photos/${photoId}/main`, headers: t.authFor(user), payload: { version } }),
    remove: (user: TestUser, propertyId: number, photoId: number, version: number) =>
      t.inject({ method: 'DELETE', url: `/api/v1/web/properties/${propertyId}/photos/${photoId}?version=${version}`, headers: t.authFor(user) }),
  };
}

/** A photo with a GPS position and a copyright note in its EXIF, as phones write them. */
export const photo = (format: 'jpeg' | 'png' | 'webp', width = 800, height = 600, shade = 90) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: shade } } })
    .withExif({ IFD0: { Copyright: 'secret-owner-note', Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 1/1 0/1' } })
    .toFormat(format)
    .toBuffer();
