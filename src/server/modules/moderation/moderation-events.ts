import { desc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema';
import type { Database } from '../../db/database';
import { propertyModerationEvents, users } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import type { ModerationAction } from '../../../shared/listing-moderation';
import type { Queryable } from '../properties/property-access';

export type ModerationNote = components['schemas']['ModerationNote'];
export type ModerationEvent = components['schemas']['ModerationEvent'];
type EventRow = typeof propertyModerationEvents.$inferSelect;
type Status = ModerationNote['fromStatus'];
type PlanName = ModerationEvent['fromPlanName'];

export interface RecordModerationOptions {
  propertyId: number;
  action: ModerationAction;
  fromStatus: string;
  toStatus: string;
  actor: AccessClaims;
  reason?: string | null;
  fromPlanId?: number | null;
  toPlanId?: number | null;
  at: Date;
}

/** One history entry; call inside the transaction that changes the listing, with its row locked. */
export async function recordModeration(tx: Queryable, entry: RecordModerationOptions): Promise<void> {
  await tx.insert(propertyModerationEvents).values({
    propertyId: entry.propertyId,
    action: entry.action,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    fromPlanId: entry.fromPlanId ?? null,
    toPlanId: entry.toPlanId ?? null,
    actorId: entry.actor.id,
    actorRole: entry.actor.role,
    reason: entry.reason ?? null,
    createdAt: entry.at,
  });
}

/** The host's reading of an entry: what, when, why; our team's members stay unnamed. */
function toModerationNote(row: EventRow): ModerationNote {
  return {
    action: row.action as ModerationAction,
    fromStatus: row.fromStatus as Status,
    toStatus: row.toStatus as Status,
    reason: row.reason,
    by: row.actorRole === 'HOST' ? 'you' : 'team',
    at: row.createdAt.toISOString(),
  };
}

/** The latest entry of one listing as its host reads it, or null. */
export async function loadModerationNote(db: Queryable, propertyId: number): Promise<ModerationNote | null> {
  const [row] = await db
    .select()
    .from(propertyModerationEvents)
    .where(eq(propertyModerationEvents.propertyId, propertyId))
    .orderBy(desc(propertyModerationEvents.id))
    .limit(1);
  return row ? toModerationNote(row) : null;
}

/** The latest entry of each of these listings (one query), by property id. */
export async function loadModerationNotes(db: Pick<Database, 'selectDistinctOn'>, propertyIds: number[]): Promise<Map<number, ModerationNote>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([propertyModerationEvents.propertyId])
    .from(propertyModerationEvents)
    .where(inArray(propertyModerationEvents.propertyId, propertyIds))
    .orderBy(propertyModerationEvents.propertyId, desc(propertyModerationEvents.id));
  return new Map(rows.map((row) => [row.propertyId, toModerationNote(row)]));
}

/** Every entry of one listing, newest first, with who acted: for admins only. */
export async function loadModerationHistory(db: Queryable, propertyId: number, planNames: (planId: number | null) => string | null): Promise<ModerationEvent[]> {
  const rows = await db
    .select({ event: propertyModerationEvents, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(propertyModerationEvents)
    .leftJoin(users, eq(users.id, propertyModerationEvents.actorId))
    .where(eq(propertyModerationEvents.propertyId, propertyId))
    .orderBy(desc(propertyModerationEvents.id));
  return rows.map(({ event, firstName, lastName, email }) => ({
    id: event.id,
    action: event.action as ModerationAction,
    fromStatus: event.fromStatus as Status,
    toStatus: event.toStatus as Status,
    fromPlanName: planNames(event.fromPlanId) as PlanName,
    toPlanName: planNames(event.toPlanId) as PlanName,
    reason: event.reason,
    actor: {
      id: event.actorId,
      name: email === null ? null : [firstName, lastName].filter(Boolean).join(' ') || null,
      email,
      role: event.actorRole as 'HOST' | 'ADMIN',
    },
    at: event.createdAt.toISOString(),
  }));
}
