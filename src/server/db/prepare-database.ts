import type { FastifyBaseLogger } from 'fastify';
import type { OpenDatabase } from './database';
import { runMigrations } from './migrate';
import type { ImageStorage } from '../lib/avatar-storage';
import { seedDemoAccounts } from './seed/seed-demo';
import { seedDemoBookings } from './seed/seed-demo-bookings';
import { completeDemoListing } from './seed/seed-demo-listing-details';
import { seedReferenceData } from './seed/seed-reference';

export interface PrepareResult {
  migrationsApplied: number;
  referenceRowsInserted: number;
  demoAccountsCreated: number;
}

/** Start-up work on the database: migrate, then seed (both idempotent). */
export async function prepareDatabase(
  database: OpenDatabase,
  options: { seedDemo: boolean; migrationsFolder?: string; log?: FastifyBaseLogger | Console; /** Seals the demo admin's two-step key (JWT_SECRET). */ serverSecret?: string; /** Where the demo listing's photos go. */ listingPhotos?: ImageStorage },
): Promise<PrepareResult> {
  const migrationsApplied = await runMigrations(database, options.migrationsFolder);
  const referenceRowsInserted = await seedReferenceData(database.db);
  const demoAccountsCreated = options.seedDemo ? await seedDemoAccounts(database.db, { serverSecret: options.serverSecret }) : 0;
  if (options.seedDemo) {
    // Before the bookings, so they find the two finished rooms instead of making bare ones.
    await completeDemoListing(database.db, { listingPhotos: options.listingPhotos });
    await seedDemoBookings(database.db, new Date());
  }
  return { migrationsApplied, referenceRowsInserted, demoAccountsCreated };
}
