import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { calendarSelectionMachine, rangeBetween, type CalendarWriteRequest, type PropertyCalendar } from '../../../machines/calendar-selection.machine';
import { RESERVATION_MESSAGES as M } from '../../../src/shared/reservation-messages';

const TODAY = '2026-03-10';
const answer = { propertyId: 4, propertyName: 'Palm Shade Villa', unitNoun: 'unit', currency: 'USD', from: '2026-03-12', to: '2026-03-15', today: TODAY, units: [] } as PropertyCalendar;

function start(write: (input: CalendarWriteRequest) => Promise<PropertyCalendar> = async () => answer) {
  const writeCalendar = vi.fn(write);
  const applyCalendar = vi.fn();
  const announceSaved = vi.fn();
  const announceFailure = vi.fn();
  const actor = createActor(
    calendarSelectionMachine.provide({
      actors: { writeCalendar: fromPromise(({ input }) => writeCalendar(input)) },
      actions: {
        applyCalendar: (_, params) => applyCalendar(params.calendar),
        announceSaved: (_, params) => announceSaved(params.message),
        announceFailure: (_, params) => announceFailure(params.message),
      },
    }),
    { input: { propertyId: 4, unitIds: [9], today: TODAY, currency: 'USD' } },
  ).start();
  const state = () => actor.getSnapshot();
  return { actor, state, writeCalendar, applyCalendar, announceSaved, announceFailure };
}

/** Picks 12-14 March and opens the price form. */
function toActing(fixture: ReturnType<typeof start>, action: 'price' | 'minStay' | 'block' | 'open' = 'price') {
  fixture.actor.send({ type: 'selection.pick', date: '2026-03-12' });
  fixture.actor.send({ type: 'selection.pick', date: '2026-03-14' });
  fixture.actor.send({ type: 'selection.act', action });
}

describe('calendarSelectionMachine', () => {
  it('starts idle with nothing chosen', () => {
    const { state } = start();
    expect(state().value).toBe('idle');
    expect(state().context.range).toBeNull();
  });

  it('the first pick marks the first night and waits for the last', () => {
    const { actor, state } = start();
    actor.send({ type: 'selection.pick', date: '2026-03-12' });
    expect(state().value).toBe('choosingEnd');
    expect(state().context.anchor).toBe('2026-03-12');
  });

  it('a Shift+click with nothing chosen starts a selection too', () => {
    const { actor, state } = start();
    actor.send({ type: 'selection.extend', date: '2026-03-12' });
    expect(state().value).toBe('choosingEnd');
  });

  it('refuses nights before today', () => {
    const { actor, state } = start();
    actor.send({ type: 'selection.pick', date: '2026-03-09' });
    expect(state().value).toBe('idle');
    actor.send({ type: 'selection.pick', date: TODAY });
    actor.send({ type: 'selection.pick', date: '2026-03-01' });
    expect(state().value).toBe('choosingEnd');
  });

  it('the second pick chooses the range with the last night included, in either order', () => {
    const { actor, state } = start();
    actor.send({ type: 'selection.pick', date: '2026-03-14' });
    actor.send({ type: 'selection.pick', date: '2026-03-12' });
    expect(state().value).toBe('rangeChosen');
    expect(state().context.range).toEqual({ from: '2026-03-12', to: '2026-03-15' });
    expect(state().hasTag('panel')).toBe(true);
  });

  it('Shift+click on the last night chooses the range as well', () => {
    const { actor, state } = start();
    actor.send({ type: 'selection.pick', date: '2026-03-12' });
    actor.send({ type: 'selection.extend', date: '2026-03-12' });
    expect(state().context.range).toEqual({ from: '2026-03-12', to: '2026-03-13' });
  });

  it('cancel while choosing the last night starts over', () => {
    const { actor, state } = start();
    actor.send({ type: 'selection.pick', date: '2026-03-12' });
    actor.send({ type: 'selection.cancel' });
    expect(state().value).toBe('idle');
    expect(state().context.anchor).toBeNull();
  });

  it('closing the panel drops the range', () => {
    const fixture = start();
    fixture.actor.send({ type: 'selection.pick', date: '2026-03-12' });
    fixture.actor.send({ type: 'selection.pick', date: '2026-03-14' });
    fixture.actor.send({ type: 'selection.cancel' });
    expect(fixture.state().value).toBe('idle');
    expect(fixture.state().context.range).toBeNull();
  });

  it('choosing an action opens its form; another action switches it; back returns to the choice', () => {
    const fixture = start();
    toActing(fixture, 'price');
    expect(fixture.state().value).toBe('acting');
    expect(fixture.state().context.action).toBe('price');
    fixture.actor.send({ type: 'selection.act', action: 'block' });
    expect(fixture.state().context.action).toBe('block');
    fixture.actor.send({ type: 'selection.back' });
    expect(fixture.state().value).toBe('rangeChosen');
    expect(fixture.state().context.action).toBeNull();
  });

  it('cancel from a form closes the panel', () => {
    const fixture = start();
    toActing(fixture);
    fixture.actor.send({ type: 'selection.cancel' });
    expect(fixture.state().value).toBe('idle');
  });

  it('an invalid price stays in the form with the rule’s message and calls nothing', () => {
    const fixture = start();
    toActing(fixture, 'price');
    fixture.actor.send({ type: 'selection.submit', input: { action: 'price', price: '12.345' } });
    expect(fixture.state().value).toBe('acting');
    expect(fixture.state().context.inputError).toBe(M.priceInvalid);
    fixture.actor.send({ type: 'selection.submit', input: { action: 'price', price: 'abc' } });
    expect(fixture.state().context.inputError).toBe(M.priceInvalid);
    expect(fixture.writeCalendar).not.toHaveBeenCalled();
  });

  it('an invalid minimum stay or a long note is refused too', () => {
    const fixture = start();
    toActing(fixture, 'minStay');
    fixture.actor.send({ type: 'selection.submit', input: { action: 'minStay', minStay: '91' } });
    expect(fixture.state().context.inputError).toBe(M.minStayRange);
    fixture.actor.send({ type: 'selection.act', action: 'block' });
    expect(fixture.state().context.inputError).toBeNull();
    fixture.actor.send({ type: 'selection.submit', input: { action: 'block', note: 'x'.repeat(201) } });
    expect(fixture.state().context.inputError).toBe(M.noteTooLong);
    expect(fixture.writeCalendar).not.toHaveBeenCalled();
  });

  it('saves a price for the chosen nights and unit, hands the answer to the calendar and says so', async () => {
    const fixture = start();
    toActing(fixture, 'price');
    fixture.actor.send({ type: 'selection.submit', input: { action: 'price', price: '85.50' } });
    expect(fixture.state().value).toBe('saving');
    expect(fixture.state().hasTag('busy')).toBe(true);
    await waitFor(fixture.actor, (s) => s.matches('done'));
    expect(fixture.writeCalendar).toHaveBeenCalledWith({ propertyId: 4, unitIds: [9], from: '2026-03-12', to: '2026-03-15', change: { action: 'price', price: 85.5 } });
    expect(fixture.applyCalendar).toHaveBeenCalledWith(answer);
    expect(fixture.announceSaved).toHaveBeenCalledWith(expect.objectContaining({ message: 'The price is saved for those nights' }));
    expect(fixture.state().hasTag('panel')).toBe(false);
  });

  it('an empty price or minimum stay goes back to the default (null)', async () => {
    const fixture = start();
    toActing(fixture, 'minStay');
    fixture.actor.send({ type: 'selection.submit', input: { action: 'minStay', minStay: ' ' } });
    await waitFor(fixture.actor, (s) => s.matches('done'));
    expect(fixture.writeCalendar.mock.calls[0][0].change).toEqual({ action: 'minStay', minStay: null });
  });

  it('blocks with a trimmed note, and opens with no input', async () => {
    const fixture = start();
    toActing(fixture, 'block');
    fixture.actor.send({ type: 'selection.submit', input: { action: 'block', note: '  Roof repairs ' } });
    await waitFor(fixture.actor, (s) => s.matches('done'));
    expect(fixture.writeCalendar.mock.calls[0][0].change).toEqual({ action: 'block', note: 'Roof repairs' });
    expect(fixture.announceSaved).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Those nights are blocked; guests cannot book them' }));

    toActing(fixture, 'open');
    fixture.actor.send({ type: 'selection.submit', input: { action: 'open' } });
    await waitFor(fixture.actor, (s) => s.matches('done'));
    expect(fixture.writeCalendar.mock.calls[1][0].change).toEqual({ action: 'open' });
  });

  it('a refusal keeps the panel open with the server’s message and toasts it', async () => {
    const refusal = { success: false, status: 0, httpStatus: 409, message: 'Nothing was blocked: “Garden room” is booked (LK7H3K9Q) from 12 Mar 2026 to 14 Mar 2026' };
    const fixture = start(async () => Promise.reject(refusal));
    toActing(fixture, 'block');
    fixture.actor.send({ type: 'selection.submit', input: { action: 'block', note: '' } });
    await waitFor(fixture.actor, (s) => s.matches('failed'));
    expect(fixture.state().context.error).toBe(refusal.message);
    expect(fixture.state().hasTag('panel')).toBe(true);
    expect(fixture.announceFailure).toHaveBeenCalledWith(refusal.message);
    expect(fixture.applyCalendar).not.toHaveBeenCalled();
  });

  it('after a refusal: try again repeats the same write, back returns to the form, another action switches, cancel closes', async () => {
    let calls = 0;
    const fixture = start(async () => (++calls === 1 ? Promise.reject({ message: 'Nights in the past cannot be changed' }) : answer));
    toActing(fixture, 'open');
    fixture.actor.send({ type: 'selection.submit', input: { action: 'open' } });
    await waitFor(fixture.actor, (s) => s.matches('failed'));
    fixture.actor.send({ type: 'selection.retry' });
    expect(fixture.state().context.error).toBeNull();
    await waitFor(fixture.actor, (s) => s.matches('done'));
    expect(fixture.writeCalendar).toHaveBeenCalledTimes(2);

    const other = start(async () => Promise.reject({ message: 'Sorry, something went wrong' }));
    toActing(other, 'open');
    other.actor.send({ type: 'selection.submit', input: { action: 'open' } });
    await waitFor(other.actor, (s) => s.matches('failed'));
    other.actor.send({ type: 'selection.back' });
    expect(other.state().value).toBe('acting');
    expect(other.state().context.action).toBe('open');
    other.actor.send({ type: 'selection.submit', input: { action: 'open' } });
    await waitFor(other.actor, (s) => s.matches('failed'));
    other.actor.send({ type: 'selection.act', action: 'price' });
    expect(other.state().value).toBe('acting');
    expect(other.state().context.action).toBe('price');
    other.actor.send({ type: 'selection.submit', input: { action: 'open' } });
    await waitFor(other.actor, (s) => s.matches('failed'));
    other.actor.send({ type: 'selection.cancel' });
    expect(other.state().value).toBe('idle');
  });

  it('after a save the range stays marked until the next pick, which starts a new one; cancel clears it', async () => {
    const fixture = start();
    toActing(fixture, 'open');
    fixture.actor.send({ type: 'selection.submit', input: { action: 'open' } });
    await waitFor(fixture.actor, (s) => s.matches('done'));
    expect(fixture.state().context.range).toEqual({ from: '2026-03-12', to: '2026-03-15' });
    fixture.actor.send({ type: 'selection.pick', date: '2026-03-20' });
    expect(fixture.state().value).toBe('choosingEnd');
    expect(fixture.state().context.range).toBeNull();

    const second = start();
    toActing(second, 'open');
    second.actor.send({ type: 'selection.submit', input: { action: 'open' } });
    await waitFor(second.actor, (s) => s.matches('done'));
    second.actor.send({ type: 'selection.extend', date: '2026-03-20' });
    expect(second.state().value).toBe('choosingEnd');
    second.actor.send({ type: 'selection.cancel' });
    const third = start();
    toActing(third, 'open');
    third.actor.send({ type: 'selection.submit', input: { action: 'open' } });
    await waitFor(third.actor, (s) => s.matches('done'));
    third.actor.send({ type: 'selection.cancel' });
    expect(third.state().value).toBe('idle');
    expect(third.state().context.range).toBeNull();
  });

  it('ignores writes while saving and picks while the panel is open', async () => {
    let finish: (value: PropertyCalendar) => void = () => undefined;
    const fixture = start(() => new Promise((resolve) => (finish = resolve)));
    toActing(fixture, 'open');
    fixture.actor.send({ type: 'selection.pick', date: '2026-03-20' });
    expect(fixture.state().value).toBe('acting');
    fixture.actor.send({ type: 'selection.submit', input: { action: 'open' } });
    fixture.actor.send({ type: 'selection.submit', input: { action: 'open' } });
    fixture.actor.send({ type: 'selection.cancel' });
    expect(fixture.state().value).toBe('saving');
    finish(answer);
    await waitFor(fixture.actor, (s) => s.matches('done'));
    expect(fixture.writeCalendar).toHaveBeenCalledTimes(1);
  });
});

describe('rangeBetween', () => {
  it('counts the last night in, whichever night came first', () => {
    expect(rangeBetween('2026-03-31', '2026-03-30')).toEqual({ from: '2026-03-30', to: '2026-04-01' });
  });
});
