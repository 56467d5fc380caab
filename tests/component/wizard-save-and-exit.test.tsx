import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WizardListing } from '../../machines/wizard.machine';
import { LISTING_STEP_KEYS } from '../../src/shared/listing-steps';
import { WizardShell } from '../../src/screens/wizard/wizard-shell';
import { listingWith } from './wizard-step-harness';

const calls = vi.hoisted(() => ({ loadListing: vi.fn(), saveListingStep: vi.fn(), submitListing: vi.fn(), withdrawListing: vi.fn() }));
vi.mock('../../src/api/listing-wizard-calls', () => calls);

afterEach(() => vi.clearAllMocks());

const draft: WizardListing = {
  ...listingWith({ name: { name: 'Palm Shade Villa' } }),
  status: 'draft',
  completion: Object.fromEntries(LISTING_STEP_KEYS.map((key) => [key, true])),
};

/** The shell alone (no layout): its slim header's content sits above the step. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '*', element: <WizardShell /> },
      { path: '/draft-listing', element: <h1>Draft listing screen</h1> },
      { path: '/listed-properties', element: <h1>Listed properties screen</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('"Save & exit" in the wizard\'s header', () => {
  it('names the part and the step, and shows the progress', async () => {
    calls.loadListing.mockResolvedValue(draft);
    renderAt('/image/01/41');
    expect(await screen.findByText('Part 2 of 3 · Rooms and photos')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Listing progress' }).getAttribute('aria-valuetext')).toMatch(/^Step \d+ of 20$/);
  });

  it('saves what was typed as Next would, then lands on /draft-listing', async () => {
    calls.loadListing.mockResolvedValue(draft);
    calls.saveListingStep.mockImplementation(async ({ listing }: { listing: WizardListing }) => ({ ...listing, version: listing.version + 1 }));
    const router = renderAt('/property/04/41');
    const name = await screen.findByRole('textbox');
    await userEvent.clear(name);
    await userEvent.type(name, 'Palm Shade Cottage');
    await userEvent.click(screen.getByRole('button', { name: 'Save & exit' }));

    expect(await screen.findByRole('heading', { name: 'Draft listing screen' })).toBeTruthy();
    expect(calls.saveListingStep).toHaveBeenCalledTimes(1);
    expect(calls.saveListingStep.mock.calls[0][0]).toMatchObject({ values: { name: 'Palm Shade Cottage' } });
    // Saved, so nothing was left to ask about on the way out.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/draft-listing');
  });

  it('stays on the step with the problem shown when what was typed cannot be saved', async () => {
    calls.loadListing.mockResolvedValue(draft);
    const router = renderAt('/property/04/41');
    const name = await screen.findByRole('textbox');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save & exit' }));

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.saveListingStep).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/property/04/41');
  });

  it('leaves an untouched step without saving, and a live listing goes back to /listed-properties', async () => {
    calls.loadListing.mockResolvedValue({ ...draft, status: 'listed' });
    renderAt('/property/04/41');
    await screen.findByRole('textbox');
    await userEvent.click(screen.getByRole('button', { name: 'Save & exit' }));
    expect(await screen.findByRole('heading', { name: 'Listed properties screen' })).toBeTruthy();
    expect(calls.saveListingStep).not.toHaveBeenCalled();
  });
});
