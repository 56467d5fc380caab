import { randomInt } from 'node:crypto';
import { RULE_MESSAGES } from '../../../shared/messages';
import { isValidEmail } from '../../../shared/email';
import { isValidName } from '../../../shared/name';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error-code';
import { findUserByEmail } from './find-user';

export interface CreateAdminOptions {
  db: Database;
  email: string;
  firstName: string;
  lastName: string;
}

export class CreateAdminError extends Error {
  override name = 'CreateAdminError';
}

// No look-alikes (0/O, 1/l/I), so the password survives being read aloud or copied by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 16 characters (~94 bits) that always meet the spec's rule: an uppercase letter and a digit. */
function temporaryPassword(): string {
  const pick = (chars: string) => chars[randomInt(chars.length)];
  const rest = Array.from({ length: 14 }, () => pick(ALPHABET));
  return [pick('ABCDEFGHJKLMNPQRSTUVWXYZ'), pick('23456789'), ...rest].join('');
}

/**
 * An administrator with a temporary password: the email counts as confirmed (a person with
 * server access vouched for it) and `mustResetPassword` sends them to /reset-password on their
 * first sign-in. Returns the temporary password to show once; it is stored only as a hash.
 */
export async function createAdmin({ db, email, firstName, lastName }: CreateAdminOptions): Promise<{ id: number; password: string }> {
  const address = email.trim();
  if (!isValidEmail(address)) throw new CreateAdminError(RULE_MESSAGES.invalidEmail);
  if (!isValidName(firstName) || !isValidName(lastName)) throw new CreateAdminError(RULE_MESSAGES.invalidName);
  if (await findUserByEmail(db, address)) throw new CreateAdminError(`An account with ${address} already exists`);
  const password = temporaryPassword();
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: address,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        role: 'ADMIN',
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
        mustResetPassword: true,
      })
      .returning({ id: users.id });
    return { id: row.id, password };
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new CreateAdminError(`An account with ${address} already exists`);
    throw error;
  }
}
