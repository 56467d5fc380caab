import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WizardListing } from '../../machines/wizard.machine';
import { LISTING_STEP_KEYS } from '../../src/shared/listing-steps';
import { WizardShell } from '../../src/screens/wizard/wizard-shell';
import { listingWith } from './wizard-step-harness';

const calls = vi.hoisted(() => ({ loadListing: vi.fn(), saveListingStep: vi.fn(), submitListing: vi.fn(), withdrawListing: vi.fn() }));
vi.mock('../../src/api/listing-wizard-calls', () => calls);

afterEach(() => vi.clearAllMocks());

/** A draft whose every section is filled, so each step may be opened. */
const draft: WizardListing = {
  ...listingWith({ name: { name: 'Palm Shade Villa' } }),
  status: 'draft',
  completion: Object.fromEntries(LISTING_STEP_KEYS.map((key) => [key, true])),
};

/** The shell on the name step, with a link out of the wizard as the navbar has. */
function renderNameStep() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Link to="/dashboard">Dashboard</Link>
            <WizardShell />
          </>
        ),
      },
      { path: '/dashboard', element: <h1>Dashboard screen</h1> },
    ],
    { initialEntries: ['/property/04/41'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('leaving the wizard with typed values it has not saved', () => {
  it('keeps what was typed through Back and asks before a link out of the wizard drops it', async () => {
    calls.loadListing.mockResolvedValue(draft);
    const router = renderNameStep();
    const name = await screen.findByRole('textbox');
    await userEvent.clear(name);
    await userEvent.type(name, 'Palm Shade Cottage');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property/03/41'));
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('What you typed on "Name your place" is not saved yet.');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/property/03/41');

    // Back on the name step, the typed name is still there.
    await router.navigate('/property/04/41');
    expect(await screen.findByDisplayValue('Palm Shade Cottage')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy();
    expect(calls.saveListingStep).not.toHaveBeenCalled();
  });

  it('lets the host leave without a question when nothing typed differs from the listing', async () => {
    calls.loadListing.mockResolvedValue(draft);
    renderNameStep();
    const name = await screen.findByRole('textbox');
    await userEvent.type(name, 'x');
    await userEvent.type(name, '{Backspace}');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the browser before a reload or a closed tab drops typed values', async () => {
    calls.loadListing.mockResolvedValue(draft);
    renderNameStep();
    const name = await screen.findByRole('textbox');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(name, ' by the lake');
    expect(unload()).toBe(true);
  });
});
