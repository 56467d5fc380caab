/**
 * 'List Your Property' on a prerendered page: the page is rendered signed out and hydration's
 * transition brings the host's view a moment later. A click in that moment must be decided by who
 * is signed in now (the cookies, then the session machine), never by the view the HTML was built
 * with, or a signed-in host is sent to /login (a CI run of wizard-start caught exactly that).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../../src/app/session-store';
import { choosePlan, startListing } from '../../src/app/start-listing';

const flow = vi.hoisted(() => ({ beginStartListing: vi.fn(), choosePlan: vi.fn() }));
vi.mock('../../src/app/listing-flow', () => flow);

const user = (guard: 'HOST' | 'ADMIN') => ({ id: 3, firstName: 'Nimal', lastName: 'Perera', email: 'host@demo.lk', countryCode: '+94', contactNo: '771234567', file: null, role: { guard } });

async function cookiesSay(guard: 'HOST' | 'ADMIN' | null) {
  document.cookie = guard ? `user=${encodeURIComponent(JSON.stringify(user(guard)))}; path=/` : 'user=; path=/; max-age=0';
  await resetSessionStore();
}

afterEach(() => {
  flow.beginStartListing.mockReset();
  flow.choosePlan.mockReset();
});

describe('who clicked a start-listing control', () => {
  it('is the host the cookies name, with no rendered view consulted', async () => {
    await cookiesSay('HOST');
    startListing();
    await vi.waitFor(() => expect(flow.beginStartListing).toHaveBeenCalledWith({ signedIn: true, admin: false }));
  });

  it('is an admin when the cookies name one, for a plan card too', async () => {
    await cookiesSay('ADMIN');
    choosePlan('STARTER');
    await vi.waitFor(() => expect(flow.choosePlan).toHaveBeenCalledWith('STARTER', { signedIn: true, admin: true }));
  });

  it('is a visitor when no one is signed in', async () => {
    await cookiesSay(null);
    startListing();
    await vi.waitFor(() => expect(flow.beginStartListing).toHaveBeenCalledWith({ signedIn: false, admin: false }));
  });
});
