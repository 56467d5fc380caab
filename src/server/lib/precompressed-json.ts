import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { pickContentCoding, type ContentCoding } from './accept-encoding';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * How hard to compress. 'kept': the answer is sent many times (reference lists), so the smallest
 * encoding is worth milliseconds once. 'often-renewed': the answer is kept only until the next write
 * (calendars), so @fastify/compress's own levels (brotli 4, gzip 6): a fraction of a millisecond.
 */
export type CompressionEffort = 'kept' | 'often-renewed';

const BROTLI_QUALITY: Record<CompressionEffort, number> = { kept: constants.BROTLI_MAX_QUALITY, 'often-renewed': 4 };
const GZIP_LEVEL: Record<CompressionEffort, number> = { kept: constants.Z_BEST_COMPRESSION, 'often-renewed': 6 };

/**
 * A JSON answer that is sent as it is (already serialised), with its br and gzip forms made the first
 * time a client asks for each and kept with it. The body is the text or its UTF-8 bytes: Node
 * writes a string body together with the headers in one piece, which is cheaper for small answers;
 * bytes spare re-encoding a large one on every send.
 */
export class PrecompressedJson {
  readonly byteLength: number;
  private readonly encoded: Partial<Record<ContentCoding, Buffer | null>> = {};

  constructor(
    readonly body: string | Buffer,
    private readonly effort: CompressionEffort,
  ) {
    this.byteLength = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  }

  /** The body in `coding`, or null when that would not be smaller. */
  encodedAs(coding: ContentCoding): Buffer | null {
    let encoded = this.encoded[coding];
    if (encoded === undefined) {
      encoded = smallerThan(this.byteLength, this.compress(coding));
      this.encoded[coding] = encoded;
    }
    return encoded;
  }

  private compress(coding: ContentCoding): Buffer {
    if (coding === 'gzip') return gzipSync(this.body, { level: GZIP_LEVEL[this.effort] });
    return brotliCompressSync(this.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[this.effort],
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.byteLength,
      },
    });
  }
}

const smallerThan = (bytes: number, compressed: Buffer) => (compressed.length < bytes ? compressed : null);

/**
 * Sets the answer's headers and returns what the handler should send: the JSON as it is, or its
 * stored br/gzip form when the client accepts one (Content-Encoding, Vary: Accept-Encoding).
 * Routes answering this way are left out of @fastify/compress (plugins/precompressed-routes.ts),
 * which spares each request that plugin's two hooks and the answer a compression per send.
 * Fastify sends a string or bytes with a JSON content type as they are.
 */
export function sendPrecompressedJson(reply: FastifyReply, answer: PrecompressedJson): string | Buffer {
  reply.header('content-type', JSON_CONTENT_TYPE);
  const coding = pickContentCoding(reply.request.headers['accept-encoding']);
  const encoded = coding === null ? null : answer.encodedAs(coding);
  if (encoded === null) return answer.body;
  reply.header('content-encoding', coding!);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  return encoded;
}
