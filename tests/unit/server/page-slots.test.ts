import { describe, expect, it } from 'vitest';
import { cutPage, NONCE_META, STYLE_NONCE_PLACEHOLDER } from '../../../src/server/lib/page-slots';

describe('cutPage', () => {
  const html = `<head>${NONCE_META}${STYLE_NONCE_PLACEHOLDER}p{}</style></head><div id="root"><!--page--></div><script type="application/json"><!--data--></script>`;

  it("fills every nonce place and each slot with the answer's own text", () => {
    const page = cutPage(html, ['<!--page-->', '<!--data-->']);
    expect(page('n0nce', '<h1>Hi</h1>', '{"a":1}')).toBe(
      '<head><meta name="csp-nonce" content="n0nce" /><style nonce="n0nce">p{}</style></head><div id="root"><h1>Hi</h1></div><script type="application/json">{"a":1}</script>',
    );
  });

  it('takes a slot filled with text that looks like a nonce place or a slot as it is', () => {
    const page = cutPage(html, ['<!--page-->', '<!--data-->']);
    expect(page('x', '<!--data--><style nonce="">', '')).toContain('<div id="root"><!--data--><style nonce=""></div>');
  });

  it('refuses a page that lacks a slot, holds one twice, or has them out of order', () => {
    expect(() => cutPage(html, ['<!--missing-->'])).toThrow(/<!--missing-->/);
    expect(() => cutPage(`${html}<!--page-->`, ['<!--page-->'])).toThrow(/once/);
    expect(() => cutPage(html, ['<!--data-->', '<!--page-->'])).toThrow(/<!--page-->/);
  });
});
