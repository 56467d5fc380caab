import { readSheet } from 'read-excel-file/node';
import { addDays } from '../../src/shared/reservation-dates';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signUpHost } from './helpers/accounts';
import { CHANNEL_CREDENTIAL, channelBooking, submittedListing } from './helpers/bookable-listing';
import { asDemoHostOnOwnServer } from './helpers/own-server';
import { pageApi } from './helpers/page-api';

type Property = { id: number; version: number; name: string | null; units: { id: number }[] };

test.describe('/reservation-manage', () => {
  test('a manual booking made through the screen appears in the Upcoming list; the same nights again are refused as taken', async ({ page }) => {
    test.setTimeout(60_000);
    await signUpHost(page, 'res-manual');
    const { today } = await submittedListing(page, 'Ella Rock Cabins');
    await page.goto('/reservation-manage');
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
    await expect(page.getByText(/No arrivals ahead yet/)).toBeVisible();

    const book = async (guest: string, email: string) => {
      await page.getByRole('button', { name: 'New booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'New booking' });
      // One property with one unit: both are chosen already.
      await expect(dialog.getByLabel('Property')).toHaveValue(/\d+/);
      await dialog.getByLabel('Guest name').fill(guest);
      await dialog.getByLabel('Guest email').fill(email);
      await dialog.getByLabel('Check-in').fill(addDays(today, 5));
      await dialog.getByLabel('Check-out').fill(addDays(today, 8));
      await dialog.getByRole('button', { name: 'Save booking' }).click();
      return dialog;
    };

    const dialog = await book('Tharindu Jayasinghe', 'tharindu@example.lk');
    await expect(dialog.getByRole('status')).toContainText(/Booking [A-Z2-9]{8} for Tharindu Jayasinghe is recorded and confirmed/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    const list = page.getByRole('list', { name: 'Upcoming reservations' });
    const row = list.getByRole('listitem').filter({ hasText: 'Tharindu Jayasinghe' });
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText('3 nights');
    await expect(row).toContainText('Recorded by you');
    await expect(row).toContainText('Ella Rock Cabins');

    // The same nights on the same unit: the server's 409 leads the form and nothing is added.
    const again = await book('Second Guest', 'second@example.lk');
    await expect(again.getByRole('alert')).toContainText('These nights are taken.');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });

  test('downloads the list as .xlsx, and the file holds its rows', async ({ page }) => {
    test.setTimeout(60_000);
    await signUpHost(page, 'res-xlsx');
    const { api, listing, unitId, today } = await submittedListing(page, 'Mirissa Surf House');
    const made: { code: string }[] = [];
    for (const [guest, from] of [['Sanduni Perera', 3], ['=HYPERLINK("x")', 10]] as const) {
      made.push(
        await api.post('/api/v1/web/reservations', {
          propertyId: listing.id,
          unitId,
          guestName: guest,
          guestEmail: 'guest@example.lk',
          checkIn: addDays(today, from),
          checkOut: addDays(today, from + 2),
          adults: 2,
          amount: 150,
          paymentMethod: 'onsite',
        }),
      );
    }
    await page.goto('/reservation-manage');
    await expect(page.getByRole('list', { name: 'Upcoming reservations' }).getByRole('listitem')).toHaveCount(2);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel (.xlsx)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`reservations-upcoming-${today}.xlsx`);
    const rows = await readSheet(await download.path());
    const column = (title: string) => rows[0].indexOf(title);
    expect(rows.slice(1).map((row) => row[column('Code')])).toEqual(made.map((r) => r.code));
    expect(rows[1][column('Guest')]).toBe('Sanduni Perera');
    expect(rows[2][column('Guest')]).toBe('=HYPERLINK("x")');
    expect(rows[1][column('Status')]).toBe('Confirmed');
    expect(rows[1][column('Amount')]).toBe(150);
    expect(rows[1][column('Property')]).toBe('Mirissa Surf House');
  });
});

test.describe('/view-reservation', () => {
  test('a request from the guest site is confirmed by the host, and its history shows it', async ({ browser }) => {
    test.setTimeout(90_000);
    // A server of its own with the guest site's credential: channel bookings need a listed property,
    // and the only listed one a test can reach is the demo guest house (no admin approval call
    // exists yet). The shared server's demo host is demo-host.spec.ts's, which changes its password.
    await asDemoHostOnOwnServer(
      browser,
      52,
      async (page) => {
        const api = await pageApi(page);
        const listed = await api.get<{ items: { id: number; name: string | null }[] }>('/api/v1/web/properties/host/listed-properties?limit=10&offset=0');
        const guestHouse = listed.items.find((item) => item.name === 'Palm Shade Guest House')!;
        const property = await api.get<Property>(`/api/v1/web/properties/${guestHouse.id}`);
        // Request to book: guest-site bookings wait for the host's answer.
        await api.put(`/api/v1/web/properties/${property.id}/steps/bookingPlan`, { bookingType: 'request', version: property.version });
        const { today } = await api.get<{ today: string }>(`/api/v1/web/properties/${property.id}/calendar?from=2026-01-01&to=2026-01-02`);

        const request = await channelBooking(page, {
          propertyId: property.id,
          unitId: property.units[0].id,
          guestName: 'Hiroshi Sato',
          guestEmail: 'hiroshi@example.jp',
          guestCountry: 'JP',
          checkIn: addDays(today, 40),
          checkOut: addDays(today, 43),
          amount: 256.5,
        });
        expect(request.status).toBe('pending');

        await page.goto('/reservation-manage');
        await page.getByRole('link', { name: `Reservation ${request.code}, Hiroshi Sato` }).click();
        await expect(page).toHaveURL(new RegExp(`/view-reservation/${request.code}$`));
        await expect(page.getByRole('heading', { level: 1, name: 'Hiroshi Sato' })).toBeVisible();
        await expect(page.getByText('Awaiting your reply')).toBeVisible();
        const history = page.getByRole('list', { name: 'Status history' });
        await expect(history.getByRole('listitem')).toHaveText([/^Requested by the guest site/]);

        await page.getByRole('button', { name: 'Accept' }).click();
        await expect(page.getByText('Accepted · the stay is confirmed')).toBeVisible();
        await expect(history.getByRole('listitem')).toHaveText([/^Requested by the guest site/, /^Confirmed by Nimal Perera/]);
        // Only what a confirmed stay arriving in 40 days allows is left.
        await expect(page.getByRole('region', { name: 'More actions' }).getByRole('button')).toHaveText(['Change dates', 'Cancel']);
        await expectNoAxeViolations(page);

        // The guest asks to arrive a day later: the host moves the stay, priced from the calendar.
        await page.getByRole('button', { name: 'Change dates' }).click();
        const dialog = page.getByRole('dialog', { name: 'Change dates' });
        await dialog.getByLabel('Check-in').fill(addDays(today, 41));
        await dialog.getByLabel('Check-out').fill(addDays(today, 44));
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: 'Save dates' }).click();
        await expect(page.getByText('The dates were changed')).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('button', { name: 'Change dates' })).toBeFocused();
        await expect(history.getByRole('listitem')).toHaveText([/^Requested by the guest site/, /^Confirmed by Nimal Perera/, /^Changed by Nimal Perera.*Dates changed from/s]);

        // It is the server's: a reload shows the same.
        await page.reload();
        await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(3);
        await expect(page.getByRole('main').getByText('Confirmed', { exact: true }).first()).toBeVisible();
      },
      CHANNEL_CREDENTIAL,
    );
  });
});
