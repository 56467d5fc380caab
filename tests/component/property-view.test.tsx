import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PropertyWithReferences } from '../../src/screens/listings/load-property-view';
import { PropertyViewScreen } from '../../src/screens/listings/property-view-screen';

const loadPropertyForView = vi.hoisted(() => vi.fn<(id: number) => Promise<PropertyWithReferences>>());
vi.mock('../../src/screens/listings/load-property-view', () => ({ loadPropertyForView }));

const listing = {
  id: 7,
  status: 'pending_review',
  version: 30,
  planId: 1,
  planName: 'STARTER',
  propertyTypeId: 3,
  isPropertyTypeRoomOrHomeStay: false,
  name: 'Palm Shade Villa',
  photos: [],
  completion: {},
  firstIncompleteStep: null,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  units: [
    {
      id: 70,
      name: 'Whole villa',
      unitCategoryId: 1,
      guestCount: 4,
      sizeSqm: 140,
      pricePerNight: null,
      bedrooms: [{ beds: [{ bedroomTypeId: 4, count: 1 }] }, { beds: [{ bedroomTypeId: 1, count: 2 }] }],
      amenityIds: [11, 12],
      complete: true,
    },
  ],
  steps: {
    address: { street: '12 Yaddehimulla Road', city: 'Unawatuna', district: 'Galle', province: 'Southern', postalCode: '80600', country: 'Sri Lanka' },
    price: { currency: 'USD', pricePerNight: 85.5, monthlyRate: null },
    description: { sizeSqm: 120, description: '<p>A <strong>quiet</strong> villa.</p><img src=x onerror="alert(1)"><script>alert(2)</script>', neighbourhood: 'Fishermen’s lanes.' },
    highlights: { highlightIds: [5] },
    languages: { languageIds: [1] },
    policies: { checkInFrom: '14:00', checkInUntil: '22:00', checkOutFrom: '07:00', checkOutUntil: '11:00', childrenAllowed: true, petsAllowed: false, smokingAllowed: false, partiesAllowed: false },
    cancellationPolicy: { cancellationPolicyId: 2 },
  },
} as unknown as PropertyWithReferences['listing'];

const references: PropertyWithReferences['references'] = {
  propertyTypes: [{ id: 3, name: 'Villa' }],
  highlights: [{ id: 5, name: 'Beach nearby' }],
  languages: [{ id: 1, code: 'si', name: 'Sinhala' }],
  amenityCategories: [{ id: 1, name: 'Bathroom', amenities: [{ id: 11, name: 'Hot water' }, { id: 13, name: 'Bathtub' }] }, { id: 2, name: 'Outdoors', amenities: [{ id: 12, name: 'Garden' }] }],
  bedroomTypes: [{ id: 1, name: 'Single bed' }, { id: 4, name: 'King bed' }],
  unitCategories: [{ id: 1, name: 'Entire villa' }],
  cancellationPolicies: [{ id: 2, name: 'Moderate', description: 'Free cancellation up to 5 days before arrival.', freeCancellationDays: 5, refundPercentAfter: 50 }],
};

describe('/view/{propertyId}', () => {
  it('shows the property as a guest would see it, with names from the reference lists', async () => {
    loadPropertyForView.mockResolvedValue({ listing, references });
    const { container } = render(
      <MemoryRouter initialEntries={['/view/7']}>
        <Routes>
          <Route path="/view/:propertyId" element={<PropertyViewScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Palm Shade Villa' })).toBeTruthy();
    expect(loadPropertyForView).toHaveBeenCalledWith(7);
    expect(screen.getByText('Villa')).toBeTruthy();
    expect(screen.getByText('Unawatuna, Galle, Sri Lanka')).toBeTruthy();
    expect(screen.getByText('Pending Review')).toBeTruthy();
    expect(screen.getByText('Beach nearby')).toBeTruthy();
    expect(screen.getByText('quiet').tagName).toBe('STRONG');
    expect(container.querySelector('script, img[onerror]')).toBeNull();
    const rooms = screen.getByRole('heading', { name: 'Whole villa' }).parentElement!;
    expect(within(rooms).getByText('Entire villa · Sleeps 4 guests')).toBeTruthy();
    expect(within(rooms).getByText('1 × King bed, 2 × Single bed')).toBeTruthy();
    expect(screen.getByText('Hot water')).toBeTruthy();
    expect(screen.queryByText(/Bathtub/)).toBeNull();
    expect(screen.getByText('Check-in from 14:00 until 22:00')).toBeTruthy();
    expect(screen.getByText('Pets not allowed')).toBeTruthy();
    expect(screen.getByText('Sinhala')).toBeTruthy();
    expect(screen.getByText(/85\.50 per night$/)).toBeTruthy();
    expect(screen.getByText('Moderate')).toBeTruthy();
  });

  const renderView = () =>
    render(
      <MemoryRouter initialEntries={['/view/7']}>
        <Routes>
          <Route path="/view/:propertyId" element={<PropertyViewScreen />} />
        </Routes>
      </MemoryRouter>,
    );

  it('asks for bank details, with a link to the payments step, when a live listing moved to a plan that pays out has none', async () => {
    const upgraded = { ...listing, status: 'listed', planId: 3, planName: 'ALL_INCLUSIVE', steps: { ...listing.steps, payments: { bankAccount: null } } };
    loadPropertyForView.mockResolvedValue({ listing: upgraded as typeof listing, references });
    renderView();
    const note = await screen.findByRole('note', { name: 'Bank details needed' });
    expect(within(note).getByText('Your plan now pays you out. Add your bank details so we can send your payouts.')).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'Add bank details' }).getAttribute('href')).toBe('/final/01/7');
  });

  it('does not ask once the bank details are given, nor on a plan without payouts', async () => {
    const bankAccount = { accountName: 'N. Perera', bankName: 'Bank of Ceylon', branch: 'Galle Fort', accountNumber: '0085 1234 5678' };
    for (const shown of [
      { ...listing, status: 'listed', planName: 'ALL_INCLUSIVE', steps: { ...listing.steps, payments: { bankAccount } } },
      { ...listing, status: 'listed', planName: 'STARTER', steps: { ...listing.steps, payments: { bankAccount: null } } },
    ]) {
      loadPropertyForView.mockResolvedValue({ listing: shown as typeof listing, references });
      const { unmount } = renderView();
      expect(await screen.findByRole('heading', { level: 1, name: 'Palm Shade Villa' })).toBeTruthy();
      expect(screen.queryByRole('note', { name: 'Bank details needed' })).toBeNull();
      unmount();
    }
  });
});
