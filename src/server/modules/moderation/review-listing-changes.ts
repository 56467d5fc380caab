import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { listingPhotos, properties, propertyChangeReviews, propertyPendingChanges, users } from '../../db/schema/index';
import type { AccessClaims } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import { storedLocale } from '../../lib/request-locale';
import { queueMail } from '../../lib/outbox/queue-mail';
import type { AppDeps } from '../../types';
import { LIVE_CHANGE_MESSAGES as M, newPhotosLabel, sectionLabel } from '../../../shared/live-listing-changes';
import { moderationNoteSchema, moderationReasonSchema } from '../../../shared/listing-moderation';
import { isListingFormStepKey, type ListingStepData } from '../../../shared/listing-steps';
import { changeReviewMail } from '../mail/change-review-mails';
import { approvedPhotos, loadListingPhotos, type ListingPhotoRow } from '../photos/listing-photo-view';
import { getProperty } from '../properties/get-property';
import { loadListingReferences } from '../properties/listing-references';
import { listingStepColumns } from '../properties/listing-step-storage';
import { findPropertyFor, type PropertyRow, type Queryable } from '../properties/property-access';
import type { PropertyView } from '../properties/property-view';
import { reasonOf } from '../reservations/reservation-actions';

export interface ReviewListingChangesOptions {
  deps: Pick<AppDeps, 'db' | 'reference' | 'clock' | 'config' | 'outbox' | 'listingPhotos'>;
  log: FastifyBaseLogger;
  caller: AccessClaims;
  propertyId: number;
  decision: 'approve' | 'reject';
  /** The body's reason: required on reject (moderation reason rule), an optional note on approve (422 otherwise). */
  reason?: unknown;
}

/**
 * Our team's answer to a live listing's changes waiting for review (admins only; the contract's
 * x-access). The row is locked; approve writes every pending step's values to the listing in the
 * one transaction (version up), removes them and appends the new photos to the approved ones;
 * reject keeps the live values, marks each pending change rejected with the reason the host reads,
 * and deletes the new photos (their files go once committed). Nothing waiting → 409. The decision
 * is kept for the host's editor and mailed to them (outbox, same transaction).
 */
export async function reviewListingChanges({ deps, log, caller, propertyId, decision, reason }: ReviewListingChangesOptions): Promise<{ data: PropertyView; message: string }> {
  const note = decision === 'reject' ? reasonOf(moderationReasonSchema, reason) : reasonOf(moderationNoteSchema, reason);
  const refs = await loadListingReferences(deps.reference);
  let dropped: ListingPhotoRow[] = [];
  const data = await deps.db.transaction(async (tx) => {
    const row = await findPropertyFor({ db: tx, caller, propertyId, forUpdate: true });
    const ofListing = and(eq(propertyPendingChanges.propertyId, row.id), eq(propertyPendingChanges.state, 'pending'));
    const pending = await tx.select().from(propertyPendingChanges).where(ofListing);
    const photos = await loadListingPhotos(tx, row.id);
    const newPhotos = photos.filter((photo) => photo.waitingForReview);
    if (pending.length === 0 && newPhotos.length === 0) throw new HttpError(409, M.noPendingChanges);
    const now = deps.clock();
    const sections = [...pending.map((change) => sectionLabel(change.step)), ...(newPhotos.length ? [newPhotosLabel(newPhotos.length)] : [])];
    if (decision === 'approve') {
      const columns = Object.assign(
        {},
        ...pending.map((change) =>
          isListingFormStepKey(change.step) ? listingStepColumns(change.step, change.values as ListingStepData[typeof change.step]) : {},
        ),
      );
      await tx.update(properties).set({ ...columns, version: row.version + 1, updatedAt: now }).where(eq(properties.id, row.id));
      await tx.delete(propertyPendingChanges).where(ofListing);
      await appendApprovedPhotos(tx, approvedPhotos(photos), newPhotos);
    } else {
      await tx.update(propertyPendingChanges).set({ state: 'rejected', rejectedReason: note }).where(ofListing);
      if (newPhotos.length) await tx.delete(listingPhotos).where(inArray(listingPhotos.id, newPhotos.map((photo) => photo.id)));
      dropped = newPhotos;
      await tx.update(properties).set({ version: row.version + 1, updatedAt: now }).where(eq(properties.id, row.id));
    }
    const review = { decision, sections, note, decidedAt: now };
    await tx
      .insert(propertyChangeReviews)
      .values({ propertyId: row.id, ...review })
      .onConflictDoUpdate({ target: propertyChangeReviews.propertyId, set: review });
    await queueChangeReviewMail(tx, deps, row, { decision, sections, note, at: now });
    return getProperty({ deps, caller, propertyId: row.id, db: tx, refs });
  });
  deps.outbox.deliverSoon();
  for (const photo of dropped) {
    for (const file of [photo.largePath, photo.thumbnailPath]) {
      await deps.listingPhotos.remove(file).catch((err: unknown) => log.warn({ err }, 'listing photo file not removed'));
    }
  }
  return { data, message: decision === 'approve' ? M.changesApproved : M.changesRejected };
}

/** The approved photos keep their order; the new ones follow in upload order (the first becomes main when none is). */
async function appendApprovedPhotos(tx: Queryable, approved: ListingPhotoRow[], newPhotos: ListingPhotoRow[]): Promise<void> {
  let hasMain = approved.some((photo) => photo.isMain);
  for (const [index, photo] of newPhotos.entries()) {
    await tx
      .update(listingPhotos)
      .set({ waitingForReview: false, position: approved.length + index, isMain: !hasMain })
      .where(eq(listingPhotos.id, photo.id));
    hasMain = true;
  }
}

/** The host's mail about the decision, written to the outbox in the decision's transaction. */
async function queueChangeReviewMail(
  tx: Queryable,
  deps: Pick<AppDeps, 'config'>,
  row: PropertyRow,
  { decision, sections, note, at }: { decision: 'approve' | 'reject'; sections: string[]; note: string | null; at: Date },
): Promise<void> {
  const [host] = await tx.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, row.ownerId)).limit(1);
  if (!host) return;
  // On approval the name may itself be what changed: the mail names the listing as guests now see it.
  const [current] = await tx.select({ name: properties.name }).from(properties).where(eq(properties.id, row.id)).limit(1);
  const mail = changeReviewMail({
    to: host.email,
    hostName: host.firstName ?? '',
    publicUrl: deps.config.publicUrl,
    propertyId: row.id,
    propertyName: current?.name ?? row.name,
    decision,
    sections,
    note,
  }, storedLocale(host.locale));
  await queueMail(tx, mail, at);
}
