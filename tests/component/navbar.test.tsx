import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Navbar } from '../../src/app/layout/navbar';
import type { StoredUser } from '../../src/app/use-session';

function aUser(guard: 'ADMIN' | 'HOST'): StoredUser {
  return {
    id: 7,
    firstName: 'Nimali',
    lastName: 'Perera',
    email: 'nimali@example.lk',
    countryCode: '+94',
    contactNo: '771234567',
    file: null,
    role: { guard },
  };
}

function renderNavbar(user: StoredUser | null, isProfileCompleted = true, path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar user={user} isProfileCompleted={isProfileCompleted} onStartListing={vi.fn()} onLogout={vi.fn()} />
    </MemoryRouter>,
  );
}

async function openAccountMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /account menu/i }));
}

describe('Navbar', () => {
  it('shows Login and Signup when logged out', () => {
    renderNavbar(null);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Signup' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows a host Dashboard, Earnings, Reservations, Calender, Listed Properties and List Your Property', async () => {
    renderNavbar(aUser('HOST'));
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Earnings', 'Reservations', 'Calender', 'Listed Properties']) {
      expect(within(main).getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'List Your Property' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    await openAccountMenu();
    expect(screen.getByText('Welcome, Nimali')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Switch to Guest' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('hides Dashboard, Earnings and Reservations from an admin and offers Switch to Admin Panel', async () => {
    renderNavbar(aUser('ADMIN'));
    for (const name of ['Dashboard', 'Earnings', 'Reservations']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Calender' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Listed Properties' })).toBeTruthy();
    await openAccountMenu();
    expect(screen.getByRole('link', { name: 'Switch to Admin Panel' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Switch to Guest' })).toBeNull();
  });

  it('notes an Incomplete Profile for a host whose profile is incomplete', async () => {
    renderNavbar(aUser('HOST'), false);
    await openAccountMenu();
    expect(screen.getByRole('link', { name: 'Incomplete Profile' })).toBeTruthy();
  });

  it('does not note an Incomplete Profile for a host whose profile is complete', async () => {
    renderNavbar(aUser('HOST'), true);
    await openAccountMenu();
    expect(screen.queryByText('Incomplete Profile')).toBeNull();
  });

  it('does not note an Incomplete Profile for an admin', async () => {
    renderNavbar(aUser('ADMIN'), false);
    await openAccountMenu();
    expect(screen.queryByText('Incomplete Profile')).toBeNull();
  });

  it('calls the start-listing decision from List Your Property', async () => {
    const onStartListing = vi.fn();
    render(
      <MemoryRouter>
        <Navbar user={aUser('HOST')} isProfileCompleted onStartListing={onStartListing} onLogout={vi.fn()} />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'List Your Property' }));
    expect(onStartListing).toHaveBeenCalledOnce();
  });

  it('offers Profile and settings in the account menu once the profile is complete, so its settings stay reachable', async () => {
    renderNavbar(aUser('HOST'), true);
    await openAccountMenu();
    expect(screen.getByRole('link', { name: 'Profile and settings' }).getAttribute('href')).toBe('/profile');
  });
});

describe('the phone tab bar', () => {
  it('is not there for a visitor', () => {
    renderNavbar(null);
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).toBeNull();
  });

  it("gives a host Dashboard, Calendar, Reservations, Earnings and More, and marks the current screen", () => {
    renderNavbar(aUser('HOST'), true, '/reservation-manage');
    const tabs = screen.getByRole('navigation', { name: 'Tabs' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Calendar', '/calendar'],
      ['Reservations', '/reservation-manage'],
      ['Earnings', '/earnings-manage'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Reservations' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(within(tabs).getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("gives an admin the admin listings, Calendar and Properties, and no host screens", () => {
    renderNavbar(aUser('ADMIN'), true, '/calendar');
    const tabs = screen.getByRole('navigation', { name: 'Tabs' });
    expect(within(tabs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/admin-property-listings', '/calendar', '/listed-properties']);
    expect(within(tabs).getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('button', { name: 'More' })).toBeTruthy();
  });

  it('opens the rest behind More (profile and settings, log out) and gives focus back to More on close', async () => {
    const user = userEvent.setup();
    renderNavbar(aUser('HOST'), true, '/dashboard');
    const more = within(screen.getByRole('navigation', { name: 'Tabs' })).getByRole('button', { name: 'More' });
    await user.click(more);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'Listed Properties' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Profile and settings' }).getAttribute('href')).toBe('/profile');
    expect(within(drawer).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(more);
  });
});
