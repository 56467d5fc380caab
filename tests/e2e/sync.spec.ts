import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { addDays } from '../../src/shared/reservation-dates';
import { formatLongDay } from '../../src/shared/format';
import { expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures';
import { asDemoHostOnOwnServer } from './helpers/own-server';

type FeedEvent = { uid: string; from: string; to: string; summary: string };

/** An all-day event per stay, as Airbnb writes its calendar (nights [from, to), CRLF lines). */
function airbnbCalendar(events: FeedEvent[]): string {
  const day = (date: string) => date.replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', 'CALSCALE:GREGORIAN', 'VERSION:2.0'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `DTSTAMP:20261101T000000Z`, `DTSTART;VALUE=DATE:${day(event.from)}`, `DTEND;VALUE=DATE:${day(event.to)}`, `UID:${event.uid}`, `SUMMARY:${event.summary}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The other site: a calendar served on 127.0.0.1 (the test's server is told to allow that host,
 * which the outbound checks would refuse otherwise). `hold()` keeps the next answers waiting until
 * the returned release is called, so the test can see 'Sync now' in progress without sleeping.
 */
async function feedServer() {
  let body = '';
  let gate: Promise<void> | null = null;
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    void (gate ?? Promise.resolve()).then(() => {
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      response.end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/calendar/ical/12345678.ics?s=e2e`,
    serve(events: FeedEvent[]) {
      body = airbnbCalendar(events);
    },
    hold(): () => void {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A night's button on /calendar, found by the start of its label ('Sat 12 Dec 2026, ...'). */
const night = (page: Page, date: string) => page.getByRole('button', { name: new RegExp(`^${formatLongDay(date)},`) });

/** One of a feed panel's counts ('Events seen', 'Added', ...). */
const count = (panel: Locator, term: string) => panel.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('/synchronize', () => {
  test('a host imports an Airbnb calendar, sees its nights blocked on /calendar, and Sync now brings the change', async ({ browser }) => {
    test.setTimeout(150_000);
    const feed = await feedServer();
    try {
      await asDemoHostOnOwnServer(
        browser,
        53,
        async (page, own) => {
          // The seeded stays of the Garden room end within a week, so nights three weeks out are free.
          const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date()));
          const first = { uid: 'HMA1B2C3D4-e2e@airbnb.com', from: addDays(today, 20), to: addDays(today, 23), summary: 'Reserved' };
          feed.serve([first]);

          await page.goto('/listed-properties');
          await page.getByRole('button', { name: 'More actions for Palm Shade Guest House' }).click();
          await page.getByRole('link', { name: 'Connect other sites' }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Synchronize Palm Shade Guest House' })).toBeVisible();
          const propertyId = /\/synchronize\/(\d+)$/.exec(page.url())![1];
          const garden = page.getByRole('region', { name: 'Garden room', exact: true });

          // The export link for Booking.com answers a calendar; copying puts it on the clipboard.
          const bookingLink = await garden.getByLabel('Link for Booking.com', { exact: true }).inputValue();
          // The link is made with PUBLIC_URL (localhost); the test's server listens on 127.0.0.1.
          const exported = await fetch(new URL(new URL(bookingLink).pathname, own.baseURL));
          expect(exported.status).toBe(200);
          expect(exported.headers.get('content-type')).toMatch(/^text\/calendar/);
          expect(await exported.text()).toContain('BEGIN:VCALENDAR');
          await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: own.baseURL });
          await garden.getByRole('button', { name: 'Copy the link for Booking.com, Garden room' }).click();
          await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bookingLink);

          // Add the Airbnb calendar: the server reads it before answering, so its health shows at once.
          const form = garden.getByRole('form', { name: 'Add a calendar to Garden room' });
          await form.getByRole('button', { name: 'Add calendar' }).click();
          await expect(form.getByText('Give the calendar a name')).toBeVisible();
          await form.getByLabel('Name', { exact: true }).fill('Airbnb – Garden room');
          await form.getByLabel('Site').selectOption({ label: 'Airbnb' });
          await form.getByLabel('Calendar link').fill(feed.url);
          await form.getByRole('button', { name: 'Add calendar' }).click();
          const panel = garden.getByRole('article', { name: 'Airbnb – Garden room' });
          await expect(panel.getByText('In sync', { exact: true })).toBeVisible();
          await expect(count(panel, 'Events seen')).toHaveText('1');
          await expect(count(panel, 'Added')).toHaveText('1');
          await expect(panel.getByText(/^Last read/).locator('xpath=following-sibling::dd[1]')).toHaveText(/^just now \(/);
          await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
          await expectNoAxeViolations(page);

          // The export link for Booking.com now carries the imported nights; Airbnb's own link leaves them out.
          const nightsOut = (text: string) => text.includes(`DTSTART;VALUE=DATE:${first.from.replaceAll('-', '')}`);
          expect(nightsOut(await (await fetch(new URL(new URL(bookingLink).pathname, own.baseURL))).text())).toBe(true);
          const airbnbLink = await garden.getByLabel('Link for Airbnb', { exact: true }).inputValue();
          expect(nightsOut(await (await fetch(new URL(new URL(airbnbLink).pathname, own.baseURL))).text())).toBe(false);

          // On /calendar's month view (a guest house opens on its rooms) the three nights are imported blocks, named after Airbnb.
          await page.goto(`/calendar?propertyId=${propertyId}&view=month`);
          await expect(page.getByText('Imported block (from Airbnb, Booking.com or another calendar)')).toBeVisible();
          for (const date of [first.from, addDays(first.from, 1), addDays(first.from, 2)]) {
            await expect(night(page, date)).toHaveAccessibleName(/, blocked: .*Airbnb.*\(imported\)/);
          }
          await expect(night(page, first.to)).toHaveAccessibleName(/, available,/);

          // Airbnb moves the stay by two days and takes another booking.
          const moved = { ...first, from: addDays(first.from, 2), to: addDays(first.to, 2) };
          const second = { uid: 'HMZ9Y8X7W6-e2e@airbnb.com', from: addDays(today, 30), to: addDays(today, 32), summary: 'Reserved' };
          feed.serve([moved, second]);

          await page.getByRole('link', { name: 'Sync with other sites' }).click();
          await expect(page).toHaveURL(new RegExp(`/synchronize/${propertyId}$`));
          // Keyboard only: the button keeps the focus while the sync runs, and shows its progress.
          const release = feed.hold();
          const fetchesBefore = feed.requests();
          const syncButton = panel.getByRole('button', { name: /^Sync(ing)? / });
          await syncButton.focus();
          await page.keyboard.press('Enter');
          await expect(syncButton).toHaveAccessibleName('Syncing Airbnb – Garden room…');
          await expect(syncButton).toHaveAttribute('aria-disabled', 'true');
          await expect(panel.getByRole('progressbar', { name: 'Reading Airbnb – Garden room' })).toBeVisible();
          await expect.poll(() => feed.requests()).toBe(fetchesBefore + 1);
          // A second press while it runs starts nothing.
          await page.keyboard.press('Enter');
          release();
          await expect(syncButton).toHaveAccessibleName('Sync now: Airbnb – Garden room');
          await expect(syncButton).toBeFocused();
          await expect(panel.getByRole('progressbar')).toHaveCount(0);
          expect(feed.requests()).toBe(fetchesBefore + 1);
          await expect(count(panel, 'Events seen')).toHaveText('2');
          await expect(count(panel, 'Added')).toHaveText('1');
          await expect(count(panel, 'Changed')).toHaveText('1');
          await expect(count(panel, 'Removed')).toHaveText('0');

          // The calendar follows: the first two nights are free again, the moved and the new stay are blocked.
          await page.getByRole('link', { name: 'Open the calendar' }).click();
          await page.getByRole('tab', { name: 'Month' }).click();
          await expect(night(page, first.from)).toHaveAccessibleName(/, available,/);
          await expect(night(page, addDays(first.from, 1))).toHaveAccessibleName(/, available,/);
          for (const date of [moved.from, addDays(moved.to, -1), second.from, addDays(second.to, -1)]) {
            await expect(night(page, date)).toHaveAccessibleName(/, blocked: .*Airbnb.*\(imported\)/);
          }

          // At phone width the screen stacks, nothing scrolls sideways, and axe finds nothing.
          await page.setViewportSize({ width: 375, height: 812 });
          await page.goBack();
          await expect(panel).toBeVisible();
          expect(await sidewaysOverflow(page)).toBe(0);
          await expectNoAxeViolations(page);

          // Removing the calendar asks first; then its panel goes and the keyboard carries on from the Import card.
          await panel.getByRole('button', { name: 'Remove: Airbnb – Garden room' }).click();
          const dialog = page.getByRole('alertdialog', { name: 'Remove “Airbnb – Garden room”?' });
          await expect(dialog).toContainText('The nights this calendar blocked open again here');
          await dialog.getByRole('button', { name: 'Yes' }).click();
          await expect(panel).toHaveCount(0);
          await expect(garden.getByRole('heading', { level: 3, name: 'Import' })).toBeFocused();
          await expect(garden.getByText('No calendars imported yet.')).toBeVisible();
        },
        { ICAL_FETCH_ALLOW_HOSTS: feed.host },
      );
    } finally {
      await feed.close();
    }
  });
});
