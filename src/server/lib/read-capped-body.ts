import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { outboundErrors } from './outbound-fetch-error';

/** What we ask for: gzip is what most channels send; the cap below applies after decompression. */
export const ACCEPTED_ENCODINGS = 'gzip, deflate';

function decoderFor(encoding: string): Transform | null {
  switch (encoding) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      throw outboundErrors.unsupportedEncoding(encoding);
  }
}

/**
 * Reads a response body into memory, never holding more than maxBytes of it: a Content-Length over
 * the cap is refused before reading, and otherwise bytes are counted as they arrive, after
 * decompression, so a 10 KB gzip that inflates to 1 GB stops at the cap. On refusal the response is
 * destroyed, which closes the socket instead of downloading the rest.
 */
export async function readCappedBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  let decoder: Transform | null;
  try {
    decoder = decoderFor(encoding);
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw outboundErrors.tooLarge(maxBytes);
  } catch (error) {
    response.destroy();
    throw error;
  }
  // pipeline destroys both streams when either fails, so a broken gzip surfaces in the loop below.
  const source: Readable = decoder ? pipeline(response, decoder, () => {}) : response;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) throw outboundErrors.tooLarge(maxBytes);
      chunks.push(buffer);
    }
  } catch (error) {
    // Closes the socket instead of downloading the rest; the caller words the error.
    response.destroy();
    source.destroy();
    throw error;
  }
  return Buffer.concat(chunks, total);
}
