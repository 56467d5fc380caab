import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WizardListing } from '../../machines/wizard.machine';
import { LIFECYCLE_MESSAGES } from '../../src/shared/listing-lifecycle';
import { LISTING_STEP_KEYS } from '../../src/shared/listing-steps';
import { WizardShell } from '../../src/screens/wizard/wizard-shell';
import { listingWith } from './wizard-step-harness';

const calls = vi.hoisted(() => ({ loadListing: vi.fn(), saveListingStep: vi.fn(), submitListing: vi.fn(), withdrawListing: vi.fn() }));
vi.mock('../../src/api/listing-wizard-calls', () => calls);

afterEach(() => vi.clearAllMocks());

/** The host's own listing, every section complete, in `status`. */
const listingIn = (status: string): WizardListing => ({
  ...listingWith({ name: { name: 'Palm Shade Villa' } }),
  status,
  completion: Object.fromEntries(LISTING_STEP_KEYS.map((key) => [key, true])),
});

function renderWizardAt(path: string) {
  // A data router, as the app's: the shell asks before leaving with unsaved steps (useBlocker).
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <WizardShell /> }], { initialEntries: [path] })} />);
}

describe('the wizard for a listing under review', () => {
  it('says so before the host types, with every field read-only and "Withdraw from review" offered', async () => {
    calls.loadListing.mockResolvedValue(listingIn('pending_review'));
    calls.withdrawListing.mockImplementation(async (listing: WizardListing) => ({ ...listing, status: 'draft', version: listing.version + 1 }));
    renderWizardAt('/property/04/41');

    expect(await screen.findByText(LIFECYCLE_MESSAGES.inReviewReadOnly)).toBeTruthy();
    const name = await screen.findByRole('textbox');
    // Disabled through its fieldset, as the browser reads it.
    expect(name.matches(':disabled')).toBe(true);
    await userEvent.type(name, 'x');
    expect((name as HTMLInputElement).value).toBe('Palm Shade Villa');

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw from review' }));
    await waitFor(() => expect(screen.queryByText(LIFECYCLE_MESSAGES.inReviewReadOnly)).toBeNull());
    expect(calls.withdrawListing).toHaveBeenCalledWith(expect.objectContaining({ id: 41, status: 'pending_review' }));
    expect(screen.getByRole('textbox').matches(':disabled')).toBe(false);
  });

  it('does not offer "Submit for review" on /main/finish', async () => {
    calls.loadListing.mockResolvedValue(listingIn('pending_review'));
    renderWizardAt('/main/finish/41');
    expect(await screen.findByRole('button', { name: 'Withdraw from review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(await screen.findByText('Our team is reviewing your listing and will answer within two working days.')).toBeTruthy();
    expect(screen.queryByText(/Submit your listing/)).toBeNull();
  });

  it('offers "Submit for review" on /main/finish for a complete draft, with nothing said about review', async () => {
    calls.loadListing.mockResolvedValue(listingIn('draft'));
    renderWizardAt('/main/finish/41');
    expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw from review' })).toBeNull();
  });
});
