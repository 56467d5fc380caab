import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { reservationActionsMachine, type Reservation } from '../../../machines/reservation-actions.machine';
import type { ReservationAction } from '../../../src/shared/reservation-status';
import { reservation } from './reservation-fixtures';

type Request = { code: string; action: ReservationAction; reason: string | null };

type DatesRequest = { code: string; checkIn: string; checkOut: string; amount: number | null };

function start({
  load = async () => reservation(),
  run = async (_request: Request) => reservation({ status: 'confirmed', allowedActions: ['cancel'] }) as Reservation,
  move = async (request: DatesRequest) => reservation({ checkIn: request.checkIn, checkOut: request.checkOut }) as Reservation,
} = {}) {
  const requests: Request[] = [];
  const moves: DatesRequest[] = [];
  const actor = createActor(
    reservationActionsMachine.provide({
      actors: {
        loadReservation: fromPromise(load),
        runAction: fromPromise(({ input }) => {
          requests.push(input);
          return run(input);
        }),
        changeDates: fromPromise(({ input }) => {
          moves.push(input);
          return move(input);
        }),
      },
    }),
    { input: { code: 'LK7H3K9Q' } },
  );
  actor.start();
  return { actor, requests, moves };
}

describe('the reservation actions machine', () => {
  it('confirms a request at once and shows the reservation the server answers', async () => {
    const { actor, requests } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'reservation.choose', action: 'confirm' });
    expect(actor.getSnapshot().matches({ ready: 'acting' })).toBe(true);
    const done = await waitFor(actor, (s) => s.matches({ ready: 'done' }));
    expect(requests).toEqual([{ code: 'LK7H3K9Q', action: 'confirm', reason: null }]);
    expect(done.context.reservation?.status).toBe('confirmed');
    expect(done.context.notice?.message).toBe('Accepted: the stay is confirmed');
    // The new status's actions apply now: confirming again is not offered.
    expect(done.can({ type: 'reservation.choose', action: 'confirm' })).toBe(false);
    expect(done.can({ type: 'reservation.choose', action: 'cancel' })).toBe(true);
  });

  it('asks before cancelling, sends the reason, and sends nothing when dismissed', async () => {
    const { actor, requests } = start({ run: async () => reservation({ status: 'cancelled', allowedActions: [], cancelReason: 'Guest asked' }) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'reservation.choose', action: 'cancel' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    actor.send({ type: 'reservation.dismiss' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(requests).toEqual([]);

    actor.send({ type: 'reservation.choose', action: 'cancel' });
    actor.send({ type: 'reservation.confirm', reason: '  Guest asked  ' });
    await waitFor(actor, (s) => s.matches({ ready: 'done' }));
    expect(requests).toEqual([{ code: 'LK7H3K9Q', action: 'cancel', reason: 'Guest asked' }]);
  });

  it('refuses an action the reservation does not allow today', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().can({ type: 'reservation.choose', action: 'check_in' })).toBe(false);
    actor.send({ type: 'reservation.choose', action: 'check_in' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('fails with the server message (a 409 when the status changed elsewhere) and can reload', async () => {
    const { actor } = start({
      run: async () => {
        throw { httpStatus: 409, message: 'A reservation that is cancelled cannot be confirmed' };
      },
    });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'reservation.choose', action: 'confirm' });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    expect(failed.context.error).toBe('A reservation that is cancelled cannot be confirmed');
    actor.send({ type: 'reservation.reload' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  });

  it('tells a code that is not the host’s (404) from a failed load', async () => {
    const missing = start({
      load: async () => {
        throw { httpStatus: 404, message: 'NotFound.' };
      },
    });
    await waitFor(missing.actor, (s) => s.matches('missing'));
    const broken = start({
      load: async () => {
        throw { httpStatus: 500, message: 'Sorry, something went wrong' };
      },
    });
    const unavailable = await waitFor(broken.actor, (s) => s.matches('unavailable'));
    expect(unavailable.context.error).toBe('Sorry, something went wrong');
  });

  describe('changing the dates', () => {
    it('checks the form with the shared rules, sends nothing until it passes, then shows the moved stay', async () => {
      const { actor, moves } = start();
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      actor.send({ type: 'reservation.editDates' });
      expect(actor.getSnapshot().matches({ ready: 'editingDates' })).toBe(true);

      actor.send({ type: 'reservation.saveDates', checkIn: '2026-12-20', checkOut: '2026-12-20', amount: '12.345' });
      expect(actor.getSnapshot().context.dateProblems).toEqual({ checkOut: 'Check-out must be after check-in', amount: 'Enter an amount above 0 with at most two decimals' });
      expect(moves).toEqual([]);

      actor.send({ type: 'reservation.saveDates', checkIn: '2026-12-20', checkOut: '2026-12-23', amount: ' ' });
      const done = await waitFor(actor, (s) => s.matches({ ready: 'done' }));
      expect(moves).toEqual([{ code: 'LK7H3K9Q', checkIn: '2026-12-20', checkOut: '2026-12-23', amount: null }]);
      expect(done.context.reservation).toMatchObject({ checkIn: '2026-12-20', checkOut: '2026-12-23' });
      expect(done.context.notice?.message).toBe('The dates were changed');
    });

    it("returns to the form with the server's reason when the nights are taken", async () => {
      const taken = Object.assign(new Error('Those nights are not available'), { httpStatus: 409, message: 'Those nights are not available: “Garden room” is booked (LK2M4N6P)' });
      const { actor } = start({ move: async () => Promise.reject(taken) });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      actor.send({ type: 'reservation.editDates' });
      actor.send({ type: 'reservation.saveDates', checkIn: '2026-12-20', checkOut: '2026-12-23', amount: '300' });
      const back = await waitFor(actor, (s) => s.matches({ ready: 'editingDates' }) && s.context.error !== null);
      expect(back.context.error).toContain('Those nights are not available');
      actor.send({ type: 'reservation.dismiss' });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    });

    it('is not offered when the stay can no longer move', async () => {
      const { actor } = start({ load: async () => reservation({ status: 'checked_in', canChangeDates: false, allowedActions: ['check_out'] }) });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      expect(actor.getSnapshot().can({ type: 'reservation.editDates' })).toBe(false);
    });
  });
});

describe('marking a stay paid and starting from a list row', () => {
  const payable = () => reservation({ status: 'confirmed', paymentMethod: 'onsite', paymentStatus: 'unpaid', canMarkPaid: true, allowedActions: ['cancel'] });

  function startWith(initial: Reservation | null, markPaid = async () => reservation({ ...payable(), paymentStatus: 'paid', canMarkPaid: false })) {
    const loads: string[] = [];
    const paid: string[] = [];
    const actor = createActor(
      reservationActionsMachine.provide({
        actors: {
          loadReservation: fromPromise(async ({ input }) => {
            loads.push(input.code);
            return payable();
          }),
          markPaid: fromPromise(({ input }) => {
            paid.push(input.code);
            return markPaid();
          }),
        },
      }),
      { input: { code: 'LK7H3K9Q', reservation: initial } },
    );
    actor.start();
    return { actor, loads, paid };
  }

  it('starts ready with the reservation a list row passes in, loading nothing', () => {
    const { actor, loads } = startWith(payable());
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(loads).toEqual([]);
  });

  it('marks a stay paid, shows the answer and remembers what was done', async () => {
    const { actor, paid } = startWith(payable());
    actor.send({ type: 'reservation.markPaid' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches({ ready: 'done' }));
    expect(paid).toEqual(['LK7H3K9Q']);
    expect(done.context.reservation?.paymentStatus).toBe('paid');
    expect([done.context.notice?.message, done.context.answered]).toEqual(['The stay is marked as paid', 'mark_paid']);
    expect(done.can({ type: 'reservation.markPaid' })).toBe(false);
  });

  it('does not offer marking paid when the server says the stay cannot be', async () => {
    const { actor, paid } = startWith(reservation({ canMarkPaid: false }));
    expect(actor.getSnapshot().can({ type: 'reservation.markPaid' })).toBe(false);
    actor.send({ type: 'reservation.markPaid' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(paid).toEqual([]);
  });

  it("shows the server's refusal and keeps the reservation as it was", async () => {
    const { actor } = startWith(payable(), async () => {
      throw Object.assign(new Error('refused'), { message: 'This stay is already paid', httpStatus: 409 });
    });
    actor.send({ type: 'reservation.markPaid' });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    expect(failed.context.error).toBeTruthy();
    expect(failed.context.reservation?.paymentStatus).toBe('unpaid');
  });

  it('records which answer went through, for the row to show in place', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'reservation.choose', action: 'confirm' });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'done' }));
    expect(done.context.answered).toBe('confirm');
    // The next step forgets the answer, so its own outcome shows instead.
    actor.send({ type: 'reservation.editDates' });
    expect(actor.getSnapshot().context.answered).toBeNull();
  });
});
