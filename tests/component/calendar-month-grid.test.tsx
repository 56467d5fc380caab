import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarUnit } from '../../machines/calendar-data.machine';
import { eachNight } from '../../src/shared/reservation-dates';
import { CalendarLegend } from '../../src/screens/calendar/calendar-legend';
import { MonthGrid, type NightSelection } from '../../src/screens/calendar/month-grid';

const blocked = new Set(['2026-03-20', '2026-03-21', '2026-03-25']);
const booked = new Set(['2026-03-12', '2026-03-13', '2026-03-14']);

const unit: CalendarUnit = {
  id: 9,
  name: 'Garden room',
  basePrice: 85.5,
  nights: eachNight('2026-03-01', '2026-04-01').map((date) => ({
    date,
    status: booked.has(date) ? 'booked' : blocked.has(date) ? 'blocked' : 'available',
    price: date === '2026-03-18' ? 25000 : 85.5,
    minStay: date === '2026-03-18' ? 3 : 1,
  })),
  reservations: [{ code: 'LK7H3K9Q', checkIn: '2026-03-12', checkOut: '2026-03-15', guestName: 'Nimal Perera', channel: 'airbnb', status: 'confirmed' }],
  blocks: [
    { id: 3, startsOn: '2026-03-20', endsOn: '2026-03-22', source: 'host', channel: null, note: 'Roof repairs', importKind: null, feedName: null },
    { id: 4, startsOn: '2026-03-25', endsOn: '2026-03-26', source: 'import', channel: 'booking_com', note: null, importKind: 'unavailable', feedName: 'Booking.com' },
  ],
};

function renderGrid(selection: NightSelection = { anchor: null, range: null }, onPick = vi.fn(), waitingForCode = false) {
  render(
    <MemoryRouter>
      <MonthGrid month="2026-03" unit={unit} currency="USD" today="2026-03-10" selection={selection} focusNight="2026-03-10" onPick={onPick} waitingForCode={waitingForCode} />
    </MemoryRouter>,
  );
  return { onPick, month: screen.getByRole('region', { name: 'March 2026' }) };
}

const nightButton = (day: string) => screen.getByRole('button', { name: new RegExp(`^\\w{3} ${day} Mar 2026,`) });

describe('MonthGrid', () => {
  it('draws a button for every night of the month, Monday first', () => {
    const { month } = renderGrid();
    const nights = within(month).getAllByRole('button');
    expect(nights).toHaveLength(31);
    // 1 March 2026 is a Sunday: the seventh column.
    expect(nights[0].dataset.column).toBe('7');
  });

  it('each night says its status, price in the currency and minimum stay', () => {
    renderGrid();
    expect(nightButton('11').getAttribute('aria-label')).toBe('Wed 11 Mar 2026, available, USD 85.50, minimum stay 1 night');
    expect(nightButton('18').getAttribute('aria-label')).toBe('Wed 18 Mar 2026, available, USD 25,000.00, minimum stay 3 nights');
    expect(within(nightButton('18')).getByText('25k')).toBeTruthy();
    expect(within(nightButton('18')).getByText('min 3')).toBeTruthy();
    expect(within(nightButton('11')).getByText('85.50')).toBeTruthy();
  });

  it('booked and blocked nights name who holds them', () => {
    renderGrid();
    expect(nightButton('13').getAttribute('aria-label')).toContain('booked: Nimal Perera · Airbnb');
    expect(nightButton('13').dataset.status).toBe('booked');
    expect(nightButton('20').getAttribute('aria-label')).toContain('blocked: Blocked by you · Roof repairs');
    expect(nightButton('20').dataset.status).toBe('hostBlock');
    expect(nightButton('25').getAttribute('aria-label')).toContain('blocked: Closed on Booking.com (imported)');
    expect(nightButton('25').dataset.status).toBe('importBlock');
  });

  it('a reservation is a bar with the guest and channel, linking to the reservation, across its nights', () => {
    renderGrid();
    const bar = screen.getByRole('link', { name: 'Reservation LK7H3K9Q: Nimal Perera · Airbnb' });
    expect(bar.getAttribute('href')).toBe('/view-reservation/LK7H3K9Q');
    expect(bar.textContent).toBe('Nimal Perera · Airbnb');
    // Thursday 12 to Saturday 14: columns 4 to 6.
    expect([bar.dataset.column, bar.dataset.span]).toEqual(['4', '3']);
  });

  it('blocks are bars too; an imported one shows its channel', () => {
    renderGrid();
    expect(screen.getByText('Blocked by you · Roof repairs').dataset.kind).toBe('hostBlock');
    expect(screen.getByText('Closed on Booking.com (imported)').dataset.kind).toBe('importBlock');
  });

  it('a bar crossing a week is cut in two, the second piece only drawn', () => {
    render(
      <MemoryRouter>
        <MonthGrid
          month="2026-03"
          unit={{ ...unit, reservations: [{ ...unit.reservations[0], checkIn: '2026-03-14', checkOut: '2026-03-18' }], blocks: [] }}
          currency="USD"
          today="2026-03-10"
          selection={{ anchor: null, range: null }}
          focusNight="2026-03-10"
          onPick={vi.fn()}
          waitingForCode={false}
        />
      </MemoryRouter>,
    );
    const pieces = screen.getAllByText('Nimal Perera · Airbnb');
    expect(pieces.map((piece) => [piece.dataset.column, piece.dataset.span, piece.getAttribute('aria-hidden')])).toEqual([
      ['6', '2', null],
      ['1', '2', 'true'],
    ]);
    expect(pieces[0].hasAttribute('data-continues-after')).toBe(true);
    expect(pieces[1].hasAttribute('data-continues-before')).toBe(true);
  });

  it('marks today, past nights and the selected range', () => {
    renderGrid({ anchor: '2026-03-16', range: { from: '2026-03-16', to: '2026-03-18' } });
    expect(nightButton('10').hasAttribute('data-today')).toBe(true);
    expect(nightButton('9').getAttribute('aria-disabled')).toBe('true');
    expect(nightButton('10').getAttribute('aria-disabled')).toBeNull();
    expect(nightButton('9').getAttribute('aria-label')).toContain('in the past');
    expect(['15', '16', '17', '18'].map((day) => nightButton(day).getAttribute('aria-pressed'))).toEqual(['false', 'true', 'true', 'false']);
  });

  it('says every night is not ready while the page waits for its code, past or not', () => {
    renderGrid(undefined, undefined, true);
    expect(nightButton('9').getAttribute('aria-disabled')).toBe('true');
    expect(nightButton('10').getAttribute('aria-disabled')).toBe('true');
    expect(nightButton('31').getAttribute('aria-disabled')).toBe('true');
  });

  it('only one night is in the Tab order', () => {
    const { month } = renderGrid();
    expect(within(month).getAllByRole('button').filter((b) => b.tabIndex === 0).map((b) => b.dataset.night)).toEqual(['2026-03-10']);
  });

  it('clicking picks a night; Shift+click stretches', async () => {
    const { onPick } = renderGrid();
    const user = userEvent.setup();
    await user.click(nightButton('16'));
    expect(onPick).toHaveBeenLastCalledWith('2026-03-16', false);
    await user.keyboard('{Shift>}');
    await user.click(nightButton('19'));
    await user.keyboard('{/Shift}');
    expect(onPick).toHaveBeenLastCalledWith('2026-03-19', true);
  });
});

describe('CalendarLegend', () => {
  it('tells booked, blocked by the host and imported blocks apart, with the currency', () => {
    render(<CalendarLegend currency="LKR" />);
    for (const text of ['Available', 'Booked (guest and channel on the bar)', 'Blocked by you', 'Imported block (from Airbnb, Booking.com or another calendar)', 'Selected']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText(/price in LKR/)).toBeTruthy();
  });
});
