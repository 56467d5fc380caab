import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../database';
import { users } from '../schema/index';

/** Embedded mode only: accounts a person can try at once. main.ts prints them. */
export const DEMO_ACCOUNTS = [
  {
    email: 'host@demo.lk',
    password: 'Ceylon2026',
    role: 'HOST',
    firstName: 'Nimal',
    lastName: 'Perera',
    countryCode: '+94',
    contactNo: '771234567',
  },
  {
    email: 'admin@demo.lk',
    password: 'Lagoon2026',
    role: 'ADMIN',
    firstName: 'Dilani',
    lastName: 'Fernando',
    countryCode: '+94',
    contactNo: '712345678',
  },
] as const;

/** Creates the demo accounts that do not exist yet; returns how many were created. */
export async function seedDemoAccounts(db: Database): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.execute(sql`select 1 from users where lower(email) = ${account.email}`);
    // Hashing costs ~0.5 s, so look before hashing instead of relying on "on conflict" alone.
    if ((existing as unknown as { rows: unknown[] }).rows.length > 0) continue;
    const { password, ...fields } = account;
    const rows = await db
      .insert(users)
      .values({ ...fields, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: users.id });
    created += rows.length;
  }
  return created;
}
