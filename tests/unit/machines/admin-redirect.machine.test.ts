import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { adminRedirectMachine, type AdminRedirectPurpose } from '../../../machines/admin-redirect.machine';

function run(purpose: AdminRedirectPurpose, loggedIn: 'admin' | 'host' | null | 'fails') {
  const order: string[] = [];
  const navigate = vi.fn((to: string) => order.push(`navigate ${to}`));
  const actor = createActor(
    adminRedirectMachine.provide({
      actors: {
        clearLocalSession: fromPromise(async () => {
          order.push('clearSavedDraft', 'clearHostSession');
        }),
        checkSession: fromPromise(async () => {
          order.push('checkSession');
          if (loggedIn === 'fails') throw new Error('no answer');
          return loggedIn;
        }),
      },
      actions: {
        navigate: (_, { to }) => navigate(to),
      },
    }),
    { input: { purpose, propertyId: '41' } },
  ).start();
  return { actor, order, navigate };
}

describe('adminRedirectMachine', () => {
  it.each([
    ['ADMIN_PROPERTY_LISTING', '/admin-property-listings'],
    ['ADMIN_PROPERTY_EDIT', '/main/finish/41'],
    ['ADMIN_CALENDAR_REDIRECT', '/calendar?propertyId=41'],
  ] as const)('%s: clears the draft, the plan and this host’s session first, then a signed-in admin goes to %s', async (purpose, target) => {
    const { actor, order } = run(purpose, 'admin');
    await waitFor(actor, (s) => s.status === 'done');
    expect(order).toEqual(['clearSavedDraft', 'clearHostSession', 'checkSession', `navigate ${target}`]);
  });

  it.each(['ADMIN_PROPERTY_LISTING', 'ADMIN_PROPERTY_EDIT', 'ADMIN_CALENDAR_REDIRECT'] as const)(
    '%s: clears first, then sends someone not logged in to /login',
    async (purpose) => {
      const { actor, order } = run(purpose, null);
      await waitFor(actor, (s) => s.status === 'done');
      expect(order).toEqual(['clearSavedDraft', 'clearHostSession', 'checkSession', 'navigate /login']);
    },
  );

  it.each(['ADMIN_PROPERTY_LISTING', 'ADMIN_PROPERTY_EDIT', 'ADMIN_CALENDAR_REDIRECT'] as const)(
    '%s: tells a signed-in host the link is for administrators, without navigating or signing out',
    async (purpose) => {
      const { actor, order, navigate } = run(purpose, 'host');
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().matches('forAdministrators')).toBe(true);
      expect(order).toEqual(['clearSavedDraft', 'clearHostSession', 'checkSession']);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('sends the visitor to /login when the session check itself fails', async () => {
    const { actor, navigate } = run('ADMIN_PROPERTY_EDIT', 'fails');
    await waitFor(actor, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
