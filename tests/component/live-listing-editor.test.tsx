import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { WizardListing } from '../../machines/wizard.machine';
import { stepById } from '../../machines/wizard-steps';
import { LISTING_STEP_KEYS } from '../../src/shared/listing-steps';
import { LIFECYCLE_MESSAGES } from '../../src/shared/listing-lifecycle';
import { FinishStep } from '../../src/screens/wizard/steps/finish-step';

vi.mock('../../src/screens/wizard/reference-lists', () => ({
  propertyTypes: () => Promise.resolve([{ id: 3, name: 'Villa' }]),
  cancellationPolicies: () => Promise.resolve([{ id: 1, name: 'Flexible' }]),
}));

const completion = Object.fromEntries(LISTING_STEP_KEYS.map((key) => [key, true]));
const steps = {
  propertyType: { propertyTypeId: 3 },
  name: { name: 'Palm Shade Villa' },
  price: { currency: 'USD', pricePerNight: 45, monthlyRate: null },
  address: { street: '12 Yaddehimulla Road', city: 'Unawatuna', district: 'Galle', province: 'Southern', postalCode: '80600', country: 'Sri Lanka' },
};

function renderEditor(extra: Partial<WizardListing> = {}) {
  const listing = {
    id: 41,
    version: 9,
    status: 'listed',
    planId: 1,
    isPropertyTypeRoomOrHomeStay: false,
    completion,
    steps,
    units: [{ id: 1 }],
    photos: Array.from({ length: 12 }, (_, id) => ({ id })),
    pendingChanges: [],
    ...extra,
  } as WizardListing;
  render(
    <MemoryRouter>
      <FinishStep step={stepById('main/finish')!} listing={listing} values={undefined} issues={[]} onChange={() => {}} />
    </MemoryRouter>,
  );
}

const row = (label: string) => screen.getAllByRole('listitem').find((item) => item.querySelector('span span')?.textContent === label)!;

describe('main/finish for a live listing: the listing editor', () => {
  it('shows the live status on top and each section with its current value and an Edit link into its step, never "Missing" or submit words', async () => {
    renderEditor();
    const status = screen.getByRole('region', { name: 'Live status' });
    expect(within(status).getByText('Listed')).toBeTruthy();
    expect(within(status).getByText(/Guests can find and book it/)).toBeTruthy();
    expect(row('Price').textContent).toContain('USD 45 a night');
    expect(row('Photos').textContent).toContain('12');
    expect(row('Name').textContent).toContain('Palm Shade Villa');
    expect(row('Name').textContent).toContain('Changes are reviewed by our team');
    expect(row('Price').textContent).not.toContain('reviewed');
    expect(within(row('Price')).getByRole('link', { name: /^Edit\s*Price$/ }).getAttribute('href')).toBe('/property/06/41');
    expect(await screen.findByText('Villa')).toBeTruthy();
    expect(screen.queryByText('Missing')).toBeNull();
    expect(screen.queryByText(/submit/i)).toBeNull();
  });

  it('says "Waiting for review: <new value>" under a section whose change waits, and why our team turned one down', () => {
    renderEditor({
      pendingChanges: [
        { step: 'name', state: 'pending', reason: null, proposedAt: '2026-11-27T10:00:00Z', values: { name: 'Lagoon Breeze Villa' }, changes: [] },
        { step: 'address', state: 'rejected', reason: 'That street is in Galle Fort, not Unawatuna.', proposedAt: '2026-11-27T10:00:00Z', values: { ...steps.address, street: '1 Church Street' }, changes: [] },
      ],
    });
    expect(row('Name').textContent).toContain('Palm Shade Villa');
    expect(row('Name').textContent).toContain('Waiting for review: Lagoon Breeze Villa');
    expect(row('Address').textContent).toContain('Our team did not approve “1 Church Street, Unawatuna, Galle”: That street is in Galle Fort, not Unawatuna.');
  });

  it('a suspended listing shows its values read-only with the reason to contact our team', () => {
    renderEditor({ status: 'suspended' });
    expect(screen.getByText(LIFECYCLE_MESSAGES.suspendedNotEditable)).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(row('Price').textContent).toContain('USD 45 a night');
  });

  it('an admin reading a live listing keeps the review screen of admins', () => {
    renderEditor({ moderationHistory: [], host: { id: 7, name: 'Nimal Perera', email: 'nimal@example.lk' } });
    expect(screen.queryByRole('region', { name: 'Live status' })).toBeNull();
  });

  it('counts new photos waiting for review on the photos row, and shows our team’s latest answer with its note under the status', () => {
    renderEditor({
      photosWaitingForReview: [{ id: 90 }, { id: 91 }],
      changeReview: { decision: 'reject', sections: ['Name', 'New photo'], note: 'The photo shows another house.', decidedAt: '2026-11-27T04:00:00Z' },
    } as Partial<WizardListing>);
    expect(row('Photos').textContent).toContain('Waiting for review: new photos (2)');
    const status = screen.getByRole('region', { name: 'Live status' });
    expect(within(status).getByText('On 27 Nov 2026 our team did not approve your changes: Name, New photo. Guests keep seeing the approved version.')).toBeTruthy();
    expect(within(status).getByText('The reason: The photo shows another house.')).toBeTruthy();
  });

  it('says new photos are reviewed while none waits, and an approval reads as approved', () => {
    renderEditor({ changeReview: { decision: 'approve', sections: ['New photo'], note: null, decidedAt: '2026-11-27T04:00:00Z' } } as Partial<WizardListing>);
    expect(row('Photos').textContent).toContain('New photos are reviewed by our team');
    expect(screen.getByText('On 27 Nov 2026 our team approved your changes: New photo. Guests see them now.')).toBeTruthy();
  });
});

