import type { Page } from '@playwright/test';
import { addDays } from '../../../src/shared/reservation-dates';
import { signUpHost } from './accounts';
import { submittedListing } from './bookable-listing';
import { listingWithoutPhotos } from './page-api';

/** A new host with a submitted listing that has a reservation, and a draft: every signed-in screen has something to show. */
export async function hostWithContent(page: Page, label: string) {
  await signUpHost(page, label);
  const { api, listing, unitId, today } = await submittedListing(page, `Galle Fort ${label} Villa`);
  const draft = await listingWithoutPhotos(page, `Kandy Lake ${label} Draft`);
  const reservation = await api.post<{ code: string }>('/api/v1/web/reservations', {
    propertyId: listing.id,
    unitId,
    guestName: 'Nadeesha Wickramasinghe',
    guestEmail: 'nadeesha@example.lk',
    checkIn: addDays(today, 4),
    checkOut: addDays(today, 7),
    adults: 2,
    amount: 240,
    paymentMethod: 'onsite',
  });
  return { listing, draft, reservation };
}

/** Every signed-in screen of a host, with the ids of the content above. */
export function hostScreens({ listing, draft, reservation }: Awaited<ReturnType<typeof hostWithContent>>): string[] {
  return [
    '/dashboard',
    '/calendar',
    '/reservation-manage',
    '/earnings-manage',
    '/profile',
    '/listed-properties',
    '/draft-listing',
    '/plan-selection',
    `/view-reservation/${reservation.code}`,
    `/synchronize/${listing.id}`,
    `/view/${listing.id}`,
    `/property/04/${draft.id}`,
  ];
}

/** Client-side navigation, as a tap on a link does it: the app stays loaded, the router moves. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
