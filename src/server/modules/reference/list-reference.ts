import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { Serialized } from '../../handler-types';
import { pickContentCoding } from '../../lib/accept-encoding';
import type { ReferenceCache } from './reference-cache';
import type { ReferenceKind, ReferenceLists } from './load-reference-list';

const JSON_TYPE = 'application/json; charset=utf-8';

interface Texts {
  list: unknown;
  json: string;
  bytes: number;
  /** Compressed once, the first time a client asks for that coding; null if it would not be smaller. */
  br?: Buffer | null;
  gzip?: Buffer | null;
}

// The JSON text of each list (and its compressed forms), made once from the cached list it was
// built from. A reload or an invalidation yields a new list object, so the identity check below is
// the invalidation: the text can never outlive the list it came from.
const texts = new Map<ReferenceKind, Texts>();

const smaller = (compressed: Buffer, bytes: number) => (compressed.length < bytes ? compressed : null);
const brotli = (t: Texts) =>
  smaller(
    brotliCompressSync(t.json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: t.bytes },
    }),
    t.bytes,
  );
const gzip = (t: Texts) => smaller(gzipSync(t.json, { level: constants.Z_BEST_COMPRESSION }), t.bytes);

type Answer<K extends ReferenceKind> = Serialized<{ data: ReferenceLists[K] }>;

/**
 * One reference list in the contract's `{ data }` envelope, as JSON text. Serialising the same
 * list on every request cost more than the rest of the route; the text is made by the route's own
 * response serialiser (fast-json-stringify from the contract), so it is exactly
 * what the route would have sent, and Fastify sends a string with a JSON content type as it is.
 *
 * Compression is done here, once per list, not per request: when the client accepts br or gzip,
 * the answer is the stored compressed text (Content-Encoding, Vary: Accept-Encoding). The
 * reference routes are left out of @fastify/compress (plugins/precompressed-routes.ts), which
 * spares each request its two hooks; on any other route @fastify/compress sees the
 * Content-Encoding and leaves the answer as it is.
 *
 * Synchronous once the list is cached (no promise of its own on the hot path).
 */
export function listReference<K extends ReferenceKind>(
  cache: ReferenceCache,
  kind: K,
  reply: FastifyReply,
): Answer<K> | Promise<Answer<K>> {
  const list = cache.peek(kind);
  if (list === undefined) return cache.get(kind).then((loaded) => answer(kind, loaded, reply));
  return answer(kind, list, reply);
}

function answer<K extends ReferenceKind>(kind: K, list: ReferenceLists[K], reply: FastifyReply): Answer<K> {
  let t = texts.get(kind);
  if (t === undefined || t.list !== list) {
    // The 200 application/json serialiser, the one Fastify would pick for this answer; it throws
    // if the contract lists none, so a list can never leave unchecked. (reply.serialize cannot be
    // used: it does not look up serialisers keyed by content type, as the contract's are.)
    const json = reply.serializeInput({ data: list }, '200', 'application/json') as string;
    t = { list, json, bytes: Buffer.byteLength(json) };
    texts.set(kind, t);
  }
  reply.header('content-type', JSON_TYPE);
  const coding = pickContentCoding(reply.request.headers['accept-encoding']);
  if (coding === null) return t.json as Answer<K>;
  const compressed = coding === 'br' ? (t.br === undefined ? (t.br = brotli(t)) : t.br) : t.gzip === undefined ? (t.gzip = gzip(t)) : t.gzip;
  if (compressed === null) return t.json as Answer<K>;
  reply.header('content-encoding', coding);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  // The same serialised answer, compressed: a Buffer, which Fastify sends as it is. (Serialized is
  // typed as the JSON text; the bytes are that text in the negotiated coding.)
  return compressed as unknown as Answer<K>;
}
