import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostProperty, HostPropertyPage } from '../../machines/listed-properties.machine';
import { ListedPropertiesScreen } from '../../src/screens/listings/listed-properties-screen';

const listHostProperties = vi.hoisted(() => vi.fn<(input: { limit: number; offset: number }) => Promise<HostPropertyPage>>());
vi.mock('../../src/api/listed-properties-calls', () => ({ listHostProperties }));

const property = (fields: Partial<HostProperty>): HostProperty => ({
  id: 7,
  code: 'LK-000007',
  name: 'Palm Shade Villa',
  status: 'pending_review',
  planName: 'STARTER',
  planDisplayName: 'Listing Only',
  propertyTypeName: 'Villa',
  city: 'Unawatuna',
  district: 'Galle',
  mainPhotoUrl: null,
  updatedAt: '2026-11-20T08:00:00Z',
  moderationNote: null,
  ...fields,
});

const pageOf = (items: HostProperty[], total = items.length): HostPropertyPage => ({ items, total, limit: 12, offset: 0 });

function renderScreen() {
  render(
    <MemoryRouter>
      <ListedPropertiesScreen />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  listHostProperties.mockReset();
});

describe('/listed-properties', () => {
  it('shows each property with its status in words, plan, place and actions', async () => {
    listHostProperties.mockResolvedValue(pageOf([property({}), property({ id: 8, name: null, status: 'draft', city: null, district: null, propertyTypeName: null })]));
    renderScreen();
    const [review, draft] = await screen.findAllByRole('article');
    expect(within(review).getByRole('heading', { name: 'Palm Shade Villa' })).toBeTruthy();
    expect(within(review).getByText('Pending Review')).toBeTruthy();
    expect(within(review).getByText('LK-000007')).toBeTruthy();
    expect(within(review).getByText('Villa · Unawatuna, Galle')).toBeTruthy();
    expect(within(review).getByText(/^Listing Only · Updated/)).toBeTruthy();
    const links = within(review).getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['Calendar Palm Shade Villa', '/calendar?propertyId=7'],
      ['Synchronize Palm Shade Villa', '/synchronize/7'],
      ['View Palm Shade Villa', '/view/7'],
    ]);
    expect(within(draft).getByRole('heading', { name: 'Untitled listing' })).toBeTruthy();
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByRole('link', { name: 'Continue Untitled listing' }).getAttribute('href')).toBe('/draft-listing');
  });

  it('offers Edit for a listed property and shows its main photo', async () => {
    listHostProperties.mockResolvedValue(pageOf([property({ status: 'listed', mainPhotoUrl: '/uploads/listings/7/thumb.webp' })]));
    renderScreen();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Listed')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit Palm Shade Villa' }).getAttribute('href')).toBe('/main/finish/7');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/uploads/listings/7/thumb.webp');
  });

  it('invites a host without properties to list one', async () => {
    listHostProperties.mockResolvedValue(pageOf([]));
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'You have not listed a property yet' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'List Your Property' }).length).toBeGreaterThan(0);
  });

  it('pages with Previous and Next when there are more than one page', async () => {
    const first = Array.from({ length: 12 }, (_, i) => property({ id: i + 1, name: `Property ${i + 1}` }));
    listHostProperties.mockImplementation(async ({ offset }) =>
      offset === 0 ? pageOf(first, 13) : { items: [property({ id: 13, name: 'Property 13' })], total: 13, limit: 12, offset: 12 },
    );
    renderScreen();
    expect(await screen.findByText('1–12 of 13')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Property 13' })).toBeTruthy();
    expect(screen.getByText('13–13 of 13')).toBeTruthy();
    expect(listHostProperties).toHaveBeenLastCalledWith({ limit: 12, offset: 12 });
  });

  it('says what went wrong and tries again', async () => {
    listHostProperties.mockRejectedValueOnce({ success: false, status: 2, message: 'Your connection was interrupted' });
    listHostProperties.mockResolvedValueOnce(pageOf([property({})]));
    renderScreen();
    expect(await screen.findByText('Your connection was interrupted')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeTruthy();
  });
});
