import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { roomsGridMachine, selectionOf, type RoomsSelection } from '../../../machines/rooms-grid.machine';

const TODAY = '2026-03-10';
const UNITS = [11, 12, 13, 14];

function start(days = 14) {
  const chosen = vi.fn<(selection: RoomsSelection) => void>();
  const shown = vi.fn<(range: { from: string; to: string }) => void>();
  const actor = createActor(
    roomsGridMachine.provide({ actions: { chooseNights: (_, selection) => chosen(selection), showNights: (_, range) => shown(range) } }),
    { input: { unitIds: UNITS, today: TODAY, days } },
  ).start();
  const state = () => actor.getSnapshot();
  return { actor, state, chosen, shown };
}

const cell = (row: number, date: string) => ({ row, date });

describe('roomsGridMachine: tapping', () => {
  it('a first tap anchors a night, a second tap in another room hands on the block of nights and rooms between them', () => {
    const { actor, state, chosen } = start();
    actor.send({ type: 'rooms.tap', cell: cell(2, '2026-03-14') });
    expect(state().value).toBe('anchored');
    expect(chosen).not.toHaveBeenCalled();
    actor.send({ type: 'rooms.tap', cell: cell(1, '2026-03-12') });
    expect(state().value).toBe('chosen');
    expect(chosen).toHaveBeenCalledWith({ unitIds: [12, 13], from: '2026-03-12', to: '2026-03-15', rows: [1, 2] });
  });

  it('a past night is neither anchored nor ended on', () => {
    const { actor, state, chosen } = start();
    actor.send({ type: 'rooms.tap', cell: cell(0, '2026-03-09') });
    expect(state().value).toBe('idle');
    actor.send({ type: 'rooms.tap', cell: cell(0, TODAY) });
    actor.send({ type: 'rooms.tap', cell: cell(0, '2026-03-01') });
    expect(state().value).toBe('anchored');
    expect(chosen).not.toHaveBeenCalled();
  });

  it('a tap after a choice starts a new selection, and rooms.clear lets go of it', () => {
    const { actor, state } = start();
    actor.send({ type: 'rooms.tap', cell: cell(0, '2026-03-12') });
    actor.send({ type: 'rooms.tap', cell: cell(0, '2026-03-13') });
    actor.send({ type: 'rooms.tap', cell: cell(3, '2026-03-20') });
    expect(state().value).toBe('anchored');
    expect(selectionOf(state().context)).toMatchObject({ unitIds: [14], from: '2026-03-20', to: '2026-03-21' });
    actor.send({ type: 'rooms.clear' });
    expect(state().value).toBe('idle');
    expect(selectionOf(state().context)).toBeNull();
  });
});

describe('roomsGridMachine: dragging', () => {
  it('a drag across rooms and nights is chosen on release; past cells on the way are skipped', () => {
    const { actor, state, chosen } = start();
    actor.send({ type: 'rooms.press', cell: cell(0, '2026-03-11') });
    expect(state().value).toBe('dragging');
    actor.send({ type: 'rooms.enter', cell: cell(1, '2026-03-12') });
    actor.send({ type: 'rooms.enter', cell: cell(2, '2026-03-05') });
    actor.send({ type: 'rooms.enter', cell: cell(2, '2026-03-13') });
    actor.send({ type: 'rooms.release' });
    expect(chosen).toHaveBeenCalledExactlyOnceWith({ unitIds: [11, 12, 13], from: '2026-03-11', to: '2026-03-14', rows: [0, 2] });
    expect(state().value).toBe('chosen');
  });

  it('a press released on the same cell is a first tap: the next tap ends the selection', () => {
    const { actor, state, chosen } = start();
    actor.send({ type: 'rooms.press', cell: cell(1, '2026-03-12') });
    actor.send({ type: 'rooms.release' });
    expect(state().value).toBe('anchored');
    actor.send({ type: 'rooms.press', cell: cell(1, '2026-03-14') });
    expect(chosen).toHaveBeenCalledWith({ unitIds: [12], from: '2026-03-12', to: '2026-03-15', rows: [1, 1] });
  });
});

describe('roomsGridMachine: all rooms', () => {
  it('stretches an anchored night to every room and hands it on', () => {
    const { actor, chosen } = start();
    actor.send({ type: 'rooms.tap', cell: cell(2, '2026-03-12') });
    actor.send({ type: 'rooms.allRooms' });
    expect(chosen).toHaveBeenCalledWith({ unitIds: UNITS, from: '2026-03-12', to: '2026-03-13', rows: [0, 3] });
  });

  it('stretches a chosen range to every room, keeping its nights', () => {
    const { actor, chosen } = start();
    actor.send({ type: 'rooms.tap', cell: cell(1, '2026-03-12') });
    actor.send({ type: 'rooms.tap', cell: cell(1, '2026-03-14') });
    actor.send({ type: 'rooms.allRooms' });
    expect(chosen).toHaveBeenLastCalledWith({ unitIds: UNITS, from: '2026-03-12', to: '2026-03-15', rows: [0, 3] });
  });

  it('is not offered with nothing chosen', () => {
    const { actor, state, chosen } = start();
    actor.send({ type: 'rooms.allRooms' });
    expect(state().value).toBe('idle');
    expect(chosen).not.toHaveBeenCalled();
  });
});

describe('roomsGridMachine: keyboard', () => {
  it('arrows move the cursor within the rooms; the view follows it past its last night', () => {
    const { actor, state, shown } = start(14);
    expect(state().context.cursor).toEqual(cell(0, TODAY));
    actor.send({ type: 'rooms.move', rows: -1, days: 0, extend: false });
    expect(state().context.cursor).toEqual(cell(0, TODAY));
    for (let i = 0; i < 5; i++) actor.send({ type: 'rooms.move', rows: 1, days: 0, extend: false });
    expect(state().context.cursor.row).toBe(3);
    for (let i = 0; i < 14; i++) actor.send({ type: 'rooms.move', rows: 0, days: 1, extend: false });
    expect(state().context.cursor.date).toBe('2026-03-24');
    expect(state().context.start).toBe('2026-03-24');
    expect(shown).toHaveBeenLastCalledWith({ from: '2026-03-24', to: '2026-04-07' });
    actor.send({ type: 'rooms.move', rows: 0, days: -1, extend: false });
    expect(state().context.start).toBe(TODAY);
  });

  it('Shift+arrows stretch a selection from the cursor and Enter hands it on', () => {
    const { actor, state, chosen } = start();
    actor.send({ type: 'rooms.move', rows: 0, days: 1, extend: false });
    actor.send({ type: 'rooms.move', rows: 0, days: 1, extend: true });
    actor.send({ type: 'rooms.move', rows: 0, days: 1, extend: true });
    actor.send({ type: 'rooms.move', rows: 1, days: 0, extend: true });
    expect(state().value).toBe('extending');
    expect(chosen).not.toHaveBeenCalled();
    actor.send({ type: 'rooms.select' });
    expect(chosen).toHaveBeenCalledWith({ unitIds: [11, 12], from: '2026-03-11', to: '2026-03-14', rows: [0, 1] });
  });

  it('an arrow without Shift drops a stretched selection', () => {
    const { actor, state } = start();
    actor.send({ type: 'rooms.move', rows: 0, days: 1, extend: true });
    actor.send({ type: 'rooms.move', rows: 0, days: 1, extend: false });
    expect(state().value).toBe('idle');
    expect(selectionOf(state().context)).toBeNull();
  });

  it('Space picks the first night and, after moving, the last one', () => {
    const { actor, state, chosen } = start();
    actor.send({ type: 'rooms.select' });
    expect(state().value).toBe('anchored');
    actor.send({ type: 'rooms.move', rows: 2, days: 2, extend: false });
    actor.send({ type: 'rooms.select' });
    expect(chosen).toHaveBeenCalledWith({ unitIds: [11, 12, 13], from: TODAY, to: '2026-03-13', rows: [0, 2] });
  });

  it('a cell that gets the focus (a click, a screen reader) is where the arrows go on from', () => {
    const { actor, state } = start();
    actor.send({ type: 'rooms.point', cell: cell(2, '2026-03-15') });
    actor.send({ type: 'rooms.move', rows: 1, days: 1, extend: false });
    expect(state().context.cursor).toEqual(cell(3, '2026-03-16'));
  });

  it('a cursor on a past night picks nothing', () => {
    const { actor, state } = start();
    actor.send({ type: 'rooms.move', rows: 0, days: -1, extend: false });
    actor.send({ type: 'rooms.select' });
    actor.send({ type: 'rooms.move', rows: 0, days: 0, extend: true });
    expect(state().value).toBe('idle');
  });
});

describe('roomsGridMachine: the view', () => {
  it('previous, next and today move by the nights in view and ask for them', () => {
    const { actor, state, shown } = start(14);
    actor.send({ type: 'rooms.next' });
    expect(state().context.start).toBe('2026-03-24');
    expect(shown).toHaveBeenLastCalledWith({ from: '2026-03-24', to: '2026-04-07' });
    actor.send({ type: 'rooms.previous' });
    actor.send({ type: 'rooms.previous' });
    expect(state().context.start).toBe('2026-02-24');
    actor.send({ type: 'rooms.today' });
    expect(shown).toHaveBeenLastCalledWith({ from: TODAY, to: '2026-03-24' });
  });

  it('a wider screen shows a month', () => {
    const { actor, state, shown } = start(14);
    actor.send({ type: 'rooms.resize', days: 30 });
    expect(state().context.days).toBe(30);
    expect(shown).toHaveBeenLastCalledWith({ from: TODAY, to: '2026-04-09' });
  });

  it('other rooms (another property) drop the selection and keep the cursor inside them', () => {
    const { actor, state } = start();
    actor.send({ type: 'rooms.tap', cell: cell(3, '2026-03-12') });
    actor.send({ type: 'rooms.units', unitIds: [21, 22], today: TODAY });
    expect(state().value).toBe('idle');
    expect(state().context.unitIds).toEqual([21, 22]);
    expect(state().context.cursor.row).toBe(1);
  });
});
