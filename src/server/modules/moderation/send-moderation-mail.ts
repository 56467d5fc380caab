import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../types';
import type { AdminStatusAction } from '../../../shared/listing-moderation';
import { moderationMail } from '../mail/moderation-mails';
import type { PropertyView } from '../properties/property-view';

export interface SendModerationMailOptions {
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>;
  log: FastifyBaseLogger;
  action: AdminStatusAction;
  ownerId: number;
  property: PropertyView;
  reason: string | null;
}

/**
 * Tells the host what our team decided. Called after the decision is committed: a mail that cannot
 * be sent is logged with the property id and never undoes the decision (the host also sees it on
 * /listed-properties). Not switchable on /profile: a decision about a listing is not an alert.
 */
export async function sendModerationMail({ deps, log, action, ownerId, property, reason }: SendModerationMailOptions): Promise<void> {
  try {
    const [host] = await deps.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, ownerId)).limit(1);
    if (!host) return;
    await deps.mailer.send(
      moderationMail(action, {
        to: host.email,
        hostName: host.firstName ?? '',
        publicUrl: deps.config.publicUrl,
        propertyId: property.id,
        propertyName: property.name,
        reason,
      }),
    );
  } catch (error) {
    log.error({ event: 'mail', outcome: 'failed', purpose: action, propertyId: property.id, err: error }, 'moderation mail not sent; the decision stands');
  }
}
