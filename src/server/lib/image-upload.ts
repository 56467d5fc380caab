import sharp from 'sharp';
import { HttpError } from './http-error';

// A 15 MB file can still decode to a billion pixels (a "decompression bomb"); 50 MP covers any
// phone camera.
const MAX_INPUT_PIXELS = 50_000_000;

type ImageKind = 'jpeg' | 'png' | 'webp';

/** The type by its first bytes, never by the file name or the browser's Content-Type. */
function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const notAnImage = () => new HttpError(415, 'Please upload a JPEG, PNG or WebP image');

/**
 * Square WebP renditions of an uploaded photo. Re-encoding from decoded pixels drops everything
 * else the file carried (EXIF with GPS position, ICC, XMP, trailing data, polyglot payloads);
 * rotate() first applies the EXIF orientation, which would otherwise be lost with the metadata.
 */
export async function renderSquareWebp(bytes: Buffer, sizes: number[]): Promise<Map<number, Buffer>> {
  return readAsImage(bytes, async () => {
    const out = new Map<number, Buffer>();
    for (const size of sizes) {
      const rendered = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(size, size, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
      out.set(size, rendered);
    }
    return out;
  });
}

export interface WebpRendition {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * WebP renditions at most `width` px wide (never enlarged), keeping the photo's proportions; same
 * metadata stripping as above. The image is decoded once and each size is cut from that.
 */
export async function renderWideWebp(
  bytes: Buffer,
  widths: number[],
  accept?: (size: { width: number; height: number }) => void,
): Promise<Map<number, WebpRendition>> {
  return readAsImage(bytes, async () => {
    const oriented = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const out = new Map<number, WebpRendition>();
    for (const width of widths) {
      const { data, info } = await oriented
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      out.set(width, { bytes: data, width: info.width, height: info.height });
    }
    return out;
  }, accept);
}

/**
 * Runs a rendering after the magic-byte check, turning sharp's failures into 413/415. `accept`
 * sees the decoded size first and may refuse it (by throwing an HttpError) before any rendering.
 */
async function readAsImage<T>(
  bytes: Buffer,
  render: () => Promise<T>,
  accept?: (size: { width: number; height: number }) => void,
): Promise<T> {
  if (!sniffImageKind(bytes)) throw notAnImage();
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw notAnImage();
    accept?.({ width: meta.width, height: meta.height });
    return await render();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (/pixel limit/i.test(String((error as Error).message))) {
      throw new HttpError(413, 'This image has too many pixels. Please upload a photo of at most 50 megapixels');
    }
    throw new HttpError(415, 'This file could not be read as an image. Please upload a JPEG, PNG or WebP image');
  }
}
