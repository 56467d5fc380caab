import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { EarningsChart } from '../../src/screens/earnings/earnings-chart';
import { EarningsTable } from '../../src/screens/earnings/earnings-table';
import { EarningsTotals } from '../../src/screens/earnings/earnings-totals';

type Row = components['schemas']['EarningsReservation'];

/** The twelve months to March 2027, as the report's trend gives them: January and February earned. */
const figures: Record<string, [number, number]> = { '2027-01': [1250, 1070], '2027-02': [500, 410] };
const months = ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03'].map((month) => ({
  month,
  currency: 'USD' as const,
  gross: figures[month]?.[0] ?? 0,
  net: figures[month]?.[1] ?? 0,
}));

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
  it('shows the figures for each currency apart, never summed, with cash taken at the property apart from our payouts', () => {
    render(
      <EarningsTotals
        totals={[
          { currency: 'USD', stays: 4, gross: 2050, commission: 324, net: 1726, paidOut: 250, upcoming: 1476 },
          { currency: 'LKR', stays: 1, gross: 20000, commission: 2000, net: 18000, paidOut: 0, upcoming: 18000 },
        ]}
        atProperty={[
          { currency: 'USD', received: 250, upcoming: 100 },
          { currency: 'LKR', received: 0, upcoming: 0 },
        ]}
      />,
    );
    const usd = screen.getByRole('region', { name: /In USD/ });
    expect(within(usd).getByText('Gross bookings').nextSibling).toHaveProperty('textContent', 'USD 2,050.00');
    expect(within(usd).getByText('Net earnings').nextSibling).toHaveProperty('textContent', 'USD 1,726.00');
    // Dollars get a rupee estimate where the host reads the total.
    expect(within(usd).getByText('≈ LKR 517,800')).toBeTruthy();
    expect(within(usd).getByText('Paid out by us').nextSibling).toHaveProperty('textContent', 'USD 0.00');
    expect(within(usd).getByText('Upcoming payouts').nextSibling).toHaveProperty('textContent', 'USD 1,376.00');
    expect(within(usd).getByText('Cash at the property').nextSibling).toHaveProperty('textContent', 'USD 350.00');
    expect(within(usd).getByText('Guests pay you directly; USD 100.00 still to collect')).toBeTruthy();
    expect(screen.queryByText(/≈ LKR 5,400,000/)).toBeNull();
    const lkr = screen.getByRole('region', { name: /In LKR · 1 stay/ });
    expect(within(lkr).getByText('Net earnings').nextSibling).toHaveProperty('textContent', 'LKR 18,000.00');
    expect(screen.queryByText(/21,726|22,050/)).toBeNull();
  });
});

describe('the monthly chart', () => {
  it('draws two bars a month with a summary for screen readers, tallest gross at full height', () => {
    const { container } = render(<EarningsChart currency="USD" months={months} />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-label')).toBe('Gross and net earnings per month in USD, Apr 2026 to Mar 2027. Highest net: USD 1,070.00 in Jan 2027.');
    expect(screen.getByText('Twelve months to Mar 2027 in USD')).toBeTruthy();
    const bars = container.querySelectorAll('rect');
    expect(bars).toHaveLength(24);
    // January's gross is the tallest bar; February's shorter; an empty month has none.
    expect(Number(bars[18].getAttribute('height'))).toBeGreaterThan(Number(bars[20].getAttribute('height')));
    expect(Number(bars[20].getAttribute('height'))).toBeGreaterThan(0);
    expect(Number(bars[22].getAttribute('height'))).toBe(0);
    expect(container.querySelectorAll('title')[9].textContent).toBe('Jan 2027: gross USD 1,250.00, net USD 1,070.00');
  });

  it('offers the same figures as a table', async () => {
    render(<EarningsChart currency="USD" months={months} />);
    await userEvent.click(screen.getByText('Show the figures as a table'));
    const table = screen.getByRole('table', { name: 'Gross and net per month in USD' });
    expect(within(table).getByRole('row', { name: 'Feb 2027 USD 500.00 USD 410.00' })).toBeTruthy();
  });

  it('names every month with three letters, the year under the first month and under January, labels a slot apart', () => {
    const { container } = render(<EarningsChart currency="USD" months={months} />);
    const names = [...container.querySelectorAll('svg text')].filter((text) => /^[A-Z][a-z]{2}$/.test(text.textContent ?? ''));
    expect(names.map((text) => text.textContent)).toEqual(['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']);
    const xs = names.map((text) => Number(text.getAttribute('x')));
    // Centred labels of three letters (about 22 units at the chart's 11 px) never touch 28 units apart.
    expect(xs.slice(1).map((x, i) => x - xs[i])).toEqual(Array(11).fill(28));
    const years = [...container.querySelectorAll('svg text')].filter((text) => /^\d{4}$/.test(text.textContent ?? ''));
    expect(years.map((text) => [text.textContent, Number(text.getAttribute('x'))])).toEqual([
      ['2026', xs[0]],
      ['2027', xs[9]],
    ]);
  });

  it('leaves the year out under a first December, where it would run into January’s', () => {
    const fromDecember = months.map((m, i) => ({ ...m, month: i === 0 ? '2025-12' : `2026-${String(i).padStart(2, '0')}` }));
    const { container } = render(<EarningsChart currency="USD" months={fromDecember} />);
    const years = [...container.querySelectorAll('svg text')].filter((text) => /^\d{4}$/.test(text.textContent ?? ''));
    expect(years.map((text) => text.textContent)).toEqual(['2026']);
  });

  it('says so when a currency has nothing in the period', () => {
    render(<EarningsChart currency="LKR" months={months.map((m) => ({ ...m, currency: 'LKR' as const, gross: 0, net: 0 }))} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('No earnings in LKR in these twelve months.');
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
