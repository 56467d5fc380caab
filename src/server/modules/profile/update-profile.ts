import { eq } from 'drizzle-orm';
import { RULE_MESSAGES } from '../../../shared/messages';
import { dropLeadingZero, isValidContactNumberFor } from '../../../shared/contact-number';
import { isValidName } from '../../../shared/name';
import { isValidNic } from '../../../shared/nic';
import { characterLength } from '../../../shared/text';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';
import type { RequestBody, SuccessBody } from '../../handler-types';
import { HttpError, unauthenticated } from '../../lib/http-error';
import type { Clock } from '../../lib/clock';
import { toProfile } from './profile-view';

const ADDRESS_MAX_LENGTH = 300;
const ADDRESS_TOO_LONG = `Address cannot exceed ${ADDRESS_MAX_LENGTH} characters`;

export interface UpdateProfileOptions {
  db: Database;
  clock: Clock;
  userId: number;
  body: RequestBody<'updateProfile'>;
}

/** Every field judged by the same rules as the browser's form (src/shared), messages per field. */
function fieldProblems(body: RequestBody<'updateProfile'>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isValidName(body.firstName)) problems.firstName = RULE_MESSAGES.invalidName;
  if (!isValidName(body.lastName)) problems.lastName = RULE_MESSAGES.invalidName;
  if (!isValidContactNumberFor(body.countryCode, body.contactNo)) problems.contactNo = RULE_MESSAGES.invalidContactNumber;
  if (body.nic !== '' && !isValidNic(body.nic)) problems.nic = RULE_MESSAGES.invalidNic;
  if (body.address !== '' && body.address.trim() === '') problems.address = RULE_MESSAGES.addressSpaces;
  else if (characterLength(body.address) > ADDRESS_MAX_LENGTH) problems.address = ADDRESS_TOO_LONG;
  return problems;
}

/**
 * Saves the caller's own profile. Only these columns are ever written: the contract refuses any
 * other field (role, email, guard…), and the update below names each column, so nothing from the
 * request can reach the role or the email. Empty contact number, NIC or address clears it.
 */
export async function updateProfile({ db, clock, userId, body }: UpdateProfileOptions): Promise<SuccessBody<'updateProfile'>> {
  const problems = fieldProblems(body);
  if (Object.keys(problems).length > 0) throw HttpError.unprocessable(problems);
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const [user] = await db
    .update(users)
    .set({
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      countryCode: body.countryCode,
      contactNo: body.contactNo === '' ? null : dropLeadingZero(body.contactNo),
      nic: orNull(body.nic)?.toUpperCase() ?? null,
      address: orNull(body.address),
      updatedAt: clock(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw unauthenticated();
  return { message: 'Your profile was saved', data: toProfile(user) };
}
