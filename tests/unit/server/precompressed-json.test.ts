import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PrecompressedJson } from '../../../src/server/lib/precompressed-json';

const nights = JSON.stringify({ data: Array.from({ length: 62 }, (_, i) => ({ date: `2026-12-${String((i % 31) + 1).padStart(2, '0')}`, status: 'available', price: 45, minStay: 1 })) });

describe('PrecompressedJson', () => {
  it.each(['kept', 'often-renewed'] as const)('makes each coding once, smaller and decoding to the body (%s)', (effort) => {
    for (const body of [nights, Buffer.from(nights)]) {
      const answer = new PrecompressedJson(body, effort);
      expect(answer.byteLength).toBe(Buffer.byteLength(nights));
      const br = answer.encodedAs('br')!;
      expect(br.length).toBeLessThan(answer.byteLength / 4);
      expect(brotliDecompressSync(br).toString('utf8')).toBe(nights);
      expect(answer.encodedAs('br')).toBe(br); // the same bytes: not compressed again
      expect(gunzipSync(answer.encodedAs('gzip')!).toString('utf8')).toBe(nights);
    }
  });

  it('keeps the body as it is when compressing would not make it smaller', () => {
    const tiny = new PrecompressedJson('{"data":[]}', 'kept');
    expect(tiny.encodedAs('br')).toBeNull();
    expect(tiny.encodedAs('gzip')).toBeNull();
    expect(tiny.body).toBe('{"data":[]}');
  });

  it('compresses harder when the answer is kept than when it is renewed often', () => {
    const text = JSON.stringify({ data: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Room ${i * 7919 % 1000}`, note: i % 3 ? 'sea view' : 'garden' })) });
    const kept = new PrecompressedJson(text, 'kept').encodedAs('br')!;
    const renewed = new PrecompressedJson(text, 'often-renewed').encodedAs('br')!;
    expect(kept.length).toBeLessThan(renewed.length);
  });
});
