import type { components } from '../../../../openapi/schema';
import type { users } from '../../db/schema/index';
import { isLocale } from '../../../shared/locales';

type UserRow = typeof users.$inferSelect;

/** The contract's User, from a users row (no password hash, NIC or address leaves here). */
export function toUserView(row: UserRow): components['schemas']['User'] {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    countryCode: row.countryCode,
    contactNo: row.contactNo,
    file: row.avatarSmallPath
      ? { smallPath: row.avatarSmallPath, ...(row.avatarLargePath ? { largePath: row.avatarLargePath } : {}) }
      : null,
    role: { guard: row.role === 'ADMIN' ? 'ADMIN' : 'HOST' },
    mustResetPassword: row.mustResetPassword,
    twoStepEnabled: row.totpEnabledAt !== null,
    locale: isLocale(row.locale) ? row.locale : null,
  };
}

const present = (value: string | null) => Boolean(value && value.trim());

/** DOMAIN.md: complete when name, contact number, NIC and address are all present. */
export function isProfileCompleted(row: UserRow): boolean {
  return [row.firstName, row.lastName, row.contactNo, row.nic, row.address].every(present);
}
