/**
 * What a month of one unit looks like, worked out without React: the weeks (Monday first, as
 * hosts' extranets show them), and the bars of reservations and blocks cut into one piece per week.
 * A unit never holds two stays or blocks on one night (the database refuses it), so one lane of
 * bars per week is enough.
 */
import type { CalendarUnit } from '../../../machines/calendar-data.machine';
import { addDays, eachNight } from '../../shared/reservation-dates';
import { firstNight, addMonths } from '../../shared/calendar-months';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { channelLabel } from './calendar-labels';

type BarKind = 'booked' | 'hostBlock' | 'importBlock';

export type Bar = {
  key: string;
  kind: BarKind;
  /** What the bar says: the guest and the channel, or who blocked the nights. */
  label: string;
  /** Nights [from, to). */
  from: string;
  to: string;
  reservationCode?: string;
};

export type BarPiece = Bar & {
  /** Column 1-7 of the week, and how many nights of the week it covers. */
  column: number;
  span: number;
  /** The first piece of the bar in this month: the one that is read out and linked. */
  first: boolean;
  /** The bar goes on before or after this piece (drawn with squared ends). */
  continuesBefore: boolean;
  continuesAfter: boolean;
};

/** The nights of a month by week, Monday first; null where the week reaches into another month. */
export function weeksOf(month: string): (string | null)[][] {
  const nights = eachNight(firstNight(month), firstNight(addMonths(month, 1)));
  // getUTCDay: 0 Sunday … 6 Saturday; Monday-first column of the 1st.
  const lead = (new Date(`${nights[0]}T00:00:00Z`).getUTCDay() + 6) % 7;
  const slots: (string | null)[] = [...Array<null>(lead).fill(null), ...nights];
  while (slots.length % 7 !== 0) slots.push(null);
  return Array.from({ length: slots.length / 7 }, (_, i) => slots.slice(i * 7, i * 7 + 7));
}

/** An imported block says where it came from and what that site calls the nights, so it is never taken for the host's own block. */
function importedLabel(block: CalendarUnit['blocks'][number]): string {
  const site = channelLabel(block.channel);
  if (block.importKind === 'reserved') return i18n._(msg`Booked on ${site} (imported)`);
  if (block.importKind === 'unavailable') return i18n._(msg`Closed on ${site} (imported)`);
  return i18n._(msg`Imported from ${site}`);
}

/** The host's own block, with the note they wrote for themselves. */
export function hostBlockLabel(note: string | null | undefined): string {
  return note ? i18n._(msg`Blocked by you · ${note}`) : i18n._(msg`Blocked by you`);
}

export function barsOf(unit: Pick<CalendarUnit, 'reservations' | 'blocks'>): Bar[] {
  const stays: Bar[] = unit.reservations.map((stay) => ({
    key: `stay-${stay.code}`,
    kind: 'booked',
    label: `${stay.guestName} · ${channelLabel(stay.channel)}`,
    from: stay.checkIn,
    to: stay.checkOut,
    reservationCode: stay.code,
  }));
  const blocks: Bar[] = unit.blocks.map((block) =>
    block.source === 'import'
      ? { key: `block-${block.id}`, kind: 'importBlock', label: importedLabel(block), from: block.startsOn, to: block.endsOn }
      : { key: `block-${block.id}`, kind: 'hostBlock', label: hostBlockLabel(block.note), from: block.startsOn, to: block.endsOn },
  );
  return [...stays, ...blocks].sort((a, b) => a.from.localeCompare(b.from));
}

/** The pieces of bars in one week of a month (nights outside the month are left out). */
export function piecesOfWeek(week: (string | null)[], bars: Bar[], seen: Set<string>): BarPiece[] {
  const days = week.filter((night): night is string => night !== null);
  if (days.length === 0) return [];
  const weekFrom = days[0];
  const weekTo = addDays(days[days.length - 1], 1);
  const pieces: BarPiece[] = [];
  for (const bar of bars) {
    if (bar.to <= weekFrom || bar.from >= weekTo) continue;
    const start = bar.from > weekFrom ? bar.from : weekFrom;
    const end = bar.to < weekTo ? bar.to : weekTo;
    const column = week.indexOf(start) + 1;
    const first = !seen.has(bar.key);
    seen.add(bar.key);
    pieces.push({ ...bar, column, span: eachNight(start, end).length, first, continuesBefore: bar.from < start, continuesAfter: bar.to > end });
  }
  return pieces;
}
