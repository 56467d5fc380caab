import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BOOKING_MESSAGES } from '../../../machines/manual-booking-form';
import { manualBookingMachine, type BookableProperty, type Reservation } from '../../../machines/manual-booking.machine';
import { RESERVATION_MESSAGES as M } from '../../../src/shared/reservation-messages';
import { reservation } from './reservation-fixtures';

const properties: BookableProperty[] = [{ id: 3, name: 'Palm Shade Guest House', currency: 'USD', pricePerNight: 100, units: [{ id: 5, name: 'Garden room', pricePerNight: null }], unitNoun: 'room' }];
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

describe('a walk-in and an amount far from the price', () => {
  const walkIn = { guestName: 'Kamal Silva', checkIn: '2026-12-11', checkOut: '2026-12-14' };

  it('takes a name and a phone number without an email, and asks for one of the two when both are missing', async () => {
    let sent: { guestEmail?: unknown; guestPhone?: unknown } = {};
    const { actor } = start(async (body) => {
      sent = body as typeof sent;
      return reservation({ status: 'confirmed', channel: 'manual', guestEmail: null });
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'booking.change', patch: walkIn });
    actor.send({ type: 'booking.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ guestPhone: M.guestContactRequired });
    // The message goes as soon as its field is corrected.
    actor.send({ type: 'booking.change', patch: { guestPhone: '+94771234567' } });
    expect(actor.getSnapshot().context.problems).toEqual({});
    actor.send({ type: 'booking.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect([sent.guestEmail, sent.guestPhone]).toEqual([null, '+94771234567']);
  });

  it.each([
    ['ten times the price', '3000', true],
    ['99,999,999 typed by a slip', '99999', true],
    ['under a tenth of the price', '29.99', true],
    ['a discount', '150', false],
    ['the calendar price', '300', false],
    ['just under ten times', '2999.99', false],
  ])('asks about %s (USD %s for 3 nights at USD 100) before saving: %s', async (_case, amount, asks) => {
    const sent: unknown[] = [];
    const { actor } = start(async (body) => {
      sent.push(body);
      return reservation({ status: 'confirmed', channel: 'manual' });
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'booking.change', patch: { ...filled, amount } });
    actor.send({ type: 'booking.submit' });
    if (!asks) {
      await waitFor(actor, (s) => s.matches('done'));
      return;
    }
    expect(actor.getSnapshot().matches('confirmingAmount')).toBe(true);
    expect(actor.getSnapshot().context.amountCheck).toEqual({ amount: Number(amount), expected: 300, nights: 3, nightly: 100, currency: 'USD' });
    expect(sent).toEqual([]);
    actor.send({ type: 'booking.confirmAmount' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toHaveLength(1);
  });

  it('goes back to the form to change the amount, sending nothing, and saves the corrected one at once', async () => {
    const sent: { amount?: unknown }[] = [];
    const { actor } = start(async (body) => {
      sent.push(body as { amount?: unknown });
      return reservation({ status: 'confirmed', channel: 'manual' });
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'booking.change', patch: { ...filled, amount: '30000' } });
    actor.send({ type: 'booking.submit' });
    actor.send({ type: 'booking.editAmount' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.amountCheck).toBeNull();
    actor.send({ type: 'booking.change', patch: { amount: '300' } });
    actor.send({ type: 'booking.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent.map((body) => body.amount)).toEqual([300]);
  });

  it('refuses an amount above 10,000,000 with a message naming the limit', async () => {
    const { actor } = start(async () => reservation());
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'booking.change', patch: { ...filled, amount: '99999999' } });
    actor.send({ type: 'booking.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ amount: M.hostAmountTooHigh });
  });

  it('clears the server’s refusal once the fields it named are corrected', async () => {
    const { actor } = start(async () => {
      throw { httpStatus: 422, message: 'This unit sleeps fewer guests', fields: { adults: 'This unit sleeps fewer guests' } };
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'booking.change', patch: { ...filled, adults: '9' } });
    actor.send({ type: 'booking.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.problems).toEqual({ adults: 'This unit sleeps fewer guests' });
    actor.send({ type: 'booking.change', patch: { guestName: 'Someone else' } });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'booking.change', patch: { adults: '2' } });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, problems: {} });
  });

  it('opens prefilled with a calendar selection’s unit and nights', async () => {
    const { actor } = start(async () => reservation());
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'booking.close' });
    actor.send({ type: 'booking.open', prefill: { propertyId: '3', unitId: '5', checkIn: '2026-12-20', checkOut: '2026-12-22' } });
    const editing = await waitFor(actor, (s) => s.matches('editing'));
    expect(editing.context.form).toMatchObject({ propertyId: '3', unitId: '5', checkIn: '2026-12-20', checkOut: '2026-12-22' });
  });
});
