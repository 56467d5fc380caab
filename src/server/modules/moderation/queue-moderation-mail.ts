import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { queueMail } from '../../lib/outbox/queue-mail';
import { storedLocale } from '../../lib/request-locale';
import type { AppDeps } from '../../types';
import type { AdminStatusAction } from '../../../shared/listing-moderation';
import { moderationMail } from '../mail/moderation-mails';
import type { Queryable } from '../properties/property-access';
import type { StatusChange } from './change-listing-status';

/**
 * Writes the mail that tells the host what our team decided to the outbox, in the decision's own
 * transaction: the decision and its mail commit together, and a mail server that is down delays
 * the mail (the outbox tries again) but never undoes the decision. Not switchable on /profile: a
 * decision about a listing is not an alert.
 */
export async function queueModerationMail(
  tx: Queryable,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  { action, change, reason }: { action: AdminStatusAction; change: StatusChange; reason: string | null },
): Promise<void> {
  const [host] = await tx.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, change.ownerId)).limit(1);
  if (!host) return;
  const mail = moderationMail(action, {
    to: host.email,
    hostName: host.firstName ?? '',
    publicUrl: deps.config.publicUrl,
    propertyId: change.property.id,
    propertyName: change.property.name,
    reason,
  }, storedLocale(host.locale));
  await queueMail(tx, mail, deps.clock());
}
