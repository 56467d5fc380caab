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
  markReservationPaid: vi.fn<(code: string) => Promise<Reservation>>(),
}));
vi.mock('../../src/api/reservation-calls', () => calls);

beforeEach(() => {
  calls.getReservation.mockReset();
  calls.runReservationAction.mockReset();
  calls.changeReservationDates.mockReset();
  calls.markReservationPaid.mockReset();
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

/** The buttons of the bar (the answer, the day's next step), then those of "More actions". */
const actionNames = async () => {
  const more = await screen.findByRole('region', { name: 'More actions' });
  const bar = screen.queryByRole('region', { name: 'Next step' });
  return [...(bar ? within(bar).queryAllByRole('button') : []), ...within(more).queryAllByRole('button')].map((button) => button.textContent);
};

describe('the actions on /view-reservation', () => {
  it.each<[ReservationStatus, string, string[]]>([
    // A request: Accept and Decline; Cancel comes once it is confirmed.
    ['pending', TODAY, ['Accept', 'Decline', 'Change dates']],
    ['confirmed', TODAY, ['Check in', 'Change dates', 'Cancel']],
    ['confirmed', '2026-12-20', ['Change dates', 'Cancel']],
    ['confirmed', '2026-12-09', ['Check in', 'Cancel', 'Mark as no-show']],
    ['checked_in', TODAY, ['Check out']],
    ['checked_out', TODAY, []],
    ['cancelled', TODAY, []],
  ])('a %s stay arriving %s offers %j', async (status, checkIn, expected) => {
    showReservation(status, checkIn);
    await screen.findByRole('heading', { level: 1, name: 'Nimali Wickramasinghe' });
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

describe('answering a request in one tap', () => {
  const request = () => reservation({ status: 'pending', allowedActions: ['confirm', 'decline', 'cancel'], createdAt: new Date(Date.now() - 3_600_000).toISOString() });

  it('accepts on its list row with one tap and shows the outcome where the buttons were', async () => {
    const user = userEvent.setup();
    calls.runReservationAction.mockResolvedValue(reservation({ status: 'confirmed', allowedActions: ['cancel'] }));
    render(
      <MemoryRouter>
        <ul>
          <ReservationRow reservation={request()} />
        </ul>
      </MemoryRouter>,
    );
    const row = screen.getByRole('listitem');
    expect(within(row).getByText(/^Answer by .* · 22 h left$/)).toBeTruthy();
    const answer = within(row).getByRole('group', { name: 'Answer Nimali Wickramasinghe’s request' });
    expect(within(answer).getAllByRole('button').map((b) => [b.textContent, b.className])).toEqual([
      ['Accept', 'btn btn-primary'],
      ['Decline', 'btn btn-danger'],
    ]);
    await user.click(within(answer).getByRole('button', { name: 'Accept' }));
    expect(await within(row).findByRole('status')).toHaveProperty('textContent', 'Accepted · the stay is confirmed');
    expect(calls.runReservationAction).toHaveBeenCalledWith({ code: 'LK7H3K9Q', action: 'confirm', reason: null });
    // Nothing lands under the finger: no button at all where Accept and Decline were, and the row's status follows.
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(row.textContent).toContain('Confirmed');
  });

  it('declines after a Yes, with an optional reason', async () => {
    const user = userEvent.setup();
    calls.runReservationAction.mockResolvedValue(reservation({ status: 'declined', allowedActions: [] }));
    render(
      <MemoryRouter>
        <ul>
          <ReservationRow reservation={request()} />
        </ul>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this request?' });
    expect(calls.runReservationAction).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Declined · the nights are open again')).toBeTruthy();
    expect(calls.runReservationAction).toHaveBeenCalledWith({ code: 'LK7H3K9Q', action: 'decline', reason: null });
  });

  it('shows no answer on rows that are not requests', () => {
    render(
      <MemoryRouter>
        <ul>
          <ReservationRow reservation={reservation({ status: 'confirmed', allowedActions: ['cancel'] })} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/^Answer by/)).toBeNull();
  });
});

describe('/view-reservation as a host uses it', () => {
  function show(fields: Partial<Reservation>) {
    calls.getReservation.mockResolvedValue(reservation(fields));
    render(
      <MemoryRouter initialEntries={['/view-reservation/LK7H3K9Q']}>
        <Routes>
          <Route path="/view-reservation/:reservationCode" element={<ViewReservationScreen />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('calls, messages on WhatsApp and e-mails the guest in one tap each', async () => {
    show({ guestPhone: '+94 77 123 4567', guestEmail: 'nimali@example.lk' });
    const contact = await screen.findByRole('navigation', { name: 'Contact Nimali Wickramasinghe' });
    expect(within(contact).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Call', 'tel:+94 77 123 4567'],
      ['WhatsApp', 'https://wa.me/94771234567'],
      ['E-mail', 'mailto:nimali@example.lk'],
    ]);
  });

  it('offers only what the guest left: a walk-in with a phone number has no e-mail link', async () => {
    show({ guestPhone: '+94771234567', guestEmail: null });
    const contact = await screen.findByRole('navigation', { name: 'Contact Nimali Wickramasinghe' });
    expect(within(contact).getAllByRole('link').map((link) => link.textContent)).toEqual(['Call', 'WhatsApp']);
  });

  it('marks a pay-at-property stay as paid and adds it to the history', async () => {
    const user = userEvent.setup();
    const unpaid = { status: 'confirmed' as const, paymentMethod: 'onsite' as const, paymentStatus: 'unpaid' as const, canMarkPaid: true, allowedActions: ['cancel' as const] };
    show({ ...unpaid, history: [{ kind: 'status', fromStatus: null, toStatus: 'confirmed', actor: 'host', actorName: 'Nimal Perera', reason: null, at: '2026-11-20T08:00:00Z' }] });
    calls.markReservationPaid.mockResolvedValue(
      reservation({
        ...unpaid,
        paymentStatus: 'paid',
        canMarkPaid: false,
        history: [
          { kind: 'status', fromStatus: null, toStatus: 'confirmed', actor: 'host', actorName: 'Nimal Perera', reason: null, at: '2026-11-20T08:00:00Z' },
          { kind: 'paid', fromStatus: 'confirmed', toStatus: 'confirmed', actor: 'host', actorName: 'Nimal Perera', reason: null, at: '2026-11-22T08:00:00Z' },
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    const money = screen.getByRole('region', { name: 'Money' });
    expect(await within(money).findByRole('status')).toHaveProperty('textContent', 'Marked as paid');
    expect(money.textContent).toContain('Pay at the property · Paid');
    expect(calls.markReservationPaid).toHaveBeenCalledWith('LK7H3K9Q');
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['Booked and confirmed by Nimal Perera', 'Marked as paid by Nimal Perera']);
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
  });

  it('shows the request’s deadline and its answer in the bar', async () => {
    show({ status: 'pending', allowedActions: ['confirm', 'decline', 'cancel'], createdAt: new Date(Date.now() - 30 * 60_000).toISOString() });
    const bar = await screen.findByRole('region', { name: 'Next step' });
    expect(within(bar).getByText(/^Answer by .* · 23 h left$/)).toBeTruthy();
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept', 'Decline']);
  });
});
