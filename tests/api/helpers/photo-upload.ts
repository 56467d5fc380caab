import sharp from 'sharp';

/** A one-file multipart/form-data body, as the photo step's upload sends it. */
export function multipart(bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg', field = 'photo') {
  const boundary = '----listing-photo-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A photo with a GPS position and a copyright note in its EXIF, as phones write them. */
export const photo = (format: 'jpeg' | 'png' | 'webp', width = 800, height = 600, shade = 90) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: shade } } })
    .withExif({ IFD0: { Copyright: 'secret-owner-note', Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 1/1 0/1' } })
    .toFormat(format)
    .toBuffer();
