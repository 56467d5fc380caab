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
  isRoomOrHomeStay: false,
  city: 'Unawatuna',
  district: 'Galle',
  mainPhotoUrl: null,
  mainPhoto: null,
  unitCount: 1,
  fromPrice: { amount: 85.5, currency: 'USD' },
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
  it('shows each property with its status and next step, place, rooms, "from" price, plan and one primary action', async () => {
    listHostProperties.mockResolvedValue(
      pageOf([property({}), property({ id: 8, name: null, status: 'draft', city: null, district: null, propertyTypeName: null, unitCount: 0, fromPrice: null })]),
    );
    renderScreen();
    const [review, draft] = await screen.findAllByRole('article');
    expect(within(review).getByRole('heading', { name: 'Palm Shade Villa' })).toBeTruthy();
    expect(within(review).getByText('Pending Review').closest('p')?.textContent).toBe('Pending Review— usually within 2 working days');
    expect(within(review).getByText('LK-000007')).toBeTruthy();
    expect(within(review).getByText('Villa · Unawatuna, Galle')).toBeTruthy();
    expect(within(review).getByText('1 unit · from USD 85.50 a night')).toBeTruthy();
    expect(within(review).getByText(/Listing Only · Updated/)).toBeTruthy();
    // In review it cannot be edited: Manage opens its view; the rest is in the menu, closed at first.
    const links = within(review).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([['Manage', '/view/7']]);
    await userEvent.click(within(review).getByRole('button', { name: 'More actions for Palm Shade Villa' }));
    expect(within(review).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Manage', '/view/7'],
      ['Calendar', '/calendar?propertyId=7'],
      ['Connect other sites', '/synchronize/7'],
      ['Preview', '/view/7'],
    ]);
    // Nothing to unlist while it is in review.
    expect(within(review).queryByRole('button', { name: 'Unlist' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(within(review).getByRole('button', { name: 'More actions for Palm Shade Villa' }).getAttribute('aria-expanded')).toBe('false');

    expect(within(draft).getByRole('heading', { name: 'Untitled listing' })).toBeTruthy();
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByText('— finish the steps to send it for review')).toBeTruthy();
    expect(within(draft).getByRole('link', { name: 'Continue Untitled listing' }).getAttribute('href')).toBe('/draft-listing');
    expect(within(draft).queryByRole('button', { name: /More actions/ })).toBeNull();
  });

  it('counts rooms and gives the cheapest room\'s price for rooms and homestays', async () => {
    listHostProperties.mockResolvedValue(pageOf([property({ status: 'listed', isRoomOrHomeStay: true, unitCount: 3, fromPrice: { amount: 9500, currency: 'LKR' } })]));
    renderScreen();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('3 rooms · from LKR 9,500.00 a night')).toBeTruthy();
  });

  it('manages a listed property on its editing page, shows its main photo at its size, and unlists it after a Yes', async () => {
    listHostProperties.mockResolvedValue(
      pageOf([property({ status: 'listed', mainPhotoUrl: '/uploads/listings/7/thumb.webp', mainPhoto: { url: '/uploads/listings/7/thumb.webp', width: 400, height: 300 } })]),
    );
    renderScreen();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Listed').closest('p')?.textContent).toBe('Listed— guests can find and book it');
    expect(within(card).getByRole('link', { name: 'Manage Palm Shade Villa' }).getAttribute('href')).toBe('/main/finish/7');
    const image = card.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
      '/uploads/listings/7/thumb.webp',
      '400',
      '300',
      'lazy',
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'More actions for Palm Shade Villa' }));
    const unlist = within(card).getByRole('button', { name: 'Unlist' });
    expect(unlist.getAttribute('data-danger')).toBe('true');
    await userEvent.click(unlist);
    const question = await screen.findByRole('alertdialog', { name: 'Unlist this property?' });
    expect(within(question).getByText('Guests will not find or book it until you list it again. Bookings you already have stay as they are.')).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
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
