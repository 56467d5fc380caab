import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarUnit } from '../../machines/calendar-data.machine';
import { eachNight } from '../../src/shared/reservation-dates';
import { RoomsGrid, type GridSelection } from '../../src/screens/calendar/rooms/rooms-grid';

const nightsOf = (booked: string[], blocked: string[]) =>
  eachNight('2026-03-01', '2026-06-01').map((date) => ({ date, status: booked.includes(date) ? ('booked' as const) : blocked.includes(date) ? ('blocked' as const) : ('available' as const), price: 85.5, minStay: 1 }));

const units: CalendarUnit[] = [
  {
    id: 9,
    name: 'Garden room',
    basePrice: 85.5,
    nights: nightsOf(['2026-03-09', '2026-03-10', '2026-03-11'], ['2026-03-20', '2026-03-21']),
    reservations: [{ code: 'LK7H3K9Q', checkIn: '2026-03-09', checkOut: '2026-03-12', guestName: 'Nimal Perera', channel: 'manual', status: 'confirmed' }],
    blocks: [{ id: 3, startsOn: '2026-03-20', endsOn: '2026-03-30', source: 'host', channel: null, note: 'Roof repairs', importKind: null, feedName: null }],
  },
  {
    id: 10,
    name: null,
    basePrice: 85.5,
    nights: nightsOf(['2026-03-12'], ['2026-03-14']),
    reservations: [{ code: 'LK7H3K9R', checkIn: '2026-03-12', checkOut: '2026-03-13', guestName: 'Anna Berg', channel: 'guest_site', status: 'confirmed' }],
    blocks: [{ id: 4, startsOn: '2026-03-14', endsOn: '2026-03-15', source: 'import', channel: 'booking_com', note: null, importKind: 'reserved', feedName: 'Booking.com' }],
  },
];

function renderGrid(selection: GridSelection = null) {
  const handlers = { onPress: vi.fn(), onEnter: vi.fn(), onTap: vi.fn(), onFocusCell: vi.fn(), onKeyDown: vi.fn() };
  const view = render(
    <RoomsGrid units={units} unitNoun="room" loadedFrom="2026-03-01" start="2026-03-10" days={14} today="2026-03-10" currency="USD" selection={selection} cursor={{ row: 1, date: '2026-03-12' }} {...handlers} />,
  );
  return { ...handlers, ...view };
}

const cell = (name: RegExp) => screen.getByRole('gridcell', { name });

describe('RoomsGrid', () => {
  it('shows the rooms as rows and 14 nights as columns from the first night in view', () => {
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'Rooms and nights' });
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(15);
    expect(within(grid).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Garden room', 'Room 2']);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(28);
    expect(within(grid).getAllByRole('columnheader')[1].getAttribute('aria-label')).toBe('Tue 10 Mar 2026');
  });

  it('names each night with its room, its date and what holds it: the guest and where the booking came from, or whose block', () => {
    renderGrid();
    expect(cell(/^Garden room, Tue 10 Mar 2026,/).getAttribute('aria-label')).toBe('Garden room, Tue 10 Mar 2026, booked: Nimal Perera · Manual booking');
    expect(cell(/^Room 2, Thu 12 Mar 2026,/).getAttribute('aria-label')).toBe('Room 2, Thu 12 Mar 2026, booked: Anna Berg · Our guest site');
    expect(cell(/^Room 2, Sat 14 Mar 2026,/).getAttribute('aria-label')).toBe('Room 2, Sat 14 Mar 2026, blocked: Imported · Booking.com');
    expect(cell(/^Garden room, Fri 20 Mar 2026,/).getAttribute('aria-label')).toBe('Garden room, Fri 20 Mar 2026, blocked: Blocked by you · Roof repairs');
    expect(cell(/^Garden room, Thu 12 Mar 2026,/).getAttribute('aria-label')).toBe('Garden room, Thu 12 Mar 2026, available, USD 85.50');
  });

  it('draws stays and blocks as bars told apart by kind, cut where they run beyond the nights in view', () => {
    const { container } = renderGrid();
    const bars = [...container.querySelectorAll<HTMLElement>('[data-kind]')].map((bar) => [bar.dataset.kind, bar.textContent, `${bar.dataset.first} / ${bar.dataset.end}`, bar.dataset.cutEnd ?? '']);
    expect(bars).toEqual([
      ['stay', 'Nimal Perera · Manual booking', '0 / 2', ''],
      ['hostBlock', 'Blocked by you · Roof repairs', '10 / 14', 'true'],
      ['stay', 'Anna Berg · Our guest site', '2 / 3', ''],
      ['importBlock', 'Imported · Booking.com', '4 / 5', ''],
    ]);
  });

  it('places bars and sizes the rows without a style attribute, which the CSP refuses in server-rendered HTML', () => {
    // As the server renders it: inside the app's I18nProvider (the setup's render adds it; renderToString does not).
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <RoomsGrid units={units} unitNoun="room" loadedFrom="2026-03-01" start="2026-03-10" days={30} today="2026-03-10" currency="USD" selection={null} cursor={{ row: 0, date: '2026-03-10' }} onPress={vi.fn()} onEnter={vi.fn()} onTap={vi.fn()} onFocusCell={vi.fn()} onKeyDown={vi.fn()} />
      </I18nProvider>,
    );
    expect(html).toContain('data-days="30"');
    expect(html).not.toMatch(/ style="/);
  });

  it('marks the selected nights of the selected rooms only, and puts the cursor alone in the tab order', () => {
    renderGrid({ rows: [1, 1], from: '2026-03-15', to: '2026-03-17' });
    const selected = screen.getAllByRole('gridcell', { selected: true }).map((element) => element.getAttribute('aria-label')!.split(', available')[0]);
    expect(selected).toEqual(['Room 2, Sun 15 Mar 2026', 'Room 2, Mon 16 Mar 2026']);
    const tabbable = screen.getAllByRole('gridcell').filter((element) => element.tabIndex === 0);
    expect(tabbable.map((element) => element.getAttribute('aria-label'))).toEqual(['Room 2, Thu 12 Mar 2026, booked: Anna Berg · Our guest site']);
  });

  it('a mouse presses and drags over cells; a finger taps; keys go to the handler', () => {
    const { onPress, onEnter, onTap, onFocusCell, onKeyDown } = renderGrid();
    const target = cell(/^Garden room, Sun 15 Mar 2026,/);
    fireEvent.pointerDown(target, { pointerType: 'mouse', button: 0 });
    fireEvent.pointerOver(cell(/^Room 2, Mon 16 Mar 2026,/), { pointerType: 'mouse', buttons: 1 });
    fireEvent.click(target);
    expect(onPress).toHaveBeenCalledWith({ row: 0, date: '2026-03-15' });
    expect(onEnter).toHaveBeenCalledWith({ row: 1, date: '2026-03-16' });
    expect(onTap).not.toHaveBeenCalled();
    fireEvent.pointerDown(target, { pointerType: 'touch' });
    fireEvent.click(target);
    expect(onTap).toHaveBeenCalledWith({ row: 0, date: '2026-03-15' });
    expect(onPress).toHaveBeenCalledTimes(1);
    fireEvent.focus(target);
    expect(onFocusCell).toHaveBeenCalledWith({ row: 0, date: '2026-03-15' });
    fireEvent.keyDown(target, { key: 'ArrowRight', shiftKey: true });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('says a night is loading while its window is on its way', () => {
    render(<RoomsGrid units={units} unitNoun="room" loadedFrom="2026-03-01" start="2026-05-25" days={14} today="2026-03-10" currency="USD" selection={null} cursor={{ row: 0, date: '2026-05-25' }} onPress={vi.fn()} onEnter={vi.fn()} onTap={vi.fn()} onFocusCell={vi.fn()} onKeyDown={vi.fn()} />);
    expect(cell(/^Garden room, Sun 31 May 2026,/).getAttribute('aria-label')).toMatch(/available/);
    expect(cell(/^Garden room, Mon 1 Jun 2026,/).getAttribute('aria-label')).toBe('Garden room, Mon 1 Jun 2026, loading');
  });
});
