import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { sealSecret } from '../../modules/two-step/secret-box';
import type { Database } from '../database';
import { plans, properties, propertyTypes, users } from '../schema/index';

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

/**
 * The demo admin's two-step verification key (base32), published like the demo passwords: admins
 * must have two-step verification on to use the admin tools, so the demo admin has it from the
 * start. Add it to an authenticator app by hand (main.ts prints it); the e2e tests make codes from it.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'DEMOADMINLAGOONTWOSTEPSECRETKEYA';

/**
 * The demo host's listing on the free Starter plan, already listed, so the start-listing decision's
 * "a starter listing already exists" path (spec §4: straight to /start) can be tried with the demo
 * account. Not a draft: a draft would send the demo host to /draft-listing first.
 */
export const DEMO_LISTING = {
  ownerEmail: 'host@demo.lk',
  name: 'Palm Shade Guest House',
  plan: 'STARTER',
  propertyType: 'Guest House',
  status: 'listed',
} as const;

/**
 * Creates the demo accounts that do not exist yet, then the demo host's listing (see
 * `seedDemoListing`); returns how many accounts were created.
 */
export async function seedDemoAccounts(db: Database, options: { serverSecret?: string } = {}): Promise<number> {
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
    // Sealed with the server's key, so only a seed that knows it can turn two-step verification on.
    if (rows[0] && fields.role === 'ADMIN' && options.serverSecret) {
      await db
        .update(users)
        .set({ totpSecret: sealSecret(options.serverSecret, rows[0].id, DEMO_ADMIN_TOTP_SECRET), totpEnabledAt: new Date() })
        .where(eq(users.id, rows[0].id));
    }
  }
  await seedDemoListing(db);
  return created;
}

/**
 * Gives the demo host the Starter listing unless they already have a property on the Starter
 * plan (whatever its name or status: a person trying the demo may have renamed or paused it).
 * Idempotent like the rest of the seed; returns how many properties were created (0 or 1).
 * Its address arrives with the wizard's columns; the place is Unawatuna, on the south coast.
 */
export async function seedDemoListing(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [host] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_LISTING.ownerEmail));
    const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.name, DEMO_LISTING.plan));
    if (!host || !plan) return 0;
    const existing = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.ownerId, host.id), eq(properties.planId, plan.id)))
      .limit(1);
    if (existing.length > 0) return 0;
    // The reference seed has a Guest House type; an installation that renamed it gets no type.
    const [type] = await tx.select({ id: propertyTypes.id }).from(propertyTypes).where(eq(propertyTypes.name, DEMO_LISTING.propertyType));
    const rows = await tx
      .insert(properties)
      .values({ ownerId: host.id, planId: plan.id, propertyTypeId: type?.id ?? null, status: DEMO_LISTING.status, name: DEMO_LISTING.name })
      .returning({ id: properties.id });
    return rows.length;
  });
}
