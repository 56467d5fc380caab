import { describe, expect, it } from 'vitest';
import { withStyleNonce } from '../../../src/server/plugins/web-app';

describe('withStyleNonce', () => {
  it('adds the nonce to style-src and nowhere else', () => {
    const csp = "default-src 'self';script-src 'self';style-src 'self' https://accounts.google.com/gsi/style;img-src 'self' data:";
    expect(withStyleNonce(csp, 'abc=')).toBe(
      "default-src 'self';script-src 'self';style-src 'self' https://accounts.google.com/gsi/style 'nonce-abc=';img-src 'self' data:",
    );
  });

  it('leaves a policy without style-src as it is', () => {
    expect(withStyleNonce("default-src 'none'", 'abc=')).toBe("default-src 'none'");
  });
});
