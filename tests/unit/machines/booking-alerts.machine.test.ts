import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingAlertsMachine, SAVED_MESSAGE, type BookingAlerts } from '../../../machines/booking-alerts.machine';

const ALL_ON: BookingAlerts = { newReservation: true, awaitingConfirmation: true, dateChange: true, cancellation: true };

function start(fakes: { load?: () => Promise<BookingAlerts>; save?: (alerts: BookingAlerts) => Promise<BookingAlerts> } = {}) {
  const saved = vi.fn();
  const save = vi.fn(fakes.save ?? (async (alerts: BookingAlerts) => alerts));
  const actor = createActor(
    bookingAlertsMachine.provide({
      actors: { loadAlerts: fromPromise(fakes.load ?? (async () => ALL_ON)), saveAlerts: fromPromise(({ input }) => save(input)) },
      actions: { saved: (_, params) => saved(params.message) },
    }),
  ).start();
  const settled = () => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
  return { actor, save, saved, settled };
}

describe('bookingAlertsMachine', () => {
  it('loads the settings, toggles a kind and saves the whole set, saying so', async () => {
    const { actor, save, saved, settled } = start();
    await settled();
    actor.send({ type: 'alerts.toggle', kind: 'cancellation' });
    expect(actor.getSnapshot().context.alerts).toEqual({ ...ALL_ON, cancellation: false });
    actor.send({ type: 'alerts.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(save).toHaveBeenCalledWith({ ...ALL_ON, cancellation: false });
    expect(saved).toHaveBeenCalledWith(SAVED_MESSAGE);
  });

  it('keeps the ticks as typed and shows the message when a save fails', async () => {
    const { actor, saved, settled } = start({
      save: async () => {
        throw { httpStatus: 503, message: 'The service is unavailable. Please try again later.' };
      },
    });
    await settled();
    actor.send({ type: 'alerts.toggle', kind: 'newReservation' });
    actor.send({ type: 'alerts.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ alerts: { ...ALL_ON, newReservation: false }, error: 'The service is unavailable. Please try again later.' });
    expect(saved).not.toHaveBeenCalled();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let calls = 0;
    const { actor, settled } = start({
      load: async () => {
        calls += 1;
        if (calls === 1) throw { httpStatus: 500, message: 'Something went wrong' };
        return { ...ALL_ON, dateChange: false };
      },
    });
    await settled();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'alerts.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.alerts).toEqual({ ...ALL_ON, dateChange: false });
  });
});
