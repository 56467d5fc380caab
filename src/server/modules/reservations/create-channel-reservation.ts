import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { channelIdempotencyKeys } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import type { RequestBody, SuccessBody } from '../../handler-types';
import type { AppDeps } from '../../types';
import { queueBookingAlert } from '../booking-alerts/queue-booking-alert';
import { validateReservationStay } from '../../../shared/reservation-form';
import { createReservation } from './create-reservation';

export type ChannelAnswer = SuccessBody<'createChannelReservation'>;

export interface CreateChannelReservationOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox'>;
  idempotencyKey: string;
  body: RequestBody<'createChannelReservation'>;
}

const keyReused = () => new HttpError(422, 'This Idempotency-Key was already used with a different request; use a new key for a new reservation');

/** Thrown inside the transaction when another call holding the same key has committed first. */
class KeyAlreadyClaimed extends Error {}

/**
 * A reservation from the guest site. The Idempotency-Key is claimed first in the booking's own
 * transaction: a concurrent call with the same key waits on the claim, then finds the committed
 * answer and replays it. A refused booking rolls its claim back, so the key may be retried. The
 * host's alert is written in that transaction too, so a replay never alerts again.
 */
export async function createChannelReservation({ deps, idempotencyKey, body }: CreateChannelReservationOptions): Promise<{ answer: ChannelAnswer; replayed: boolean }> {
  const requestHash = hashBody(body);
  const earlier = await replayOf(deps, idempotencyKey, requestHash);
  if (earlier) return { answer: earlier, replayed: true };

  const { propertyId, unitId, amount, currency, paymentMethod, paymentStatus = 'unpaid', ...stayFields } = body;
  const checked = validateReservationStay(stayFields);
  if (!checked.ok) throw HttpError.unprocessable(checked.fieldMessages);
  let answer: ChannelAnswer | undefined;
  let alerted = false;
  try {
    await createReservation(deps, {
      propertyId,
      unitId,
      stay: checked.data,
      channel: 'guest_site',
      amount,
      currency,
      paymentMethod,
      paymentStatus,
      actor: { kind: 'channel', userId: null },
      enforceMinStay: true,
      claim: async (tx) => {
        const claimed = await tx
          .insert(channelIdempotencyKeys)
          .values({ key: idempotencyKey, requestHash, createdAt: deps.clock() })
          .onConflictDoNothing()
          .returning({ key: channelIdempotencyKeys.key });
        if (claimed.length === 0) throw new KeyAlreadyClaimed();
      },
      admit: (property) => {
        if (property.status !== 'listed') throw new HttpError(409, 'This property is not taking reservations at the moment');
        return property.bookingType === 'request' ? 'pending' : 'confirmed';
      },
      afterCreate: async (tx, view, reservationId) => {
        answer = { data: view, message: view.status === 'pending' ? 'The request was sent to the host' : 'The reservation is confirmed' };
        await tx
          .update(channelIdempotencyKeys)
          .set({ reservationId, responseStatus: 201, responseBody: answer })
          .where(eq(channelIdempotencyKeys.key, idempotencyKey));
        alerted = await queueBookingAlert(tx, deps, { kind: view.status === 'pending' ? 'awaitingConfirmation' : 'newReservation', reservation: view });
      },
    });
  } catch (error) {
    if (!(error instanceof KeyAlreadyClaimed)) throw error;
    const replay = await replayOf(deps, idempotencyKey, requestHash);
    if (!replay) throw error; // the claim was committed, so its answer is there
    return { answer: replay, replayed: true };
  }
  if (alerted) deps.outbox.deliverSoon();
  return { answer: answer!, replayed: false };
}

/** The stored answer for this key, or null when the key is new; 422 when it came with another body. */
async function replayOf(deps: Pick<AppDeps, 'db'>, key: string, requestHash: string): Promise<ChannelAnswer | null> {
  const [stored] = await deps.db.select().from(channelIdempotencyKeys).where(eq(channelIdempotencyKeys.key, key)).limit(1);
  if (!stored) return null;
  if (stored.requestHash !== requestHash) throw keyReused();
  return stored.responseBody as ChannelAnswer;
}

/** The same JSON in any key order hashes the same: a retry may serialise its body differently. */
function hashBody(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}
