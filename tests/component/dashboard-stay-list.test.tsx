import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../machines/dashboard.machine';
import { StayList } from '../../src/screens/dashboard/stay-list';

type Stay = Dashboard['pendingRequests'][number];

const request = (code: string, createdAt: string) =>
  ({
    code,
    guestName: 'Anoma Silva',
    propertyName: 'Lagoon Villa',
    unitName: null,
    checkIn: '2026-12-20',
    checkOut: '2026-12-23',
    nights: 3,
    channel: 'guest_site',
    status: 'pending',
    allowedActions: ['confirm', 'decline', 'cancel'],
    createdAt,
  }) as Stay;

describe('the dashboard stay list', () => {
  // The time left is counted from now: a fixed now, noon UTC on 26 Nov 2026.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // The server renders this list into /dashboard with Node's ICU and the browser hydrates it with
  // Chromium's: both must write the hour after noon and after midnight as 12, never 0.
  it('gives each request its answer-by time in Sri Lanka time, with 12 for the hours after noon and midnight', () => {
    render(
      <MemoryRouter>
        <StayList
          answerable
          empty="No requests"
          stays={[request('LKNOON01', '2026-11-26T07:29:00.000Z'), request('LKNIGHT1', '2026-11-26T18:45:00.000Z'), request('LKEVEN01', '2026-11-26T12:00:00.000Z')]}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByText(/^Answer by/).map((deadline) => deadline.textContent)).toEqual([
      'Answer by Fri 27 Nov, 12:59 pm · 19 h left',
      'Answer by Sat 28 Nov, 12:15 am · 30 h left',
      'Answer by Fri 27 Nov, 5:30 pm · 24 h left',
    ]);
    // Each request is answered right there, Accept before Decline.
    const answers = screen.getAllByRole('group', { name: 'Answer Anoma Silva’s request' });
    expect(answers.map((group) => Array.from(group.querySelectorAll('button'), (button) => button.textContent))).toEqual([
      ['Accept', 'Decline'],
      ['Accept', 'Decline'],
      ['Accept', 'Decline'],
    ]);
  });

  it('shows no deadline and no answer for arrivals, and says so in words when there are no stays', () => {
    const { rerender } = render(
      <MemoryRouter>
        <StayList empty="No arrivals today" stays={[request('LKNOON01', '2026-11-26T07:29:00.000Z')]} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/^Answer by/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    rerender(
      <MemoryRouter>
        <StayList empty="No arrivals today" stays={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No arrivals today').tagName).toBe('P');
  });
});

describe('long names in the stay list', () => {
  it('cuts a long guest name and place to their first words with an ellipsis, keeping the whole text for screen readers and the tooltip', () => {
    const long = {
      ...request('LKLONG01', '2026-11-26T07:29:00.000Z'),
      guestName: 'Don Wijesinghe Mudiyanselage Ranasinghe Arachchige Chaminda Bandara',
      propertyName: 'The Old Dutch Fort Lighthouse View Heritage Boutique Villa With Garden',
      unitName: 'Deluxe Double',
    };
    render(
      <MemoryRouter>
        <StayList empty="No stays" stays={[long, request('LKSHORT1', '2026-11-26T07:29:00.000Z')]} />
      </MemoryRouter>,
    );
    const guest = screen.getByTitle(long.guestName);
    expect(guest.textContent).toBe('Don Wijesinghe Mudiyanselage Ranasinghe Arachchige…');
    expect(screen.getByTitle(`${long.propertyName} · Deluxe Double`).textContent).toBe('The Old Dutch Fort Lighthouse View Heritage Boutique Villa With…');
    // The link's accessible name carries the whole name; the short one is hidden from it.
    expect(screen.getByRole('link', { name: new RegExp(`^${long.guestName}`) })).toBeTruthy();
    // A short name is shown as it is, without a tooltip.
    expect(screen.getAllByText('Anoma Silva')[0].getAttribute('title')).toBeNull();
  });
});
