import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation } from '../../machines/reservation-actions.machine';
import { allowedActions, dateChangeRefusal, type ReservationStatus } from '../../src/shared/reservation-status';
import { RESERVATION_MESSAGES as M } from '../../src/shared/reservation-messages';
import { ReservationRow } from '../../src/screens/reservations/reservation-row';
import { ViewReservationScreen } from '../../src/screens/reservations/view-reservation-screen';
import { reservation } from '../unit/machines/reservation-fixtures';

const calls = vi.hoisted(() => ({
  getReservation: vi.fn<(code: string) => Promise<Reservation>>(),
  runReservationAction: vi.fn<(request: { code: string; action: string; reason?: string | null }) => Promise<Reservation>>(),
  changeReservationDates: vi.fn<(request: { code: string; checkIn: string; checkOut: string; amount: number | null }) => Promise<Reservation>>(),
}));
vi.mock('../../src/api/reservation-calls', () => calls);

beforeEach(() => {
  calls.getReservation.mockReset();
  calls.runReservationAction.mockReset();
  calls.changeReservationDates.mockReset();
});

describe('a reservation row', () => {
  it('shows the code as a link, the guest, the status in words, the stay with nights, the place, the channel and the amount', () => {
    render(
      <MemoryRouter>
        <ul>
          <ReservationRow reservation={reservation({ status: 'pending', channel: 'booking_com', amount: 1234.5, currency: 'LKR', nights: 3 })} />
        </ul>
      </MemoryRouter>,
    );
    const row = screen.getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Reservation LK7H3K9Q, Nimali Wickramasinghe' }).getAttribute('href')).toBe('/view-reservation/LK7H3K9Q');
    expect(row.textContent).toContain('Awaiting your reply');
    expect(row.textContent).toContain('11 Dec 2026 – 14 Dec 2026 · 3 nights');
    expect(row.textContent).toContain('Palm Shade Guest House · Garden room');
    expect(row.textContent).toContain('Booking.com');
    expect(row.textContent).toContain('LKR 1,234.50');
  });
});

const TODAY = '2026-12-11';
function showReservation(status: ReservationStatus, checkIn = TODAY) {
  calls.getReservation.mockResolvedValue(
    reservation({ status, checkIn, allowedActions: allowedActions({ status, checkIn }, TODAY), canChangeDates: dateChangeRefusal({ status, checkIn }, TODAY) === null }),
  );
  render(
    <MemoryRouter initialEntries={['/view-reservation/LK7H3K9Q']}>
      <Routes>
        <Route path="/view-reservation/:reservationCode" element={<ViewReservationScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const actionNames = async () => {
  const region = await screen.findByRole('region', { name: 'Actions' });
  return within(region)
    .queryAllByRole('button')
    .map((button) => button.textContent);
};

describe('the actions on /view-reservation', () => {
  it.each<[ReservationStatus, string, string[]]>([
    ['pending', TODAY, ['Confirm', 'Decline', 'Cancel', 'Change dates']],
    ['confirmed', TODAY, ['Check in', 'Cancel', 'Change dates']],
    ['confirmed', '2026-12-20', ['Cancel', 'Change dates']],
    ['confirmed', '2026-12-09', ['Check in', 'Mark as no-show', 'Cancel']],
    ['checked_in', TODAY, ['Check out']],
    ['checked_out', TODAY, []],
    ['cancelled', TODAY, []],
  ])('a %s stay arriving %s offers %j', async (status, checkIn, expected) => {
    showReservation(status, checkIn);
    await screen.findByRole('heading', { level: 1, name: /LK7H3K9Q/ });
    expect(await actionNames()).toEqual(expected);
    if (expected.length === 0) expect(screen.getByText('Nothing to do on this reservation now.')).toBeTruthy();
  });

  it('changes the dates in a dialog: the rules first, then the server, and focus returns to the button', async () => {
    const user = userEvent.setup();
    showReservation('confirmed', '2026-12-20');
    calls.changeReservationDates.mockResolvedValue(reservation({ status: 'confirmed', checkIn: '2026-12-21', checkOut: '2026-12-24', allowedActions: ['cancel'] }));
    const opener = await screen.findByRole('button', { name: 'Change dates' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Change dates' });
    const checkOut = within(dialog).getByLabelText('Check-out') as HTMLInputElement;
    expect((within(dialog).getByLabelText('Check-in') as HTMLInputElement).value).toBe('2026-12-20');
    await user.clear(checkOut);
    await user.type(checkOut, '2026-12-19');
    await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(within(dialog).getByText(M.checkOutAfterCheckIn)).toBeTruthy();
    expect(calls.changeReservationDates).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Check-in'));
    await user.type(within(dialog).getByLabelText('Check-in'), '2026-12-21');
    await user.clear(checkOut);
    await user.type(checkOut, '2026-12-24');
    await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    expect(await screen.findByText('The dates were changed')).toBeTruthy();
    expect(calls.changeReservationDates).toHaveBeenCalledWith({ code: 'LK7H3K9Q', checkIn: '2026-12-21', checkOut: '2026-12-24', amount: null });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change dates' }));
  });

  it('asks for a reason before cancelling and sends it', async () => {
    const user = userEvent.setup();
    showReservation('confirmed', '2026-12-20');
    calls.runReservationAction.mockResolvedValue(reservation({ status: 'cancelled', allowedActions: [], canChangeDates: false, cancelReason: 'Guest asked' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this reservation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(M.reasonRequired);
    expect(calls.runReservationAction).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Guest asked');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The reservation was cancelled')).toBeTruthy();
    expect(calls.runReservationAction).toHaveBeenCalledWith({ code: 'LK7H3K9Q', action: 'cancel', reason: 'Guest asked' });
    expect(await actionNames()).toEqual([]);
  });

  it('says so plainly when the code is not one of the host’s reservations', async () => {
    calls.getReservation.mockRejectedValue({ httpStatus: 404, message: 'NotFound.' });
    render(
      <MemoryRouter initialEntries={['/view-reservation/ZZZZZZZZ']}>
        <Routes>
          <Route path="/view-reservation/:reservationCode" element={<ViewReservationScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservation not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your reservations' }).getAttribute('href')).toBe('/reservation-manage');
  });
});
