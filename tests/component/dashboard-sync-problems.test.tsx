import { render, screen, within } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../machines/dashboard.machine';
import { EMPTY_FEED_TEXT } from '../../src/shared/empty-feed';
import { SyncProblems } from '../../src/screens/dashboard/sync-problems';

const base = { today: '2031-03-01' } as Dashboard;
const conflict: Dashboard['sync']['conflicts'][number] = {
  id: 1,
  propertyId: 12,
  propertyName: 'Lagoon Villa',
  unitId: 3,
  unitName: 'Room 1',
  feedId: 7,
  feedName: 'Airbnb – Room 1',
  channel: 'airbnb',
  event: { uid: 'a', startsOn: '2031-03-10', endsOn: '2031-03-13', nights: 3, kind: 'reserved' },
  reservation: { code: 'LK7H3K9Q', guestName: 'Nimal Perera', checkIn: '2031-03-11', checkOut: '2031-03-12', nights: 1, channel: 'guest_site', status: 'confirmed' },
  block: null,
  detectedAt: '2031-03-01T03:30:00.000Z',
};
const feedError: Dashboard['sync']['feedErrors'][number] = {
  feedId: 8,
  feedName: 'Booking.com – Room 1',
  channel: 'booking_com',
  propertyId: 12,
  propertyName: 'Lagoon Villa',
  unitId: 3,
  unitName: 'Room 1',
  lastError: 'The channel answered 404 Not Found: check the link',
  lastFetchedAt: '2031-03-01T03:30:00.000Z',
  emptySince: null,
};

const renderWith = (sync: Dashboard['sync']) =>
  render(
    <MemoryRouter>
      <SyncProblems dashboard={{ ...base, sync }} />
    </MemoryRouter>,
  );

describe('the dashboard’s sync problems', () => {
  it('shows nothing when every calendar is in sync', () => {
    const { container } = renderWith({ feedErrors: [], conflicts: [] });
    expect(container.innerHTML).toBe('');
  });

  it('shows a conflict beside the booking already here, linking to the property’s sync screen', () => {
    renderWith({ feedErrors: [], conflicts: [conflict] });
    const section = screen.getByRole('region', { name: 'Calendar sync needs you' });
    const item = within(within(section).getByRole('list', { name: 'Conflicts' })).getByRole('listitem');
    expect(item.textContent).toContain('Airbnb has a booking on nights already taken at Lagoon Villa · Room 1');
    expect(item.textContent).toContain('Airbnb – Room 1: 10 Mar 2031 – 13 Mar 2031 · 3 nights');
    expect(item.textContent).toContain('Booking LK7H3K9Q, Nimal Perera (Our guest site): 11 Mar 2031 – 12 Mar 2031 · 1 night');
    expect(within(item).getByRole('link', { name: 'Sort out this conflict' }).getAttribute('href')).toBe('/synchronize/12');
  });

  it('names a feed that could not be synced, with the reason and a link', () => {
    renderWith({ feedErrors: [feedError], conflicts: [] });
    const item = within(screen.getByRole('list', { name: 'Calendars that could not be synced or came back empty' })).getByRole('listitem');
    expect(item.textContent).toContain('“Booking.com – Room 1” (Booking.com) could not be synced for Lagoon Villa · Room 1');
    expect(item.textContent).toContain('The channel answered 404 Not Found: check the link');
    expect(within(item).getByRole('link', { name: 'Check the calendar link' }).getAttribute('href')).toBe('/synchronize/12');
  });
});

describe('a calendar that came back empty on the dashboard', () => {
  it('says so in the sync screen’s words, with why its nights are still blocked and a link', () => {
    renderWith({ feedErrors: [{ ...feedError, emptySince: '2031-03-01T03:30:00.000Z', lastError: EMPTY_FEED_TEXT.detail }], conflicts: [] });
    const item = within(screen.getByRole('list', { name: 'Calendars that could not be synced or came back empty' })).getByRole('listitem');
    expect(item.textContent).toContain('This calendar came back empty: “Booking.com – Room 1” (Booking.com) for Lagoon Villa · Room 1');
    expect(item.textContent).toContain(EMPTY_FEED_TEXT.detail);
    expect(item.textContent).not.toContain('could not be synced');
    expect(within(item).getByRole('link', { name: 'Check the calendar' }).getAttribute('href')).toBe('/synchronize/12');
  });
});

describe('a calendar that came back empty, on the dashboard in Tamil (issue 27)', () => {
  it('says why its nights are still blocked in the sync screen’s Tamil words', async () => {
    const { messages } = await import('../../src/locales/ta/messages.po');
    const tamil = setupI18n({ locale: 'ta', messages: { ta: messages } });
    render(
      <I18nProvider i18n={tamil}>
        <MemoryRouter>
          <SyncProblems dashboard={{ ...base, sync: { feedErrors: [{ ...feedError, emptySince: '2031-03-01T03:30:00.000Z', lastError: EMPTY_FEED_TEXT.detail }], conflicts: [] } }} />
        </MemoryRouter>
      </I18nProvider>,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).not.toContain(EMPTY_FEED_TEXT.detail);
    expect(item.textContent).toContain(
      'இன்று முதல் முன்பதிவுகளோ மூடப்பட்ட இரவுகளோ இல்லாத நாட்காட்டியைத் தளம் அனுப்பியது. அது அவர்கள் பக்கத் தவறாக இருக்கக்கூடும் என்பதால், அடுத்த ஒத்திசைவு அது காலி என உறுதிப்படுத்தும் வரை அது மூடிய இரவுகள் இங்கே மூடப்பட்டே இருக்கும்.',
    );
  });
});
