import type { components } from '../../../../openapi/schema';
import type { users } from '../../db/schema/index';
import { isProfileCompleted, toUserView } from '../auth/user-view';

type UserRow = typeof users.$inferSelect;
type Profile = components['schemas']['Profile'];

const present = (value: string | null) => Boolean(value && value.trim());

/** The profile answer: the user, NIC and address, and what a complete profile still needs. */
export function toProfile(row: UserRow): Profile {
  const fields = { firstName: row.firstName, lastName: row.lastName, contactNo: row.contactNo, nic: row.nic, address: row.address };
  const missing = (Object.keys(fields) as Profile['missing']).filter((field) => !present(fields[field]));
  return { user: toUserView(row), nic: row.nic, address: row.address, isProfileCompleted: isProfileCompleted(row), missing };
}
