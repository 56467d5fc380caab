import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { PayoutCard } from '../../src/screens/earnings/payout-card';

type Run = components['schemas']['PayoutRun'];
type Stay = components['schemas']['EarningsReservation'];

const stay = (code: string, guestName: string, checkOut: string, net: number): Stay => ({
  code,
  propertyId: 4,
  propertyName: 'Palm Shade Villa',
  guestName,
  checkIn: checkOut,
  checkOut,
  nights: 2,
  channel: 'guest_site',
  status: 'checked_out',
  currency: 'USD',
  amount: net,
  commissionPercent: 18,
  commission: 0,
  net,
  paymentMethod: 'online',
  paymentStatus: 'paid',
  payoutRoute: 'platform',
  expectedPayoutDate: '2026-12-15',
  paidOut: false,
});

const november: Run = {
  date: '2026-11-15',
  coversFrom: '2026-10-01',
  coversTo: '2026-10-31',
  paidOut: true,
  totals: [{ currency: 'USD', net: 300, stays: 1 }],
  stays: [stay('LKOCT001', 'Kenji Watanabe', '2026-10-28', 300)],
  staysTruncated: false,
};
const december: Run = {
  date: '2026-12-15',
  coversFrom: '2026-11-01',
  coversTo: '2026-11-30',
  paidOut: false,
  totals: [
    { currency: 'USD', net: 412.5, stays: 2 },
    { currency: 'LKR', net: 27000, stays: 1 },
  ],
  stays: [stay('LKNOV001', 'Lena Vogel', '2026-11-20', 210), stay('LKNOV002', 'Jonas Berg', '2026-11-04', 202.5)],
  staysTruncated: false,
};

const show = (runs: Run[], today: string) =>
  render(
    <MemoryRouter>
      <PayoutCard runs={runs} today={today} />
    </MemoryRouter>,
  );

describe('the next payout card', () => {
  it('says the next payout’s day and amount in one line, each currency apart, and this month’s paid run below it', () => {
    show([november, december], '2026-11-27');
    const card = screen.getByRole('region', { name: 'Next payout · 15 Dec 2026 · USD 412.50 and LKR 27,000.00' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveProperty('textContent', 'Paid out · 15 Nov 2026 · USD 300.00');
  });

  it('opens the stays a payout covers in one tap, each linking to its reservation', async () => {
    show([november, december], '2026-11-27');
    const covers = screen.getByText('3 stays checked out so far in November 2026');
    const details = covers.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(covers);
    expect(details.open).toBe(true);
    expect(within(details).getByRole('link', { name: 'Lena Vogel' })).toHaveProperty('href', expect.stringMatching(/\/view-reservation\/LKNOV001$/));
    expect(screen.getByRole('link', { name: 'Jonas Berg' })).toHaveProperty('href', expect.stringMatching(/\/view-reservation\/LKNOV002$/));
    expect(screen.getByRole('link', { name: 'Lena Vogel' }).parentElement).toHaveProperty('textContent', 'Lena VogelOut 20 Nov 2026USD 210.00');
  });

  it('before the 15th, puts this month’s run first and the one after below it', () => {
    show([{ ...november, paidOut: false }, december], '2026-11-10');
    expect(screen.getByRole('heading', { level: 2 })).toHaveProperty('textContent', 'Next payout · 15 Nov 2026 · USD 300.00');
    expect(screen.getByRole('heading', { level: 3 })).toHaveProperty('textContent', 'The payout after · 15 Dec 2026 · USD 412.50 and LKR 27,000.00');
    expect(screen.getByText('1 stay checked out in October 2026')).toBeTruthy();
  });

  it('says when nothing is due yet, and which stays will be', () => {
    show([november, { ...december, totals: [], stays: [] }], '2026-11-27');
    expect(screen.getByRole('heading', { level: 2 })).toHaveProperty('textContent', 'Next payout · 15 Dec 2026 · nothing to pay out yet');
    expect(screen.getByText('Full Service stays and stays paid online that check out in November 2026 are paid on this day.')).toBeTruthy();
  });
});
