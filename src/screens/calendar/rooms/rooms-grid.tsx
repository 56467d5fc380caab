import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { memo, useMemo, useRef, type KeyboardEvent, type PointerEvent, type MouseEvent } from 'react';
import type { CalendarUnit } from '../../../../machines/calendar-data.machine';
import type { RoomsCell } from '../../../../machines/rooms-grid.machine';
import { addDays, nightsBetween } from '../../../shared/reservation-dates';
import { formatLongDay, formatShortMonthName, formatWeekdayName } from '../../../shared/format';
import { fullPrice, shortPrice } from '../calendar-labels';
import { roomBars } from './room-bars';
import styles from './rooms-grid.module.css';
import { useHydrated } from '../../../app/use-hydrated';
import type { UnitNoun } from '../../../shared/unit-noun';
import { unnamedUnitName } from '../unit-words';

export type GridSelection = { rows: [number, number]; from: string; to: string } | null;

type RoomsGridProps = {
  units: CalendarUnit[];
  /** What the host calls them: rooms or units. */
  unitNoun: UnitNoun;
  /** The first night of the loaded calendar: a unit's nights are counted from it. */
  loadedFrom: string;
  start: string;
  days: number;
  today: string;
  currency: string | null;
  selection: GridSelection;
  cursor: RoomsCell;
  onPress: (cell: RoomsCell) => void;
  onEnter: (cell: RoomsCell) => void;
  onTap: (cell: RoomsCell) => void;
  onFocusCell: (cell: RoomsCell) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
};

type DayWords = { long: string; weekday: string; month: string; weekend: boolean };
const dayWordsCache = new Map<string, DayWords>();

/** A night's words, made once per date and language: a drag re-renders rows many times a second. */
function dayWords(date: string, locale: string): DayWords {
  const key = `${locale}:${date}`;
  let words = dayWordsCache.get(key);
  if (!words) {
    // Saturday or Sunday by the date itself, whatever language the day's name is in.
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    words = { long: formatLongDay(date), weekday: formatWeekdayName(date), month: formatShortMonthName(date), weekend: day === 0 || day === 6 };
    dayWordsCache.set(key, words);
  }
  return words;
}

/** The cell under a pointer event, from its data attributes. */
function cellAt(target: EventTarget | null): RoomsCell | null {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-date]') : null;
  return element ? { row: Number(element.dataset.row), date: element.dataset.date! } : null;
}

export const roomName = (unit: CalendarUnit, index: number, noun: UnitNoun) => unit.name ?? unnamedUnitName(noun, index);

/**
 * Rooms as rows and nights as columns, stays and blocks as bars over them. One cell is in the tab
 * order (the cursor); arrows move it, Shift+arrows stretch a selection, Space or Enter picks. A
 * mouse drags over the cells; a finger taps the first and the last cell (a drag would fight the
 * sideways scroll of the nights).
 */
export function RoomsGrid({ units, unitNoun, loadedFrom, start, days, today, currency, selection, cursor, onPress, onEnter, onTap, onFocusCell, onKeyDown }: RoomsGridProps) {
  const dates = useMemo(() => Array.from({ length: days }, (_, i) => addDays(start, i)), [start, days]);
  const offset = nightsBetween(loadedFrom, start);
  const ready = useHydrated();
  const { t } = useLinguiMacro();
  // What pressed last: a mouse chooses on press (and drags), anything else on the click that follows.
  const pointer = useRef('none');
  const down = (event: PointerEvent<HTMLDivElement>) => {
    pointer.current = event.pointerType;
    const cell = cellAt(event.target);
    if (cell && event.pointerType === 'mouse' && event.button === 0) {
      event.preventDefault();
      onPress(cell);
    }
  };
  const over = (event: PointerEvent<HTMLDivElement>) => {
    const cell = event.pointerType === 'mouse' && event.buttons === 1 ? cellAt(event.target) : null;
    if (cell) onEnter(cell);
  };
  const click = (event: MouseEvent<HTMLDivElement>) => {
    const cell = pointer.current === 'mouse' ? null : cellAt(event.target);
    pointer.current = 'none';
    if (cell) onTap(cell);
  };
  return (
    <div
      className={styles.grid}
      role="grid"
      aria-label={t`Rooms and nights`}
      aria-rowcount={units.length + 1}
      aria-colcount={days + 1}
      aria-multiselectable="true"
      data-days={days}
      onPointerDown={down}
      onPointerOver={over}
      onClick={click}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const cell = cellAt(event.target);
        if (cell) onFocusCell(cell);
      }}
    >
      <DayHeads dates={dates} today={today} />
      {units.map((unit, row) => (
        <RoomRow
          key={unit.id}
          unit={unit}
          row={row}
          name={roomName(unit, row, unitNoun)}
          start={start}
          days={days}
          offset={offset}
          today={today}
          currency={currency}
          selectedFrom={selection && row >= selection.rows[0] && row <= selection.rows[1] ? selection.from : null}
          selectedTo={selection && row >= selection.rows[0] && row <= selection.rows[1] ? selection.to : null}
          cursorDate={cursor.row === row ? cursor.date : null}
          ready={ready}
        />
      ))}
    </div>
  );
}

/** The row of nights' names: the same while the nights in view stay. */
const DayHeads = memo(function DayHeads({ dates, today }: { dates: string[]; today: string }) {
  const { i18n } = useLingui();
  return (
    <div role="row" className={`${styles.row} ${styles.headRow}`}>
      <div role="columnheader" className={`${styles.roomHead} ${styles.corner}`}>
        <Trans>Room</Trans>
      </div>
      {dates.map((date, i) => {
        const words = dayWords(date, i18n.locale);
        return (
          <div role="columnheader" key={date} className={styles.dayHead} data-today={date === today || undefined} data-weekend={words.weekend || undefined} aria-label={words.long}>
            <span className={styles.month}>{i === 0 || date.endsWith('-01') ? words.month : '\u00a0'}</span>
            <span className={styles.weekday}>{words.weekday}</span>
            <span className={styles.dayNumber}>{Number(date.slice(8))}</span>
          </div>
        );
      })}
    </div>
  );
});

type RoomRowProps = {
  unit: CalendarUnit;
  row: number;
  name: string;
  start: string;
  days: number;
  offset: number;
  today: string;
  currency: string | null;
  /** The selection's nights [from, to) when this room is in it; primitives, so an unchanged row is not drawn again. */
  selectedFrom: string | null;
  selectedTo: string | null;
  cursorDate: string | null;
  /** False while the server's HTML hydrates: a tap then would do nothing, so the nights say they are not ready. */
  ready: boolean;
};

/** One room: re-rendered only when its nights, its part of the selection or the cursor on it change. */
const RoomRow = memo(function RoomRow({ unit, row, name, start, days, offset, today, currency, selectedFrom, selectedTo, cursorDate, ready }: RoomRowProps) {
  // The words on the bars and the cells' labels are in the active language: made again when it changes.
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const bars = useMemo(() => roomBars(unit, start, days), [unit, start, days, locale]);
  const covering = useMemo(() => {
    const words: (string | null)[] = Array.from({ length: days }, () => null);
    for (const bar of bars) for (let i = bar.first; i < bar.end; i++) words[i] = bar.label;
    return words;
  }, [bars, days]);
  // What each night is and says, made again only when the room's nights or the view change.
  const nights = useMemo(
    () =>
      Array.from({ length: days }, (_, i) => {
        const date = addDays(start, i);
        const night = unit.nights[offset + i];
        const status = night !== undefined && night.date === date ? night.status : null;
        const held = covering[i];
        const amount = status ? fullPrice(night.price, currency) : '';
        const words =
          status === 'booked'
            ? held
              ? i18n._(msg`booked: ${held}`)
              : i18n._(msg`booked: a stay`)
            : status === 'blocked'
              ? held
                ? i18n._(msg`blocked: ${held}`)
                : i18n._(msg`blocked: Blocked`)
              : status
                ? i18n._(msg`available, ${amount}`)
                : i18n._(msg`loading`);
        const day = dayWords(date, locale).long;
        return { date, status, price: status === 'available' ? shortPrice(night.price) : null, label: `${name}, ${day}, ${words}` };
      }),
    [unit, start, days, offset, currency, covering, name, i18n, locale],
  );
  const cells = [];
  for (const { date, status, price, label } of nights) {
    const isSelected = selectedFrom !== null && selectedTo !== null && date >= selectedFrom && date < selectedTo;
    cells.push(
      <div
        role="gridcell"
        key={date}
        className={styles.cell}
        data-row={row}
        data-date={date}
        data-status={status ?? 'loading'}
        data-past={date < today || undefined}
        data-today={date === today || undefined}
        aria-selected={isSelected}
        aria-disabled={ready ? undefined : true}
        aria-label={label}
        tabIndex={cursorDate === date ? 0 : -1}
      >
        {price !== null ? <span className={styles.price}>{price}</span> : null}
      </div>,
    );
  }
  return (
    <div role="row" className={styles.row}>
      <div role="rowheader" className={styles.roomHead} title={name}>
        {name}
      </div>
      {cells}
      {bars.map((bar) => (
        <div
          key={bar.key}
          aria-hidden="true"
          className={styles.bar}
          data-kind={bar.kind}
          data-cut-start={bar.cutStart || undefined}
          data-cut-end={bar.cutEnd || undefined}
          data-first={bar.first}
          data-end={bar.end}
        >
          <span className={styles.barLabel}>{bar.label}</span>
        </div>
      ))}
    </div>
  );
});
