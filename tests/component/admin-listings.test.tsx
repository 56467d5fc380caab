import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPropertyPage, AdminPropertyQuery } from '../../machines/admin-listings.machine';
import { AdminListingsScreen } from '../../src/screens/admin/admin-listings-screen';
import { rowActions } from '../../src/screens/admin/listing-row-actions';
import { adminRow } from '../unit/machines/admin-fixtures';

const listAdminProperties = vi.hoisted(() => vi.fn<(query: AdminPropertyQuery) => Promise<AdminPropertyPage>>());
vi.mock('../../src/api/admin-listing-calls', () => ({ listAdminProperties }));
vi.mock('../../src/api/listing-calls', () => ({
  listPlans: async () => [
    { id: 1, name: 'STARTER', displayName: 'Listing Only' },
    { id: 2, name: 'SUPPORTIVE', displayName: 'Reservation Management' },
  ],
}));

const COUNTS = { draft: 4, pending_review: 12, listed: 1234, rejected: 2, unlisted: 3, suspended: 1, all: 1256 };
const pageOf = (items = [adminRow()], nextCursor: string | null = null): AdminPropertyPage => ({ items, nextCursor, counts: COUNTS });

/** Where the router is: the screen keeps its filters in the URL query. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderAt(search = '') {
  render(
    <MemoryRouter initialEntries={[`/admin-property-listings${search}`]}>
      <Routes>
        <Route
          path="/admin-property-listings"
          element={
            <>
              <AdminListingsScreen />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  listAdminProperties.mockReset();
});

describe('/admin-property-listings', () => {
  it('shows each property with its code, status in words, plan, place, host, units and where to go', async () => {
    listAdminProperties.mockResolvedValue(pageOf([adminRow(), adminRow({ id: 8, code: 'LK-000008', name: null, status: 'draft', plan: null, city: null, district: null, unitCount: 0 })]));
    renderAt();
    const table = await screen.findByRole('table');
    const [, villa, draft] = within(table).getAllByRole('row');
    expect(within(villa).getByRole('rowheader').textContent).toBe('Palm Shade VillaLK-000007Unawatuna, Galle');
    expect(within(villa).getByText('Pending Review')).toBeTruthy();
    expect(within(villa).getByText('Listing Only')).toBeTruthy();
    expect(within(villa).getByText('Nimal Perera')).toBeTruthy();
    expect(within(villa).getByRole('button', { name: 'Only properties of nimal@example.lk' })).toBeTruthy();
    expect(within(villa).getByText('2')).toBeTruthy();
    expect(within(villa).getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['View Palm Shade Villa', '/view/7'],
      ['Edit Palm Shade Villa', '/main/finish/7'],
      ['Calendar Palm Shade Villa', '/calendar?propertyId=7'],
    ]);
    expect(within(draft).getByRole('rowheader').textContent).toBe('Untitled listingLK-000008No address yet');
    expect(within(draft).getByText('No plan yet')).toBeTruthy();
    expect(within(draft).getAllByRole('link').map((link) => link.textContent)).toEqual(['View', 'Edit']);
    expect(listAdminProperties).toHaveBeenCalledExactlyOnceWith({ limit: 25 });
  });

  it("says which live listings have changes waiting for our team's review", async () => {
    listAdminProperties.mockResolvedValue(pageOf([adminRow({ status: 'listed', changesWaiting: 1 }), adminRow({ id: 8, code: 'LK-000008', status: 'listed', changesWaiting: 0 })]));
    renderAt();
    const [, waiting, quiet] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(waiting).getByText('Changes waiting for review')).toBeTruthy();
    expect(within(quiet).queryByText('Changes waiting for review')).toBeNull();
  });

  it('shows the status tabs with their counts and filters by a tab, keeping it in the URL', async () => {
    listAdminProperties.mockResolvedValue(pageOf());
    renderAt('?status=pending_review');
    const tabs = await screen.findByRole('tablist', { name: 'Properties by status' });
    expect(await within(tabs).findByRole('tab', { name: 'Pending Review 12' })).toHaveProperty('ariaSelected', 'true');
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All 1,256',
      'Pending Review 12',
      'Listed 1,234',
      'Draft 4',
      'Rejected 2',
      'Unlisted 3',
      'Suspended 1',
    ]);
    expect(listAdminProperties).toHaveBeenLastCalledWith({ status: 'pending_review', limit: 25 });

    await userEvent.click(within(tabs).getByRole('tab', { name: /^Listed/ }));
    expect(location()).toBe('?status=listed');
    expect(listAdminProperties).toHaveBeenLastCalledWith({ status: 'listed', limit: 25 });
    // Arrow keys move along the tabs, and the list follows.
    await userEvent.keyboard('{ArrowLeft}');
    expect(location()).toBe('?status=pending_review');
    expect(document.activeElement?.textContent).toBe('Pending Review 12');
  });

  it('searches, filters by plan, district, host and order, and clears them', async () => {
    listAdminProperties.mockResolvedValue(pageOf());
    renderAt('?status=listed');
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Search by name, code or host email'), '  LK-000007 ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('?status=listed&q=LK-000007');
    await userEvent.selectOptions(screen.getByLabelText('Plan'), await screen.findByRole('option', { name: 'Reservation Management' }));
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Nuwara Eliya');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Name, Z to A');
    expect(location()).toBe('?status=listed&planId=2&district=Nuwara+Eliya&q=LK-000007&sort=name&order=desc');
    expect(listAdminProperties).toHaveBeenLastCalledWith({ status: 'listed', planId: 2, district: 'Nuwara Eliya', q: 'LK-000007', sort: 'name', order: 'desc', limit: 25 });

    await userEvent.click(await screen.findByRole('button', { name: 'Only properties of nimal@example.lk' }));
    expect(location()).toContain('host=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the host filter (nimal@example.lk)' }));
    expect(location()).not.toContain('host=');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The tab and the order stay; the search box empties.
    expect(location()).toBe('?status=listed&sort=name&order=desc');
    expect(screen.getByLabelText<HTMLInputElement>('Search by name, code or host email').value).toBe('');
  });

  it('pages with Next and Previous through the cursors', async () => {
    listAdminProperties.mockImplementation(async (query) => (query.cursor ? pageOf([adminRow({ id: 9, name: 'Lagoon Cabana' })]) : pageOf([adminRow()], 'cursor-2')));
    renderAt();
    await screen.findByText('Palm Shade Villa');
    const pager = screen.getByRole('navigation', { name: 'Pages of properties' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Lagoon Cabana')).toBeTruthy();
    expect(within(pager).getByText('Page 2')).toBeTruthy();
    expect(listAdminProperties).toHaveBeenLastCalledWith({ limit: 25, cursor: 'cursor-2' });
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Palm Shade Villa')).toBeTruthy();
    expect(within(pager).getByText('Page 1')).toBeTruthy();
  });

  it('says when nothing matches the filters, and when a tab is empty', async () => {
    listAdminProperties.mockResolvedValue(pageOf([]));
    renderAt('?status=suspended&q=nowhere');
    expect(await screen.findByText('No properties match these filters in Suspended.')).toBeTruthy();
    expect(screen.getByText('Check the spelling, search by a property code such as LK-000123, or clear the filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Nothing in Suspended right now.')).toBeTruthy();
  });

  it('says when no host has a listing at all', async () => {
    listAdminProperties.mockResolvedValue(pageOf([]));
    renderAt();
    expect(await screen.findByText('No host has started a listing yet. Properties appear here from their first saved step.')).toBeTruthy();
  });

  it('says the list could not be loaded and tries again', async () => {
    listAdminProperties.mockRejectedValueOnce({ message: 'Your connection was interrupted' }).mockResolvedValue(pageOf());
    renderAt();
    expect(await screen.findByText('The properties could not be loaded. Your connection was interrupted')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});

describe('rowActions', () => {
  it('offers view, edit and calendar, and no calendar for a draft', () => {
    expect(rowActions({ id: 4, status: 'suspended' }).map((action) => action.to)).toEqual(['/view/4', '/main/finish/4', '/calendar?propertyId=4']);
    expect(rowActions({ id: 5, status: 'draft' }).map((action) => action.key)).toEqual(['view', 'edit']);
  });
});
