import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { calendarDataMachine, PropertyCalendar } from '../../../../machines/calendar-data.machine';
import { roomsGridMachine, selectionOf, type RoomsCell } from '../../../../machines/rooms-grid.machine';
import { calendarSelectionWithCalls } from '../../../api/actors/calendar-selection';
import { manualBookingWithCalls } from '../../../api/actors/manual-booking';
import { actorOptions } from '../../../app/inspect';
import { notifyError, notifySuccess } from '../../../app/notify';
import type { Currency } from '../../../shared/listing-property-schemas';
import { formatDay } from '../../../shared/format';
import { addDays } from '../../../shared/reservation-dates';
import { RangePanel } from '../range-panel';
import { ManualBookingDialog } from '../../reservations/manual-booking-dialog';
import { roomName, RoomsGrid } from './rooms-grid';
import styles from './rooms-calendar.module.css';
import grid from './rooms-grid.module.css';
import { nounKey } from '../unit-words';

/** A month on a desktop, two weeks on a phone (they scroll sideways there). */
const WIDE = '(min-width: 64rem)';
const daysFor = (wide: boolean) => (wide ? 30 : 14);

const KEY_MOVES: Record<string, [rows: number, days: number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

type RoomsCalendarProps = { data: ActorRefFrom<typeof calendarDataMachine>; calendar: PropertyCalendar };

/** The rooms of one property side by side (Booking.com's and Hostaway's multi-calendar): choose nights in one room or several and change them, or record a booking. */
export function RoomsCalendar({ data, calendar }: RoomsCalendarProps) {
  const units = calendar.units;
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const noun = nounKey(calendar.unitNoun);
  const selection = useActorRef(
    calendarSelectionWithCalls.provide({
      actions: {
        applyCalendar: (_, { calendar: written }) => data.send({ type: 'calendar.written', calendar: written }),
        announceSaved: (_, { message }) => void notifySuccess(i18n._(message)),
        announceFailure: (_, { message }) => void notifyError(message),
      },
    }),
    { input: { propertyId: calendar.propertyId, unitIds: [], today: calendar.today, currency: (calendar.currency ?? 'USD') as Currency }, ...actorOptions() },
  );
  const gridActor = useActorRef(
    roomsGridMachine.provide({
      actions: {
        chooseNights: (_, chosen) => selection.send({ type: 'selection.choose', unitIds: chosen.unitIds, range: { from: chosen.from, to: chosen.to } }),
        showNights: (_, range) => data.send({ type: 'calendar.showNights', ...range }),
      },
    }),
    // Two weeks first, as the server renders the page; a wide screen widens it before its first paint.
    { input: { unitIds: units.map((unit) => unit.id), today: calendar.today, days: daysFor(false) }, ...actorOptions() },
  );
  const booking = useActorRef(
    manualBookingWithCalls.provide({
      actions: {
        bookingSaved: (_, reservation) => {
          const code = reservation.code;
          void notifySuccess(t`Booking ${code} was recorded`);
          data.send({ type: 'calendar.reload' });
        },
      },
    }),
    actorOptions(),
  );

  const start = useSelector(gridActor, (s) => s.context.start);
  const days = useSelector(gridActor, (s) => s.context.days);
  const cursor = useSelector(gridActor, (s) => s.context.cursor);
  const chosen = useSelector(gridActor, (s) => selectionOf(s.context), sameSelection);
  const step = useSelector(gridActor, (s) => (s.matches('anchored') ? 'anchored' : s.matches('extending') || s.matches('dragging') ? 'extending' : 'idle'));
  const panelOpen = useSelector(selection, (s) => s.hasTag('panel'));
  const panelUnits = useSelector(selection, (s) => s.context.unitIds);

  // The property's rooms may change (another property, a room added): the grid follows.
  const unitKey = units.map((unit) => unit.id).join(',');
  useEffect(() => {
    gridActor.send({ type: 'rooms.units', unitIds: unitKey === '' ? [] : unitKey.split(',').map(Number), today: calendar.today });
  }, [gridActor, unitKey, calendar.today]);
  // A wide screen, a phone turned sideways or a window widened: a month or two weeks.
  useLayoutEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const change = () => gridActor.send({ type: 'rooms.resize', days: daysFor(query.matches) });
    change();
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, [gridActor]);
  // A mouse let go anywhere ends a drag.
  useEffect(() => {
    const release = () => gridActor.send({ type: 'rooms.release' });
    window.addEventListener('pointerup', release);
    return () => window.removeEventListener('pointerup', release);
  }, [gridActor]);
  // The panel closed (saved, cancelled): the grid lets go of the selection.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !panelOpen) gridActor.send({ type: 'rooms.clear' });
    wasOpen.current = panelOpen;
  }, [gridActor, panelOpen]);
  // Focus follows the keyboard's cursor while it is in the grid.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element?.contains(document.activeElement)) return;
    element.querySelector<HTMLElement>(`[data-row="${cursor.row}"][data-date="${cursor.date}"]`)?.focus();
  }, [cursor]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      gridActor.send({ type: 'rooms.move', rows: move[0], days: move[1], extend: event.shiftKey });
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      gridActor.send({ type: 'rooms.select' });
    } else if (event.key === 'Escape') {
      gridActor.send({ type: 'rooms.clear' });
    }
  };
  const send = (type: 'rooms.press' | 'rooms.enter' | 'rooms.tap' | 'rooms.point') => (cell: RoomsCell) => gridActor.send({ type, cell });

  const namesOf = (unitIds: number[]) => {
    if (unitIds.length === units.length && units.length > 1) {
      const count = units.length;
      return t`${select(noun, { room: `All ${count} rooms`, unit: `All ${count} units`, other: `All ${count} rooms or units` })}`;
    }
    const names = units.flatMap((unit, index) => (unitIds.includes(unit.id) ? [roomName(unit, index, calendar.unitNoun)] : []));
    const count = names.length;
    return count <= 3 ? names.join(', ') : t`${select(noun, { room: `${count} rooms`, unit: `${count} units`, other: `${count} rooms or units` })}`;
  };
  const addBooking = () => {
    const range = selection.getSnapshot().context.range;
    if (!range || panelUnits.length !== 1) return;
    selection.send({ type: 'selection.cancel' });
    booking.send({ type: 'booking.open', prefill: { propertyId: String(calendar.propertyId), unitId: String(panelUnits[0]), checkIn: range.from, checkOut: range.to } });
  };
  const last = addDays(start, days - 1);
  const anchorRoom = chosen ? namesOf(chosen.unitIds) : '';
  const chosenFrom = chosen ? formatDay(chosen.from) : '';
  const chosenLast = chosen ? formatDay(addDays(chosen.to, -1)) : '';

  return (
    <section className={styles.rooms} aria-label={t`${select(noun, { room: 'Rooms calendar', unit: 'Units calendar', other: 'Rooms or units calendar' })}`}>
      <div className={styles.nav}>
        <p className={styles.span} aria-live="polite">
          {formatDay(start)} – {formatDay(last)}
        </p>
        <div className={styles.navButtons}>
          <button type="button" className="btn btn-outline btn-small" aria-label={t`Previous ${days} nights`} onClick={() => gridActor.send({ type: 'rooms.previous' })}>
            ‹
          </button>
          <button type="button" className="btn btn-outline btn-small" onClick={() => gridActor.send({ type: 'rooms.today' })}>
            <Trans>Today</Trans>
          </button>
          <button type="button" className="btn btn-outline btn-small" aria-label={t`Next ${days} nights`} onClick={() => gridActor.send({ type: 'rooms.next' })}>
            ›
          </button>
        </div>
      </div>
      <div className={styles.frame} ref={frame}>
        <RoomsGrid
          units={units}
          unitNoun={calendar.unitNoun}
          loadedFrom={calendar.from}
          start={start}
          days={days}
          today={calendar.today}
          currency={calendar.currency}
          selection={chosen}
          cursor={cursor}
          onPress={send('rooms.press')}
          onEnter={send('rooms.enter')}
          onTap={send('rooms.tap')}
          onFocusCell={send('rooms.point')}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className={styles.hint} role="status">
        {step === 'anchored' && chosen ? (
          <>
            <span>
              <Trans>
                First night chosen: {anchorRoom}, {chosenFrom}. Tap the last night, in this room or another.
              </Trans>
            </span>
            {units.length > 1 ? (
              <button type="button" className="btn btn-outline btn-small" onClick={() => gridActor.send({ type: 'rooms.allRooms' })}>
                <Trans>All rooms</Trans>
              </button>
            ) : null}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => gridActor.send({ type: 'rooms.clear' })}>
              <Trans>Cancel selection</Trans>
            </button>
          </>
        ) : step === 'extending' && chosen ? (
          <span>
            <Trans>
              {anchorRoom}: {chosenFrom} to {chosenLast}. Press Enter to change these nights.
            </Trans>
          </span>
        ) : (
          <span>
            <Trans>
              Tap the first and the last night (in one room or across rooms) to block or open them, set a price or a minimum stay, or add a booking. On the keyboard: arrows
              move, Shift+arrows stretch, Space picks.
            </Trans>
          </span>
        )}
      </div>
      <h2 className="visually-hidden">
        <Trans>Legend</Trans>
      </h2>
      <ul className={styles.legend} aria-label={t`What the bars mean`}>
        <li>
          <span className={`${grid.legendSwatch} ${grid.bar}`} data-kind="stay" aria-hidden="true" /> <Trans>Booking: guest · where it came from</Trans>
        </li>
        <li>
          <span className={`${grid.legendSwatch} ${grid.bar}`} data-kind="hostBlock" aria-hidden="true" /> <Trans>Blocked by you (stripes)</Trans>
        </li>
        <li>
          <span className={`${grid.legendSwatch} ${grid.bar}`} data-kind="importBlock" aria-hidden="true" /> <Trans>Imported from another site (dots)</Trans>
        </li>
      </ul>
      <RangePanel
        actor={selection}
        unitName={namesOf(panelUnits)}
        unitNoun={calendar.unitNoun}
        currency={calendar.currency}
        basePrice={panelUnits.length === 1 ? (units.find((unit) => unit.id === panelUnits[0])?.basePrice ?? null) : null}
        onAddBooking={panelUnits.length === 1 ? addBooking : undefined}
        onAllRooms={units.length > 1 && panelUnits.length < units.length ? () => gridActor.send({ type: 'rooms.allRooms' }) : undefined}
      />
      <ManualBookingDialog actor={booking} />
    </section>
  );
}

type Chosen = ReturnType<typeof selectionOf>;
const sameSelection = (a: Chosen, b: Chosen) => a === b || (a !== null && b !== null && a.from === b.from && a.to === b.to && a.rows[0] === b.rows[0] && a.rows[1] === b.rows[1]);
