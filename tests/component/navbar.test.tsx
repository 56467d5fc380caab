import { render, screen } from '@testing-library/react';
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

function renderNavbar(user: StoredUser | null, isProfileCompleted = true) {
  render(
    <MemoryRouter>
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
    for (const name of ['Dashboard', 'Earnings', 'Reservations', 'Calender', 'Listed Properties']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
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
    expect(screen.getByRole('link', { name: 'Calender' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Listed Properties' })).toBeTruthy();
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
});
