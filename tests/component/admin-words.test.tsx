import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../../src/app/session-store';
import { CalendarScreen } from '../../src/screens/calendar/calendar-screen';
import { ListedPropertiesScreen } from '../../src/screens/listings/listed-properties-screen';

const listHostProperties = vi.hoisted(() => vi.fn(async () => ({ items: [], total: 0, limit: 12, offset: 0 })));
vi.mock('../../src/api/listed-properties-calls', () => ({ listHostProperties }));
const listCalendarProperties = vi.hoisted(() => vi.fn(async () => []));
vi.mock('../../src/api/calendar-calls', () => ({ listCalendarProperties, getPropertyCalendar: vi.fn(), writePropertyCalendar: vi.fn() }));

const HOST = { id: 3, firstName: 'Nimal', lastName: 'Perera', email: 'host@demo.lk', countryCode: '+94', contactNo: '771234567', file: null, role: { guard: 'HOST' } };
const ADMIN = { ...HOST, id: 1, email: 'admin@demo.lk', role: { guard: 'ADMIN' } };

async function signedInAs(user: typeof HOST) {
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
  await resetSessionStore();
}

afterEach(async () => {
  document.cookie = 'user=; path=/; max-age=0';
  await resetSessionStore();
});

const renderScreen = (screenElement: React.ReactElement) => render(<MemoryRouter>{screenElement}</MemoryRouter>);

describe("admins read admin words, not a host's empty state", () => {
  it('/listed-properties tells an admin where every host\'s listings are, not "You have not listed a property yet"', async () => {
    await signedInAs(ADMIN);
    renderScreen(<ListedPropertiesScreen />);
    expect(await screen.findByRole('heading', { name: 'Administrator accounts hold no properties' })).toBeTruthy();
    expect(screen.queryByText('You have not listed a property yet')).toBeNull();
    expect(screen.queryByRole('link', { name: 'List Your Property' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Property Listings' }).getAttribute('href')).toBe('/admin-property-listings');
  });

  it('/listed-properties keeps the host\'s empty state for a host', async () => {
    await signedInAs(HOST);
    renderScreen(<ListedPropertiesScreen />);
    expect(await screen.findByRole('heading', { name: 'You have not listed a property yet' })).toBeTruthy();
  });

  it('/calendar without a property sends an admin to Property Listings, not to list a property', async () => {
    await signedInAs(ADMIN);
    renderScreen(<CalendarScreen />);
    expect(await screen.findByRole('heading', { name: "Open a listing's calendar from Property Listings" })).toBeTruthy();
    expect(screen.queryByText('Your calendar starts with a listing')).toBeNull();
    expect(screen.queryByRole('link', { name: 'List Your Property' })).toBeNull();
  });

  it('/calendar keeps the host\'s words for a host', async () => {
    await signedInAs(HOST);
    renderScreen(<CalendarScreen />);
    expect(await screen.findByRole('heading', { name: 'Your calendar starts with a listing' })).toBeTruthy();
  });
});
