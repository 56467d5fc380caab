import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Host Portal';
/** One step either side of now, for phones whose clock is a little off. */
const WINDOW = 1;

const totpFor = (base32: string, label = 'account') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(base32) });

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The step (counter) whose code `code` is, within the window around `now`; null when it is none of them. */
export function matchingStep(base32: string, code: string, now: Date): number | null {
  const totp = totpFor(base32);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The code at a given time (tests and the demo's instructions). */
export const codeAt = (base32: string, now: Date): string => totpFor(base32).generate({ timestamp: now.getTime() });

/** What the authenticator app reads: the otpauth:// URL and the same as a QR code (an SVG document). */
export function enrolment(base32: string, email: string): { otpauthUrl: string; qrSvg: string } {
  const otpauthUrl = totpFor(base32, email).toString();
  return { otpauthUrl, qrSvg: renderSVG(otpauthUrl, { ecc: 'M', border: 2 }) };
}
