import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { CalendarUnit } from '../../../machines/calendar-data.machine';
import type { NightRange } from '../../../machines/calendar-selection.machine';
import { eachNight } from '../../shared/reservation-dates';
import { formatLongDay, formatMonthLong } from '../../shared/format';
import { fullPrice, nightsWord, shortPrice } from './calendar-labels';
import { barsOf, piecesOfWeek, weeksOf, type Bar } from './month-model';
import styles from './month-grid.module.css';

export type NightSelection = { anchor: string | null; range: NightRange | null };

type MonthGridProps = {
  month: string;
  unit: CalendarUnit;
  currency: string | null;
  today: string;
  selection: NightSelection;
  /** The one night that is in the Tab order (roving tabindex; arrows move it). */
  focusNight: string;
  /** `extend`: Shift was held, so the range stretches to this night. */
  onPick: (night: string, extend: boolean) => void;
  /** The nights came in the server's HTML and the page's code has not taken them over yet. */
  waitingForCode: boolean;
};

const WEEKDAYS: MessageDescriptor[] = [msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`, msg`Sun`];

const STATUS_WORDS: Record<'available' | 'booked' | 'blocked', MessageDescriptor> = { available: msg`available`, booked: msg`booked`, blocked: msg`blocked` };

/** The bar covering each night, so a night's button can say who booked or blocked it. */
function barByNight(bars: Bar[]): Map<string, Bar> {
  const byNight = new Map<string, Bar>();
  for (const bar of bars) for (const night of eachNight(bar.from, bar.to)) byNight.set(night, bar);
  return byNight;
}

const inRange = (night: string, range: NightRange | null) => range !== null && night >= range.from && night < range.to;

/**
 * One month of one unit: a button per night (status, price, minimum stay) and the bars of
 * reservations and blocks drawn over the nights they cover. A reservation's bar links to it.
 */
export function MonthGrid({ month, unit, currency, today, selection, focusNight, onPick, waitingForCode }: MonthGridProps) {
  const titleId = useId();
  // The bars' words are in the active language: made again when it changes.
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const nights = useMemo(() => new Map(unit.nights.map((night) => [night.date, night])), [unit.nights]);
  const bars = useMemo(() => barsOf(unit), [unit, locale]); // the language changes the bars' words
  const covering = useMemo(() => barByNight(bars), [bars]);
  const weeks = weeksOf(month);
  const seen = new Set<string>();

  return (
    <section className={styles.month} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {formatMonthLong(month)}
      </h3>
      <div className={styles.weekdays} aria-hidden="true">
        {WEEKDAYS.map((day) => (
          <span key={day.id}>{i18n._(day)}</span>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week.find(Boolean)} className={styles.week}>
          {week.map((date, index) => {
            if (date === null) return <span key={`pad-${index}`} className={styles.pad} data-column={index + 1} aria-hidden="true" />;
            const night = nights.get(date);
            const bar = covering.get(date);
            const status = night?.status ?? 'available';
            const past = date < today;
            const selected = inRange(date, selection.range) || date === selection.anchor;
            const statusWord = i18n._(STATUS_WORDS[status]);
            const barLabel = bar?.label ?? '';
            const minimum = nightsWord(night?.minStay ?? 1);
            const minStay = night?.minStay ?? 1;
            const label = [
              formatLongDay(date),
              bar ? i18n._(msg`${statusWord}: ${barLabel}`) : statusWord,
              fullPrice(night?.price ?? null, currency),
              i18n._(msg`minimum stay ${minimum}`),
              past ? i18n._(msg`in the past`) : '',
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <button
                key={date}
                type="button"
                className={styles.night}
                data-night={date}
                data-column={index + 1}
                data-status={bar?.kind ?? status}
                data-today={date === today || undefined}
                data-past={past || undefined}
                aria-label={label}
                aria-pressed={selected}
                aria-disabled={past || waitingForCode || undefined}
                tabIndex={date === focusNight ? 0 : -1}
                onClick={(event) => onPick(date, event.shiftKey)}
              >
                <span className={styles.day}>{Number(date.slice(8))}</span>
                <span className={styles.price}>{shortPrice(night?.price ?? null)}</span>
                <span className={styles.minStay}>
                  <Trans>min {minStay}</Trans>
                </span>
              </button>
            );
          })}
          {piecesOfWeek(week, bars, seen).map((piece) => {
            const common = {
              className: styles.bar,
              'data-kind': piece.kind,
              'data-column': piece.column,
              'data-span': piece.span,
              'data-continues-before': piece.continuesBefore || undefined,
              'data-continues-after': piece.continuesAfter || undefined,
              title: piece.label,
            };
            // The first piece in the month is read out (and a stay's is a link); the rest only draw.
            const code = piece.reservationCode ?? '';
            const pieceLabel = piece.label;
            if (piece.first && piece.reservationCode)
              return (
                <Link key={piece.key} to={`/view-reservation/${piece.reservationCode}`} {...common} aria-label={i18n._(msg`Reservation ${code}: ${pieceLabel}`)}>
                  {piece.label}
                </Link>
              );
            return (
              <span key={`${piece.key}-${piece.column}`} {...common} aria-hidden={piece.first ? undefined : true}>
                {piece.label}
              </span>
            );
          })}
        </div>
      ))}
    </section>
  );
}
