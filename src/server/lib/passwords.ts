import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { inHashingPool, type HashLane } from './hashing-pool';
import { PASSWORD_COST as COST } from './password-cost';

// The cost (password-cost.ts) needs 128 MiB, above Node's default maxmem of 32 MiB, hence the
// raised limit. Runs on libuv's thread pool, not the event loop, and through the hashing pool
// (hashing-pool.ts), which bounds how many run at once and for whom.
const MAXMEM = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions, lane: HashLane): Promise<Buffer> {
  return inHashingPool(
    lane,
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAXMEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so the cost can be raised later without a migration. */
export async function hashPassword(password: string, lane: HashLane = 'account'): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, COST, lane);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Always in the account lane: a verification is someone proving who they are. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, 'account');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * For an unknown email we still verify against a real hash of the same cost, so the answer takes
 * as long as for a known one and timing does not reveal who has an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
