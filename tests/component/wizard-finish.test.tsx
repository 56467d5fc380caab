import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { WizardListing } from '../../machines/wizard.machine';
import { stepById } from '../../machines/wizard-steps';
import { LISTING_STEP_KEYS } from '../../src/shared/listing-steps';
import { FinishStep } from '../../src/screens/wizard/steps/finish-step';

function renderFinish(missing: string[], issues: { field: string; message: string }[] = [], extra: Partial<WizardListing> = {}) {
  const completion = Object.fromEntries(LISTING_STEP_KEYS.map((key) => [key, !missing.includes(key)]));
  const listing = { id: 41, version: 9, status: 'draft', planId: 1, isPropertyTypeRoomOrHomeStay: true, completion, ...extra } as WizardListing;
  render(
    <MemoryRouter>
      <FinishStep step={stepById('main/finish')!} listing={listing} values={undefined} issues={issues} onChange={() => {}} />
    </MemoryRouter>,
  );
}

describe('main/finish', () => {
  it('lists every section with its status and an Edit link to its step', () => {
    renderFinish(['photos', 'invoice']);
    expect(screen.getByRole('status').textContent).toBe('2 sections still need your attention before you can submit.');
    const rooms = screen.getByRole('region', { name: 'Rooms and photos' });
    const rows = within(rooms).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['CompleteYour roomEdit Your room', 'MissingPhotosEdit Photos']);
    expect(within(rows[1]).getByRole('link').getAttribute('href')).toBe('/image/01/41');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });

  it('marks the sections a refused submission names, with the server\'s reason, even when this copy thought them complete', () => {
    renderFinish([], [{ field: 'photos', message: 'Add at least 5 photos.' }]);
    expect(screen.getByRole('status').textContent).toBe('One section still needs your attention before you can submit.');
    const photos = within(screen.getByRole('region', { name: 'Rooms and photos' })).getAllByRole('listitem')[1];
    expect(photos.textContent).toBe('MissingPhotosAdd at least 5 photos.Edit Photos');
  });

  it('says everything is complete when nothing is missing', () => {
    renderFinish([]);
    expect(screen.getByRole('status').textContent).toContain('Everything is complete.');
    expect(screen.queryByText('Missing')).toBeNull();
  });

  describe('for an admin (the answer names the host)', () => {
    const asAdmin = { name: 'Palm Shade Villa', status: 'pending_review', moderationHistory: [], host: { id: 7, name: 'Nimal Perera', email: 'nimal@example.lk' } };

    it('names the listing, its host with name and email, and its state', () => {
      renderFinish([], [], asAdmin);
      const summary = screen.getByRole('region', { name: 'You are editing Palm Shade Villa (LK-000041) for its host' });
      expect(within(summary).getByText(/Nimal Perera/)).toBeTruthy();
      expect(within(summary).getByRole('link', { name: 'nimal@example.lk' }).getAttribute('href')).toBe('mailto:nimal@example.lk');
      expect(within(summary).getByText('Pending Review')).toBeTruthy();
    });

    it("speaks of the host's submission, not the admin's", () => {
      renderFinish(['photos'], [], asAdmin);
      expect(screen.getByRole('status').textContent).toBe('One section still needs attention before the host can submit this listing.');
    });

    it('says only that every section is complete, without asking the admin to submit', () => {
      renderFinish([], [], asAdmin);
      expect(screen.getByRole('status').textContent).toBe('Every section is complete.');
      expect(screen.queryByText(/Submit your listing/)).toBeNull();
    });
  });
});
