import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { calendarDataMachine, mergeNights, type CalendarWindow, type PropertyCalendar } from '../../../machines/calendar-data.machine';
import { calendarPropertiesOf, type CalendarFirstView, type CalendarProperty } from '../../../src/shared/calendar-first-view';

const night = (date: string, price = 85.5) => ({ date, status: 'available' as const, price, minStay: 1 });
const calendarOf = (propertyId: number, unitIds: number[], from = '2026-03-01', to = '2026-06-01'): PropertyCalendar => ({
  propertyId,
  propertyName: `Property ${propertyId}`,
  unitNoun: 'room',
  currency: 'USD',
  from,
  to,
  today: '2026-03-10',
  units: unitIds.map((id) => ({ id, name: `Room ${id}`, basePrice: 85.5, nights: [night(from)], reservations: [], blocks: [] })),
});

function start(options: { properties?: CalendarProperty[]; propertyId?: number | null; loadCalendar?: (w: CalendarWindow) => Promise<PropertyCalendar>; rendered?: CalendarFirstView } = {}) {
  const loadProperties = vi.fn(async () => options.properties ?? [{ id: 4, name: 'Palm Shade Villa', status: 'listed' as const }]);
  const loadCalendar = vi.fn(options.loadCalendar ?? (async (w: CalendarWindow) => calendarOf(w.propertyId, [9, 10], w.from, w.to)));
  const showPropertyInUrl = vi.fn();
  const actor = createActor(
    calendarDataMachine.provide({
      actors: { loadProperties: fromPromise(() => loadProperties()), loadCalendar: fromPromise(({ input }) => loadCalendar(input)) },
      actions: { showPropertyInUrl: (_, params) => showPropertyInUrl(params.propertyId) },
    }),
    { input: { today: '2026-03-10', propertyId: options.propertyId ?? null, rendered: options.rendered } },
  ).start();
  return { actor, loadCalendar, loadProperties, showPropertyInUrl, ready: () => waitFor(actor, (s) => s.matches('ready') || s.matches('failed') || s.matches('noProperties')) };
}

describe('calendarDataMachine', () => {
  it('loads the host’s first property for three months from this month, showing its first unit', async () => {
    const { actor, loadCalendar, ready } = start();
    await ready();
    expect(loadCalendar).toHaveBeenCalledWith({ propertyId: 4, from: '2026-03-01', to: '2026-06-01' });
    expect(actor.getSnapshot().context.unitId).toBe(9);
  });

  it('opens the property named in the address even when it is not in the host’s list (admins)', async () => {
    const { loadCalendar, ready } = start({ propertyId: 77 });
    await ready();
    expect(loadCalendar.mock.calls[0][0].propertyId).toBe(77);
  });

  it('a host without properties gets the empty state', async () => {
    const { actor, ready } = start({ properties: [] });
    await ready();
    expect(actor.getSnapshot().value).toBe('noProperties');
  });

  it('starts ready with what a server-rendered page showed, reading nothing, and moves on from there', async () => {
    const shown = calendarOf(5, [12, 13], '2026-02-01', '2026-05-01');
    const { actor, loadCalendar, loadProperties, ready } = start({ rendered: { properties: [{ id: 5, name: 'Lagoon Villa', status: 'listed' }], calendar: { ...shown, today: '2026-02-27' } } });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ propertyId: 5, unitId: 12, month: '2026-02', today: '2026-02-27' });
    expect(loadProperties).not.toHaveBeenCalled();
    expect(loadCalendar).not.toHaveBeenCalled();
    actor.send({ type: 'calendar.next' });
    await ready();
    expect(loadCalendar).toHaveBeenCalledWith({ propertyId: 5, from: '2026-03-01', to: '2026-06-01' });
  });

  it('starts with the empty state when the server rendered a host without properties', () => {
    const { actor, loadProperties } = start({ rendered: { properties: [], calendar: null } });
    expect(actor.getSnapshot().value).toBe('noProperties');
    expect(loadProperties).not.toHaveBeenCalled();
  });

  it('offers the picker no drafts, and only what it shows of each property', () => {
    const items = [
      { id: 1, name: 'Draft', status: 'draft' as const, planName: 'Starter' },
      { id: 2, name: 'Live', status: 'listed' as const, planName: 'Starter' },
    ];
    expect(calendarPropertiesOf(items)).toEqual([{ id: 2, name: 'Live', status: 'listed' }]);
  });

  it('moves a month back and forth and back to today', async () => {
    const { actor, loadCalendar, ready } = start();
    await ready();
    actor.send({ type: 'calendar.next' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadCalendar).toHaveBeenLastCalledWith({ propertyId: 4, from: '2026-04-01', to: '2026-07-01' });
    actor.send({ type: 'calendar.previous' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'calendar.previous' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadCalendar).toHaveBeenLastCalledWith({ propertyId: 4, from: '2026-02-01', to: '2026-05-01' });
    actor.send({ type: 'calendar.today' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.month).toBe('2026-03');
  });

  it('switches units of the property only', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'calendar.pickUnit', unitId: 10 });
    expect(actor.getSnapshot().context.unitId).toBe(10);
    actor.send({ type: 'calendar.pickUnit', unitId: 99 });
    expect(actor.getSnapshot().context.unitId).toBe(10);
  });

  it('picking another property loads it and puts it in the address', async () => {
    const { actor, showPropertyInUrl, loadCalendar, ready } = start({ properties: [{ id: 4, name: 'A', status: 'listed' }, { id: 5, name: 'B', status: 'listed' }] });
    await ready();
    actor.send({ type: 'calendar.pickProperty', propertyId: 5 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(showPropertyInUrl).toHaveBeenCalledWith(5);
    expect(loadCalendar).toHaveBeenLastCalledWith(expect.objectContaining({ propertyId: 5 }));
  });

  it('a failed load shows the message and retries', async () => {
    let calls = 0;
    const { actor, ready } = start({ loadCalendar: async (w) => (++calls === 1 ? Promise.reject({ message: 'Your connection was interrupted' }) : calendarOf(w.propertyId, [9])) });
    await ready();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Your connection was interrupted');
    actor.send({ type: 'calendar.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('after a write puts the answered nights in at once, then reads the window again', async () => {
    const { actor, loadCalendar, ready } = start();
    await ready();
    const written = { ...calendarOf(4, [9], '2026-03-01', '2026-03-02'), units: [{ ...calendarOf(4, [9]).units[0], nights: [{ ...night('2026-03-01', 120), status: 'blocked' as const }] }] };
    actor.send({ type: 'calendar.written', calendar: written });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.calendar?.units[0].nights[0]).toMatchObject({ price: 120, status: 'blocked' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadCalendar).toHaveBeenCalledTimes(2);
  });
});

describe('mergeNights', () => {
  it('keeps units and nights the write did not touch', () => {
    const shown = calendarOf(4, [9, 10]);
    const merged = mergeNights(shown, { ...calendarOf(4, []), units: [] });
    expect(merged.units).toEqual(shown.units);
  });
});
