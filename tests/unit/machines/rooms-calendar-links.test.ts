/**
 * What the rooms calendar asks of the machines it shares with the rest of /calendar and with
 * /reservation-manage: the data machine loads the nights the rooms view moved to, the range panel
 * takes a selection made on the grid, and the manual booking dialog opens prefilled.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { calendarDataMachine, type CalendarWindow, type PropertyCalendar } from '../../../machines/calendar-data.machine';
import { calendarSelectionMachine, type CalendarWriteRequest } from '../../../machines/calendar-selection.machine';
import { manualBookingMachine, type BookableProperty } from '../../../machines/manual-booking.machine';
import type { CalendarProperty } from '../../../src/shared/calendar-first-view';
import { reservation } from './reservation-fixtures';

const TODAY = '2026-03-10';
const calendarOf = (w: CalendarWindow): PropertyCalendar => ({ propertyId: w.propertyId, propertyName: 'Palm Shade', unitNoun: 'room', currency: 'USD', from: w.from, to: w.to, today: TODAY, units: [] });

function startData() {
  const loadCalendar = vi.fn(async (w: CalendarWindow) => calendarOf(w));
  const actor = createActor(
    calendarDataMachine.provide({
      actors: { loadProperties: fromPromise(async (): Promise<CalendarProperty[]> => [{ id: 4, name: 'Palm Shade', status: 'listed' }]), loadCalendar: fromPromise(({ input }) => loadCalendar(input)) },
    }),
    { input: { today: TODAY, propertyId: null } },
  ).start();
  return { actor, loadCalendar, ready: () => waitFor(actor, (s) => s.matches('ready')) };
}

describe('calendarDataMachine and the rooms view', () => {
  it('loads the three months from the first night asked for when the window in view lacks some of them', async () => {
    const { actor, loadCalendar, ready } = startData();
    await ready();
    actor.send({ type: 'calendar.showNights', from: '2026-05-20', to: '2026-06-03' });
    await ready();
    expect(loadCalendar).toHaveBeenLastCalledWith({ propertyId: 4, from: '2026-05-01', to: '2026-08-01' });
    expect(loadCalendar).toHaveBeenCalledTimes(2);
  });

  it('reads nothing when the nights are in the window already', async () => {
    const { actor, loadCalendar, ready } = startData();
    await ready();
    actor.send({ type: 'calendar.showNights', from: '2026-04-10', to: '2026-05-10' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(loadCalendar).toHaveBeenCalledTimes(1);
  });

  it('reads the window again after a booking was recorded', async () => {
    const { actor, loadCalendar, ready } = startData();
    await ready();
    actor.send({ type: 'calendar.reload' });
    await ready();
    expect(loadCalendar).toHaveBeenCalledTimes(2);
    expect(loadCalendar).toHaveBeenLastCalledWith({ propertyId: 4, from: '2026-03-01', to: '2026-06-01' });
  });
});

describe('calendarSelectionMachine and the rooms grid', () => {
  function startSelection() {
    const writeCalendar = vi.fn(async (input: CalendarWriteRequest) => calendarOf({ propertyId: input.propertyId, from: input.from, to: input.to }));
    const actor = createActor(calendarSelectionMachine.provide({ actors: { writeCalendar: fromPromise(({ input }) => writeCalendar(input)) } }), {
      input: { propertyId: 4, unitIds: [], today: TODAY, currency: 'USD' },
    }).start();
    return { actor, writeCalendar };
  }

  it('opens the panel on a grid selection and writes those nights of those rooms', async () => {
    const { actor, writeCalendar } = startSelection();
    actor.send({ type: 'selection.choose', unitIds: [9, 10], range: { from: '2026-03-12', to: '2026-03-15' } });
    expect(actor.getSnapshot().value).toBe('rangeChosen');
    actor.send({ type: 'selection.act', action: 'block' });
    actor.send({ type: 'selection.submit', input: { action: 'block', note: '' } });
    await waitFor(actor, (s) => s.matches('done'));
    expect(writeCalendar).toHaveBeenCalledWith({ propertyId: 4, unitIds: [9, 10], from: '2026-03-12', to: '2026-03-15', change: { action: 'block', note: null } });
  });

  it('takes a wider choice (all rooms) while the panel is open, and refuses past nights or no rooms', () => {
    const { actor } = startSelection();
    actor.send({ type: 'selection.choose', unitIds: [9], range: { from: '2026-03-01', to: '2026-03-12' } });
    actor.send({ type: 'selection.choose', unitIds: [], range: { from: '2026-03-12', to: '2026-03-13' } });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'selection.choose', unitIds: [9], range: { from: '2026-03-12', to: '2026-03-13' } });
    actor.send({ type: 'selection.choose', unitIds: [9, 10, 11], range: { from: '2026-03-12', to: '2026-03-13' } });
    expect(actor.getSnapshot().context).toMatchObject({ unitIds: [9, 10, 11], range: { from: '2026-03-12', to: '2026-03-13' } });
  });
});

describe('manualBookingMachine opened from a calendar selection', () => {
  const properties: BookableProperty[] = [
    { id: 3, name: 'Palm Shade Guest House', currency: 'USD', pricePerNight: 40, units: [{ id: 5, name: 'Garden room', pricePerNight: 35 }, { id: 6, name: 'Sea room', pricePerNight: 55 }], unitNoun: 'room' },
    { id: 4, name: 'Hill Villa', currency: 'USD', pricePerNight: 120, units: [{ id: 7, name: 'Whole villa', pricePerNight: null }], unitNoun: 'unit' },
  ];

  it('starts with the property, the room and the nights chosen, and keeps them when the choices arrive', async () => {
    const actor = createActor(
      manualBookingMachine.provide({ actors: { loadProperties: fromPromise(async () => properties), createBooking: fromPromise(async () => reservation()) } }),
    ).start();
    actor.send({ type: 'booking.open', prefill: { propertyId: '3', unitId: '6', checkIn: '2026-03-12', checkOut: '2026-03-14' } });
    const editing = await waitFor(actor, (s) => s.matches('editing'));
    expect(editing.context.form).toMatchObject({ propertyId: '3', unitId: '6', checkIn: '2026-03-12', checkOut: '2026-03-14', guestName: '' });
    actor.send({ type: 'booking.close' });
    actor.send({ type: 'booking.open' });
    expect((await waitFor(actor, (s) => s.matches('editing'))).context.form).toMatchObject({ propertyId: '', unitId: '', checkIn: '' });
  });
});
