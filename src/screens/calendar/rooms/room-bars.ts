/** What a room's row shows over the nights in view: bars for stays and blocks, and the words for each night. */
import type { CalendarUnit } from '../../../../machines/calendar-data.machine';
import { nightsBetween } from '../../../shared/reservation-dates';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { channelLabel } from '../calendar-labels';
import { hostBlockLabel } from '../month-model';

type BarKind = 'stay' | 'hostBlock' | 'importBlock';

export type RoomBar = {
  key: string;
  kind: BarKind;
  /** Columns [first, end) of the nights in view; `cutStart`/`cutEnd`: the bar goes on beyond the view. */
  first: number;
  end: number;
  cutStart: boolean;
  cutEnd: boolean;
  /** The words on the bar, e.g. 'Nimal Perera · Manual booking'. */
  label: string;
};

/** Where a stay came from, in the host's words: 'Manual booking', 'Our guest site', 'Airbnb'… */
const stayLabel = (stay: CalendarUnit['reservations'][number]) => `${stay.guestName} · ${channelLabel(stay.channel)}`;

function blockLabel(block: CalendarUnit['blocks'][number]): string {
  if (block.source === 'host') return hostBlockLabel(block.note);
  const from = block.feedName ?? channelLabel(block.channel);
  return i18n._(msg`Imported · ${from}`);
}

/** The bars of one room over `days` nights from `start`, in the order they begin. */
export function roomBars(unit: CalendarUnit, start: string, days: number): RoomBar[] {
  const bars: RoomBar[] = [];
  const place = (key: string, kind: BarKind, from: string, to: string, label: string) => {
    const first = nightsBetween(start, from);
    const end = nightsBetween(start, to);
    if (end <= 0 || first >= days) return;
    bars.push({ key, kind, first: Math.max(0, first), end: Math.min(days, end), cutStart: first < 0, cutEnd: end > days, label });
  };
  for (const stay of unit.reservations) place(`r${stay.code}`, 'stay', stay.checkIn, stay.checkOut, stayLabel(stay));
  for (const block of unit.blocks) place(`b${block.id}`, block.source === 'host' ? 'hostBlock' : 'importBlock', block.startsOn, block.endsOn, blockLabel(block));
  return bars.sort((a, b) => a.first - b.first);
}
