import { assign, setup } from 'xstate';
import { addDays } from '../src/shared/reservation-dates';

/**
 * The rooms calendar's grid on /calendar (rooms as rows, nights as columns): which nights are in
 * view, where the keyboard cursor is, and which nights of which rooms the host selects.
 *
 * A selection is a block of cells: from an anchor (the first cell pressed, tapped or picked with
 * Space/Enter) to a focus (where the drag, the second tap or Shift+arrows ended), over every row in
 * between; "All rooms" stretches it to every row. Once chosen it is handed on (chooseNights) to
 * the range panel, which writes it. Past nights are never anchored nor ended on (the server
 * refuses to change them).
 *
 * idle → anchored (tap) | dragging (press) | extending (Shift+arrows) → chosen
 */
export type RoomsCell = { row: number; date: string };
export type RoomsSelection = { unitIds: number[]; from: string; to: string };

export type RoomsGridInput = { unitIds: number[]; today: string; days: number; start?: string };

type RoomsGridContext = {
  unitIds: number[];
  today: string;
  /** How many nights the grid shows: about 14 on a phone, a month on a desktop. */
  days: number;
  /** The first night in view. */
  start: string;
  /** The cell the keyboard is on (the one cell of the grid in the tab order). */
  cursor: RoomsCell;
  anchor: RoomsCell | null;
  focus: RoomsCell | null;
  allRooms: boolean;
};

export type RoomsGridEvent =
  | { type: 'rooms.press'; cell: RoomsCell }
  | { type: 'rooms.enter'; cell: RoomsCell }
  | { type: 'rooms.release' }
  | { type: 'rooms.tap'; cell: RoomsCell }
  | { type: 'rooms.move'; rows: number; days: number; extend: boolean }
  | { type: 'rooms.select' }
  | { type: 'rooms.allRooms' }
  | { type: 'rooms.clear' }
  /** A cell got the focus (a click, a tap, the screen reader): the keyboard goes on from there. */
  | { type: 'rooms.point'; cell: RoomsCell }
  | { type: 'rooms.previous' }
  | { type: 'rooms.next' }
  | { type: 'rooms.today' }
  | { type: 'rooms.resize'; days: number }
  | { type: 'rooms.units'; unitIds: number[]; today: string };

/** The selected rows, nights [from, to) and units of a context; null while nothing is chosen. */
export function selectionOf(context: Pick<RoomsGridContext, 'anchor' | 'focus' | 'allRooms' | 'unitIds'>): (RoomsSelection & { rows: [number, number] }) | null {
  const { anchor, focus } = context;
  if (!anchor) return null;
  const end = focus ?? anchor;
  const rows: [number, number] = context.allRooms ? [0, context.unitIds.length - 1] : [Math.min(anchor.row, end.row), Math.max(anchor.row, end.row)];
  const [first, last] = anchor.date <= end.date ? [anchor.date, end.date] : [end.date, anchor.date];
  return { rows, from: first, to: addDays(last, 1), unitIds: context.unitIds.slice(rows[0], rows[1] + 1) };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const cellOf = (event: RoomsGridEvent): RoomsCell => (event as { cell: RoomsCell }).cell;
const isFuture = (context: RoomsGridContext, cell: RoomsCell | null) => cell !== null && cell.date >= context.today;

/** The cursor after an arrow key, and the first night in view after it (the view follows it). */
function moved(context: RoomsGridContext, rows: number, days: number): Pick<RoomsGridContext, 'cursor' | 'start'> {
  const date = addDays(context.cursor.date, days);
  const row = clamp(context.cursor.row + rows, 0, Math.max(0, context.unitIds.length - 1));
  const end = addDays(context.start, context.days);
  const start = date < context.start ? addDays(context.start, -context.days) : date >= end ? addDays(context.start, context.days) : context.start;
  return { cursor: { row, date }, start };
}

const NONE = { anchor: null, focus: null, allRooms: false };

const handOn = { type: 'chooseNights', params: ({ context }: { context: RoomsGridContext }) => selectionOf(context)! } as const;
const announceView = { type: 'showNights', params: ({ context }: { context: RoomsGridContext }) => ({ from: context.start, to: addDays(context.start, context.days) }) } as const;

export const roomsGridMachine = setup({
  types: { context: {} as RoomsGridContext, events: {} as RoomsGridEvent, input: {} as RoomsGridInput },
  actions: {
    /** Hands a chosen selection to the range panel. */
    chooseNights: (_, _selection: RoomsSelection) => {},
    /** Asks for the nights in view [from, to) when the view moves (the data machine loads what it lacks). */
    showNights: (_, _range: { from: string; to: string }) => {},
    startAtCell: assign(({ event }) => ({ anchor: cellOf(event), focus: cellOf(event), cursor: cellOf(event), allRooms: false })),
    endAtCell: assign(({ event }) => ({ focus: cellOf(event), cursor: cellOf(event) })),
    startAtCursor: assign(({ context }) => ({ anchor: context.cursor, focus: context.cursor, allRooms: false })),
    endAtCursor: assign(({ context }) => ({ focus: context.cursor })),
    clear: assign(NONE),
    moveCursor: assign(({ context, event }) => (event.type === 'rooms.move' ? moved(context, event.rows, event.days) : {})),
    /** Shift+arrow: the cell left is the anchor (when none is set yet), the cell reached the focus. */
    extendToCursor: assign(({ context, event }) => {
      if (event.type !== 'rooms.move') return {};
      const next = moved(context, event.rows, event.days);
      const anchor = context.anchor ?? context.cursor;
      return { ...next, anchor, focus: next.cursor.date >= context.today ? next.cursor : (context.focus ?? anchor) };
    }),
  },
  guards: {
    cellIsFuture: ({ context, event }) => isFuture(context, cellOf(event)),
    cursorIsFuture: ({ context }) => isFuture(context, context.cursor),
    /** A drag that ended on another cell is a selection; on the same cell it is a tap (the first of two). */
    draggedAcross: ({ context }) => context.focus !== null && (context.focus.row !== context.anchor?.row || context.focus.date !== context.anchor.date),
    canExtend: ({ context, event }) => event.type === 'rooms.move' && event.extend && (context.anchor !== null || isFuture(context, context.cursor)),
    isShift: ({ event }) => event.type === 'rooms.move' && event.extend,
  },
}).createMachine({
  id: 'roomsGrid',
  context: ({ input }) => {
    const start = input.start ?? input.today;
    return { unitIds: input.unitIds, today: input.today, days: input.days, start, cursor: { row: 0, date: start }, ...NONE };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'rooms.press': { guard: 'cellIsFuture', target: 'dragging', actions: 'startAtCell' },
        'rooms.tap': { guard: 'cellIsFuture', target: 'anchored', actions: 'startAtCell' },
        'rooms.select': { guard: 'cursorIsFuture', target: 'anchored', actions: 'startAtCursor' },
        'rooms.move': [{ guard: 'canExtend', target: 'extending', actions: ['extendToCursor', announceView] }, { guard: ({ event }) => !event.extend, actions: ['moveCursor', announceView] }],
      },
    },
    dragging: {
      on: {
        'rooms.enter': { guard: 'cellIsFuture', actions: 'endAtCell' },
        'rooms.release': [{ guard: 'draggedAcross', target: 'chosen', actions: handOn }, { target: 'anchored' }],
        'rooms.clear': { target: 'idle', actions: 'clear' },
      },
    },
    // One cell chosen: a second tap (or Space/Enter on another cell) ends the selection there.
    anchored: {
      on: {
        'rooms.tap': { guard: 'cellIsFuture', target: 'chosen', actions: ['endAtCell', handOn] },
        'rooms.press': { guard: 'cellIsFuture', target: 'chosen', actions: ['endAtCell', handOn] },
        'rooms.select': { guard: 'cursorIsFuture', target: 'chosen', actions: ['endAtCursor', handOn] },
        'rooms.move': [{ guard: 'isShift', target: 'extending', actions: ['extendToCursor', announceView] }, { actions: ['moveCursor', announceView] }],
        'rooms.allRooms': { target: 'chosen', actions: [assign({ allRooms: true }), handOn] },
        'rooms.clear': { target: 'idle', actions: 'clear' },
      },
    },
    extending: {
      on: {
        'rooms.move': [{ guard: 'isShift', actions: ['extendToCursor', announceView] }, { target: 'idle', actions: ['clear', 'moveCursor', announceView] }],
        'rooms.select': { target: 'chosen', actions: handOn },
        'rooms.allRooms': { target: 'chosen', actions: [assign({ allRooms: true }), handOn] },
        'rooms.clear': { target: 'idle', actions: 'clear' },
      },
    },
    // Handed to the panel; it stays marked until the panel closes (rooms.clear) or the host picks again.
    chosen: {
      on: {
        'rooms.press': { guard: 'cellIsFuture', target: 'dragging', actions: 'startAtCell' },
        'rooms.tap': { guard: 'cellIsFuture', target: 'anchored', actions: 'startAtCell' },
        'rooms.allRooms': { actions: [assign({ allRooms: true }), handOn] },
        'rooms.move': { target: 'idle', actions: ['clear', 'moveCursor', announceView] },
        'rooms.clear': { target: 'idle', actions: 'clear' },
      },
    },
  },
  on: {
    'rooms.point': {
      guard: ({ context, event }) => event.cell.row !== context.cursor.row || event.cell.date !== context.cursor.date,
      actions: assign({ cursor: ({ event }) => event.cell }),
    },
    'rooms.previous': { actions: [assign(({ context }) => ({ start: addDays(context.start, -context.days), cursor: { row: context.cursor.row, date: addDays(context.start, -context.days) } })), announceView] },
    'rooms.next': { actions: [assign(({ context }) => ({ start: addDays(context.start, context.days), cursor: { row: context.cursor.row, date: addDays(context.start, context.days) } })), announceView] },
    'rooms.today': { actions: [assign(({ context }) => ({ start: context.today, cursor: { row: context.cursor.row, date: context.today } })), announceView] },
    'rooms.resize': { guard: ({ context, event }) => event.days !== context.days, actions: [assign({ days: ({ event }) => event.days }), announceView] },
    // Another property (or its rooms changed): the selection goes, the view stays on its nights.
    'rooms.units': {
      target: '.idle',
      actions: assign(({ context, event }) => ({ ...NONE, unitIds: event.unitIds, today: event.today, cursor: { row: Math.min(context.cursor.row, Math.max(0, event.unitIds.length - 1)), date: context.cursor.date } })),
    },
  },
});
