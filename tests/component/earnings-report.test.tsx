import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { EarningsChart } from '../../src/screens/earnings/earnings-chart';
import { EarningsTable } from '../../src/screens/earnings/earnings-table';
import { EarningsTotals } from '../../src/screens/earnings/earnings-totals';

type Row = components['schemas']['EarningsReservation'];

const months = [
  { month: '2027-01', currency: 'USD' as const, gross: 1250, net: 1070 },
  { month: '2027-02', currency: 'USD' as const, gross: 500, net: 410 },
  { month: '2027-03', currency: 'USD' as const, gross: 0, net: 0 },
];

const row = (overrides: Partial<Row>): Row => ({
  code: 'LK7H3K9Q',
  propertyId: 4,
  propertyName: 'Palm Shade Villa',
  guestName: 'Nimal Perera',
  checkIn: '2027-01-28',
  checkOut: '2027-01-31',
  nights: 3,
  channel: 'guest_site',
  status: 'confirmed',
  currency: 'USD',
  amount: 1000,
  commissionPercent: 18,
  paymentStatus: 'unpaid',
  commission: 180,
  net: 820,
  paymentMethod: 'online',
  payoutRoute: 'platform',
  expectedPayoutDate: '2027-02-15',
  paidOut: false,
  ...overrides,
});

describe('the earnings totals', () => {
  it('shows the five figures for each currency apart, never summed', () => {
    render(
      <EarningsTotals
        totals={[
          { currency: 'USD', stays: 4, gross: 2050, commission: 324, net: 1726, paidOut: 250, upcoming: 1476 },
          { currency: 'LKR', stays: 1, gross: 20000, commission: 2000, net: 18000, paidOut: 0, upcoming: 18000 },
        ]}
      />,
    );
    const usd = screen.getByRole('region', { name: /In USD/ });
    expect(within(usd).getByText('Gross bookings').nextSibling).toHaveProperty('textContent', 'USD 2,050.00');
    expect(within(usd).getByText('Upcoming payouts').nextSibling).toHaveProperty('textContent', 'USD 1,476.00');
    const lkr = screen.getByRole('region', { name: /In LKR · 1 stay/ });
    expect(within(lkr).getByText('Net earnings').nextSibling).toHaveProperty('textContent', 'LKR 18,000.00');
    expect(screen.queryByText(/21,726|22,050/)).toBeNull();
  });
});

describe('the monthly chart', () => {
  it('draws two bars a month with a summary for screen readers, tallest gross at full height', () => {
    const { container } = render(<EarningsChart currency="USD" months={months} />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-label')).toBe('Gross and net earnings per month in USD, Jan 2027 to Mar 2027. Highest net: USD 1,070.00 in Jan 2027.');
    const bars = container.querySelectorAll('rect');
    expect(bars).toHaveLength(6);
    expect(Number(bars[0].getAttribute('height'))).toBeGreaterThan(Number(bars[2].getAttribute('height')));
    expect(Number(bars[4].getAttribute('height'))).toBe(0);
    expect(container.querySelector('title')?.textContent).toBe('Jan 2027: gross USD 1,250.00, net USD 1,070.00');
  });

  it('offers the same figures as a table', async () => {
    render(<EarningsChart currency="USD" months={months} />);
    await userEvent.click(screen.getByText('Show the figures as a table'));
    const table = screen.getByRole('table', { name: 'Gross and net per month in USD' });
    expect(within(table).getByRole('row', { name: 'Feb 2027 USD 500.00 USD 410.00' })).toBeTruthy();
  });

  it('lets a three-year chart scroll inside a box the keyboard can reach, naming every third month', () => {
    const long = Array.from({ length: 36 }, (_, i) => ({ month: `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, currency: 'USD' as const, gross: i, net: i }));
    const { container } = render(<EarningsChart currency="USD" months={long} />);
    expect(screen.getByRole('region', { name: 'Chart per month in USD, scrolls sideways' }).tabIndex).toBe(0);
    expect(container.querySelectorAll('svg text')).toHaveLength(2 + 12);
  });

  it('says so when a currency has nothing in the period', () => {
    render(<EarningsChart currency="LKR" months={[{ month: '2027-03', currency: 'LKR', gross: 0, net: 0 }]} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('No earnings in LKR in this period.');
  });
});

describe('the stays table', () => {
  it('shows each stay’s expected payout: a date, paid out, or paid at the property', () => {
    render(
      <MemoryRouter>
        <EarningsTable
          truncated={false}
          rows={[
            row({}),
            row({ code: 'LK7H3K9R', status: 'checked_out', paidOut: true, expectedPayoutDate: '2027-01-15', checkOut: '2026-12-20' }),
            row({ code: 'LK7H3K9S', paymentMethod: 'onsite', payoutRoute: 'at_property', expectedPayoutDate: null, commission: 0, net: 1000 }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('row', { name: /LK7H3K9Q .* 15 Feb 2027 Upcoming/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /LK7H3K9R .* Paid out 15 Jan 2027 Paid/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /LK7H3K9S .* Guest pays you at the property Upcoming/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LK7H3K9Q' }).getAttribute('href')).toBe('/view-reservation/LK7H3K9Q');
    expect(screen.getByRole('region', { name: 'Stays' }).tabIndex).toBe(0);
  });
});
