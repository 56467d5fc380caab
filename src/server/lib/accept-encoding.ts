export type ContentCoding = 'br' | 'gzip';

// Browsers send one of a handful of Accept-Encoding values; the answer for each is kept (bounded).
const MAX_REMEMBERED = 64;
const remembered = new Map<string, ContentCoding | null>();

/**
 * The content coding to answer with for an Accept-Encoding header: br or gzip, whichever the
 * client weighs higher (q), br on a tie; null for the identity (no header, `identity`, unknown
 * codings only, or both refused with q=0). `*` stands for any coding not named; `x-gzip` is gzip.
 * Same choices as @fastify/compress with `encodings: ['br', 'gzip']`, except that `*` may also
 * mean br, as RFC 9110 says.
 */
export function pickContentCoding(header: string | undefined): ContentCoding | null {
  if (header === undefined || header === '') return null;
  let choice = remembered.get(header);
  if (choice !== undefined) return choice;
  choice = negotiate(header);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(header, choice);
  return choice;
}

function negotiate(header: string): ContentCoding | null {
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.toLowerCase().split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName.trim();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    if (name === 'br') br = Math.max(br ?? 0, q);
    else if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, q);
    else if (name === '*') any = Math.max(any ?? 0, q);
  }
  const qBr = br ?? any ?? 0;
  const qGzip = gzip ?? any ?? 0;
  if (qBr === 0 && qGzip === 0) return null;
  return qBr >= qGzip ? 'br' : 'gzip';
}
