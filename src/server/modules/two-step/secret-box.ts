import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from JWT_SECRET, with the
 * user id as associated data, so a secret copied onto another account's row does not decrypt.
 * A database copy alone does not give anyone the secrets. Changing JWT_SECRET makes the stored
 * secrets unreadable: every account with two-step verification then has to set it up again
 * (recovery codes still sign in, and disabling with the password works).
 */
const VERSION = 'v1';

function keyFrom(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'host-portal', 'totp-secret-v1', 32));
}

export function sealSecret(serverSecret: string, userId: number, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  cipher.setAAD(Buffer.from(String(userId)));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The secret, or null when the text was not sealed with this key for this user. */
export function openSecret(serverSecret: string, userId: number, text: string): string | null {
  const [version, iv, tag, sealed] = text.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(String(userId)));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
