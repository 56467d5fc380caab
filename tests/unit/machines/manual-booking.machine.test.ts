import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BOOKING_MESSAGES } from '../../../machines/manual-booking-form';
import { manualBookingMachine, type BookableProperty, type Reservation } from '../../../machines/manual-booking.machine';
import { RESERVATION_MESSAGES as M } from '../../../src/shared/reservation-messages';
import { reservation } from './reservation-fixtures';

const properties: BookableProperty[] = [{ id: 3, name: 'Palm Shade Guest House', currency: 'USD', units: [{ id: 5, name: 'Garden room' }] }];
const filled = { guestName: 'Nimali Wickramasinghe', guestEmail: 'nimali@example.lk', checkIn: '2026-12-11', checkOut: '2026-12-14' };

function start(createBooking: (body: unknown) => Promise<Reservation>) {
  const saved: Reservation[] = [];
  const actor = createActor(
    manualBookingMachine.provide({
      actors: { loadProperties: fromPromise(async () => properties), createBooking: fromPromise(({ input }) => createBooking(input)) },
      actions: { bookingSaved: (_, r) => void saved.push(r) },
    }),
  );
  actor.start();
  actor.send({ type: 'booking.open' });
  return { actor, saved };
}

describe('the manual booking machine', () => {
  it('picks the only property and its only unit, and checks the form with the shared rules before sending', async () => {
    const { actor } = start(async () => reservation());
    const editing = await waitFor(actor, (s) => s.matches('editing'));
    expect(editing.context.form).toMatchObject({ propertyId: '3', unitId: '5' });
    actor.send({ type: 'booking.change', patch: { paymentMethod: '' } });
    actor.send({ type: 'booking.submit' });
    const after = actor.getSnapshot();
    expect(after.matches('editing')).toBe(true);
    expect(after.context.problems).toMatchObject({ guestName: M.guestNameRequired, checkIn: M.checkInInvalid, paymentMethod: BOOKING_MESSAGES.paymentMethodRequired });
    actor.send({ type: 'booking.change', patch: { ...filled, checkOut: '2026-12-10' } });
    actor.send({ type: 'booking.submit' });
    expect(actor.getSnapshot().context.problems.checkOut).toBe(M.checkOutAfterCheckIn);
  });

  it('sends the body the contract wants and announces the saved booking', async () => {
    let sent: unknown;
    const { actor, saved } = start(async (body) => {
      sent = body;
      return reservation({ status: 'confirmed', channel: 'manual' });
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'booking.change', patch: { ...filled, amount: '300.50', specialRequests: '' } });
    actor.send({ type: 'booking.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual({
      propertyId: 3,
      unitId: 5,
      guestName: 'Nimali Wickramasinghe',
      guestEmail: 'nimali@example.lk',
      guestPhone: null,
      guestCountry: 'LK',
      checkIn: '2026-12-11',
      checkOut: '2026-12-14',
      adults: 2,
      children: 0,
      specialRequests: null,
      channel: 'manual',
      amount: 300.5,
      paymentMethod: 'onsite',
    });
    expect(saved).toHaveLength(1);
  });

  it('shows the server’s double-booking refusal (409) as a conflict, cleared when the dates change', async () => {
    const message = 'These nights are taken by reservation LK7H3K9Q (11 Dec 2026 – 14 Dec 2026)';
    const { actor, saved } = start(async () => {
      throw { httpStatus: 409, message };
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'booking.change', patch: filled });
    actor.send({ type: 'booking.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: message, conflict: true });
    expect(saved).toEqual([]);
    actor.send({ type: 'booking.change', patch: { checkIn: '2026-12-14', checkOut: '2026-12-16' } });
    expect(actor.getSnapshot().context.conflict).toBe(false);
  });
});
