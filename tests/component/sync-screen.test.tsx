import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedSaveRequest } from '../../machines/feed-form.machine';
import type { IcalFeed, PropertySync, SyncUnit } from '../../machines/sync-panel.machine';
import { FEED_MESSAGES } from '../../src/shared/ical-feed';
import { SyncScreen } from '../../src/screens/sync/sync-screen';
import { conflict, feed, propertySync, unit } from '../unit/machines/sync-fixtures';

const calls = vi.hoisted(() => ({
  getPropertySync: vi.fn<(propertyId: number) => Promise<PropertySync>>(),
  saveIcalFeed: vi.fn<(request: FeedSaveRequest) => Promise<IcalFeed>>(),
  syncIcalFeed: vi.fn<(feedId: number) => Promise<IcalFeed>>(),
  deleteIcalFeed: vi.fn<(feedId: number) => Promise<void>>(),
  confirmEmptyIcalFeed: vi.fn<(feedId: number) => Promise<IcalFeed>>(),
  rotateIcalExport: vi.fn<(unitId: number) => Promise<SyncUnit>>(),
}));
vi.mock('../../src/api/sync-calls', () => calls);

const toasts = vi.hoisted(() => ({ said: [] as string[] }));
vi.mock('../../src/app/notify', () => {
  const say = (message: string) => {
    toasts.said.push(message);
    return Promise.resolve('toast');
  };
  return { notifySuccess: say, notifyInfo: say, notifyWarning: say, notifyError: say };
});

// 07:30 in Sri Lanka on 22 Nov 2026: the fixture feed was read at 07:10 and is due at 07:25.
const NOW = new Date('2026-11-22T02:00:00.000Z');

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset();
  toasts.said = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function showSync(answer: PropertySync | Promise<PropertySync>, path = '/synchronize/7') {
  calls.getPropertySync.mockImplementation(() => Promise.resolve(answer));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/synchronize/:propertyId" element={<SyncScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const importCard = async () => screen.findByRole('region', { name: /^Import\b/ });
const feedPanel = async (name: string) => screen.findByRole('article', { name });

describe('the sync screen', () => {
  it('says it is loading until the panel arrives', async () => {
    let answer: (value: PropertySync) => void = () => {};
    showSync(new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status').textContent).toBe('Loading the calendars of this property…');
    answer(propertySync());
    expect(await screen.findByRole('heading', { level: 1, name: 'Synchronize Palm Shade Guest House' })).toBeTruthy();
    expect(calls.getPropertySync).toHaveBeenCalledWith(7);
  });

  it('shows a property that is not the host’s as not found', async () => {
    calls.getPropertySync.mockRejectedValue({ httpStatus: 404, message: 'NotFound.' });
    render(
      <MemoryRouter initialEntries={['/synchronize/99']}>
        <Routes>
          <Route path="/synchronize/:propertyId" element={<SyncScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Property not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your properties' }).getAttribute('href')).toBe('/listed-properties');
  });

  it('offers a retry when the panel cannot be read', async () => {
    const user = userEvent.setup();
    calls.getPropertySync.mockRejectedValueOnce({ message: 'Your connection was interrupted' }).mockResolvedValue(propertySync());
    render(
      <MemoryRouter initialEntries={['/synchronize/7']}>
        <Routes>
          <Route path="/synchronize/:propertyId" element={<SyncScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Your connection was interrupted');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Garden room' })).toBeTruthy();
  });

  it("names each unit's Export and Import with the unit, so several units give distinct landmarks", async () => {
    showSync(propertySync());
    expect(await screen.findByRole('region', { name: 'Export Garden room' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Import Garden room' })).toBeTruthy();
  });

  it('shows each unit’s export links and, with no feeds yet, what to do next', async () => {
    showSync(propertySync());
    const exportCard = await screen.findByRole('region', { name: /^Export\b/ });
    for (const [label, channel] of [
      ['Link for Airbnb', 'airbnb'],
      ['Link for Booking.com', 'booking_com'],
      ['Link for Vrbo', 'vrbo'],
      ['Link for any other site', 'other'],
    ]) {
      expect((within(exportCard).getByLabelText(label) as HTMLInputElement).value).toMatch(new RegExp(`/api/v1/ical/.+/${channel}\\.ics$`));
    }
    expect(within(exportCard).getAllByRole('button', { name: /^Copy the link for/ })).toHaveLength(4);
    expect(within(await importCard()).getByText(/No calendars imported yet/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /double booking/ })).toBeNull();
  });

  it('shows a feed’s health: status, when it was read and is due, the counts', async () => {
    showSync(propertySync({ units: [unit({ feeds: [feed({ nextFetchAt: '2026-11-22T02:12:00.000Z' })] })] }));
    const panel = await feedPanel('Airbnb – Garden room');
    expect(within(panel).getByText('In sync')).toBeTruthy();
    expect(panel.textContent).toContain('20 minutes ago (22 Nov 2026, 7:10 am)');
    expect(panel.textContent).toContain('in 12 minutes (22 Nov 2026, 7:42 am)');
    const counts = within(panel).getAllByRole('definition');
    expect(counts.map((dd) => dd.textContent).slice(2)).toEqual(['4', '1', '0', '2']);
    // The link is shortened, with the whole of it in its title.
    const link = within(panel).getByRole('link', { name: /www\.airbnb\.com\/calendar\/ical/ });
    expect(link.textContent?.endsWith('…')).toBe(true);
    expect(link.getAttribute('title')).toBe(feed().url);
  });

  it('shows a failing feed’s last error in plain words, and a feed never read as such', async () => {
    showSync(
      propertySync({
        units: [
          unit({
            feeds: [
              feed({ lastStatus: 'error', lastError: 'The channel answered 404 Not Found: check the link' }),
              feed({ id: 32, name: 'Vrbo', channel: 'vrbo', lastStatus: 'never', lastFetchedAt: null, eventsSeen: 0, eventsAdded: 0, eventsRemoved: 0 }),
            ],
          }),
        ],
      }),
    );
    const failing = await feedPanel('Airbnb – Garden room');
    expect(within(failing).getByText('Sync failed')).toBeTruthy();
    expect(failing.textContent).toContain('The last sync failed: The channel answered 404 Not Found: check the link');
    const never = await feedPanel('Vrbo');
    expect(within(never).getByText('Not read yet')).toBeTruthy();
    expect(never.textContent).toContain('Last readNever');
  });

  it('says how many events of a feed could not be read, and lists each by UID with what was wrong', async () => {
    const user = userEvent.setup();
    const unreadableEvents = [
      { uid: 'reversed@example.lk', reason: 'it ends before it starts' },
      { uid: null, reason: 'its start date could not be read (DTSTART:2031-13-45)' },
    ];
    showSync(propertySync({ units: [unit({ feeds: [feed({ eventsUnreadable: 3, unreadableEvents }), feed({ id: 32, name: 'Vrbo', channel: 'vrbo' })] })] }));
    const panel = await feedPanel('Airbnb – Garden room');
    expect(within(panel).getByText('In sync, but 3 events could not be read')).toBeTruthy();
    expect(within(panel).queryByText('In sync')).toBeNull();
    await user.click(within(panel).getByText('Which 3 events could not be read'));
    const items = within(panel).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['reversed@example.lk: it ends before it starts', 'An event without a UID: its start date could not be read (DTSTART:2031-13-45)', 'and 1 more event']);
    // A feed read whole stays plainly in sync, with nothing to list.
    const whole = await feedPanel('Vrbo');
    expect(within(whole).getByText('In sync')).toBeTruthy();
    expect(within(whole).queryByText(/could not be read/)).toBeNull();
  });

  it('shows a notice of a feed that was imported with a cap reached', async () => {
    const notice = 'A repeating event in this calendar has more dates than are imported (at most 5 000 per event and 20 000 per calendar, up to two years ahead); the later dates were left out.';
    showSync(propertySync({ units: [unit({ feeds: [feed({ lastNotice: notice })] })] }));
    const panel = await feedPanel('Airbnb – Garden room');
    expect(within(panel).getByText(notice)).toBeTruthy();
    expect(panel.textContent).not.toContain('The last sync failed');
  });

  it('shows a calendar that came back empty as such, with why its nights stay blocked, and releases them on request', async () => {
    const user = userEvent.setup();
    // First seen at 07:15 in Sri Lanka; the counts still describe the calendar whose nights are kept.
    showSync(propertySync({ units: [unit({ feeds: [feed({ emptySince: '2026-11-22T01:45:00.000Z' })] })] }));
    const panel = await feedPanel('Airbnb – Garden room');
    expect(within(panel).getByText('Came back empty')).toBeTruthy();
    expect(within(panel).queryByText('In sync')).toBeNull();
    const notice = within(panel).getByRole('region', { name: 'This calendar came back empty' });
    expect(notice.textContent).toContain('the nights it blocked stay blocked here until the next sync confirms it is empty');
    expect(notice.textContent).toContain('First seen 15 minutes ago (22 Nov 2026, 7:15 am)');

    let finish: (value: IcalFeed) => void = () => {};
    calls.confirmEmptyIcalFeed.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await user.click(within(notice).getByRole('button', { name: 'Release the nights now: Airbnb – Garden room' }));
    const running = within(notice).getByRole('button', { name: 'Releasing the nights of Airbnb – Garden room…' });
    expect(running.getAttribute('aria-disabled')).toBe('true');
    await user.click(running);
    expect(within(panel).getByRole('button', { name: 'Sync now: Airbnb – Garden room' }).getAttribute('aria-disabled')).toBe('true');
    expect(calls.confirmEmptyIcalFeed).toHaveBeenCalledTimes(1);
    expect(calls.confirmEmptyIcalFeed).toHaveBeenCalledWith(31);

    const released = feed({ emptySince: null, eventsSeen: 0, eventsAdded: 0, eventsChanged: 0, eventsRemoved: 4 });
    calls.getPropertySync.mockResolvedValue(propertySync({ units: [unit({ feeds: [released] })] }));
    finish(released);
    await waitFor(() => expect(within(panel).queryByRole('region', { name: 'This calendar came back empty' })).toBeNull());
    expect(within(panel).getByText('In sync')).toBeTruthy();
    expect(toasts.said).toEqual(['The nights this calendar blocked are open again']);
  });

  it('shows why releasing failed and keeps the notice', async () => {
    const user = userEvent.setup();
    showSync(propertySync({ units: [unit({ feeds: [feed({ emptySince: '2026-11-22T01:45:00.000Z' })] })] }));
    calls.confirmEmptyIcalFeed.mockRejectedValue({ httpStatus: 409, message: 'This calendar has not come back empty, so there are no nights to release' });
    const panel = await feedPanel('Airbnb – Garden room');
    await user.click(within(panel).getByRole('button', { name: 'Release the nights now: Airbnb – Garden room' }));
    expect(await within(panel).findByText('This calendar has not come back empty, so there are no nights to release')).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'This calendar came back empty' })).toBeTruthy();
  });

  it('puts conflicts at the top: the imported event beside the reservation, and what to do', async () => {
    showSync(propertySync({ units: [unit({ feeds: [feed({ openConflicts: 1 })] })], conflicts: [conflict()] }));
    const section = await screen.findByRole('region', { name: '1 double booking to sort out' });
    const item = within(section).getByRole('listitem');
    expect(item.textContent).toContain('On Airbnb');
    expect(item.textContent).toContain('11 Dec 2026 – 14 Dec 2026 · 3 nights');
    expect(item.textContent).toContain('Booked there');
    expect(within(item).getByRole('link', { name: 'LK7H3K9Q' }).getAttribute('href')).toBe('/view-reservation/LK7H3K9Q');
    expect(item.textContent).toContain('Amaya Wickramasinghe');
    expect(item.textContent).toContain('12 Dec 2026 – 15 Dec 2026 · 3 nights');
    expect(item.textContent).toContain('Our guest site · Confirmed');
    expect(item.textContent).toContain('Cancel one of them on its site, or move the stay.');
    // It comes before the units, and the feed points to it.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('1 double booking to sort out')).toBeLessThan(headings.indexOf('Garden room'));
    expect(within(await feedPanel('Airbnb – Garden room')).getByRole('link', { name: /1 double booking with this calendar/ }).getAttribute('href')).toBe('#conflicts-heading');
  });

  it('shows a conflict with a host block as such', async () => {
    showSync(propertySync({ conflicts: [conflict({ reservation: null, block: { id: 9, startsOn: '2026-12-12', endsOn: '2026-12-13', note: 'Painting' } })] }));
    const section = await screen.findByRole('region', { name: '1 double booking to sort out' });
    expect(section.textContent).toContain('Here: blocked by you');
    expect(section.textContent).toContain('Painting');
    expect(section.textContent).toContain('Open these nights on your calendar if you can take the booking, or cancel it on Airbnb.');
  });

  it('checks the add form with the shared rules before sending anything', async () => {
    const user = userEvent.setup();
    showSync(propertySync());
    const form = await screen.findByRole('form', { name: 'Add a calendar to Garden room' });
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(form.textContent).toContain(FEED_MESSAGES.nameRequired);
    expect(form.textContent).toContain(FEED_MESSAGES.channelRequired);
    expect(form.textContent).toContain(FEED_MESSAGES.urlRequired);
    expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    await user.type(within(form).getByLabelText('Name'), 'Airbnb');
    await user.selectOptions(within(form).getByLabelText('Site'), 'Airbnb');
    await user.type(within(form).getByLabelText('Calendar link'), 'www.airbnb.com/calendar');
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(form.textContent).toContain(FEED_MESSAGES.urlInvalid);
    expect(form.textContent).not.toContain(FEED_MESSAGES.nameRequired);
    expect(calls.saveIcalFeed).not.toHaveBeenCalled();
  });

  it('adds a feed: its health shows at once and the panel is read again', async () => {
    const user = userEvent.setup();
    showSync(propertySync());
    const added = feed({ id: 40, eventsSeen: 3, eventsAdded: 3, eventsRemoved: 0 });
    calls.saveIcalFeed.mockResolvedValue(added);
    const form = await screen.findByRole('form', { name: 'Add a calendar to Garden room' });
    await user.type(within(form).getByLabelText('Name'), 'Airbnb – Garden room');
    await user.selectOptions(within(form).getByLabelText('Site'), 'airbnb');
    await user.type(within(form).getByLabelText('Calendar link'), 'https://www.airbnb.com/calendar/ical/1.ics');
    calls.getPropertySync.mockResolvedValue(propertySync({ units: [unit({ feeds: [added] })] }));
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    const panel = await feedPanel('Airbnb – Garden room');
    expect(within(panel).getAllByRole('definition').map((dd) => dd.textContent).slice(2)).toEqual(['3', '3', '0', '0']);
    expect(calls.saveIcalFeed).toHaveBeenCalledWith({ unitId: 11, feedId: null, body: { name: 'Airbnb – Garden room', channel: 'airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' } });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(calls.getPropertySync).toHaveBeenCalledTimes(2));
    expect(toasts.said).toEqual(['“Airbnb – Garden room” was added. 3 events found: 3 added, 0 changed, 0 removed']);
  });

  it('syncs now: the button shows progress and waits, then the counts follow the answer', async () => {
    const user = userEvent.setup();
    showSync(propertySync({ units: [unit({ feeds: [feed()] })] }));
    let finish: (value: IcalFeed) => void = () => {};
    calls.syncIcalFeed.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const panel = await feedPanel('Airbnb – Garden room');
    await user.click(within(panel).getByRole('button', { name: 'Sync now: Airbnb – Garden room' }));
    const running = within(panel).getByRole('button', { name: 'Syncing Airbnb – Garden room…' });
    expect(running.getAttribute('aria-disabled')).toBe('true');
    expect(within(panel).getByRole('progressbar', { name: 'Reading Airbnb – Garden room' })).toBeTruthy();
    await user.click(running);
    expect(calls.syncIcalFeed).toHaveBeenCalledTimes(1);

    calls.getPropertySync.mockResolvedValue(propertySync({ units: [unit({ feeds: [feed({ eventsSeen: 6, eventsAdded: 2, eventsChanged: 1, eventsRemoved: 0 })] })] }));
    finish(feed({ eventsSeen: 6, eventsAdded: 2, eventsChanged: 1, eventsRemoved: 0, lastFetchedAt: NOW.toISOString() }));
    await waitFor(() => expect(within(panel).getAllByRole('definition').map((dd) => dd.textContent).slice(2)).toEqual(['6', '2', '1', '0']));
    expect(within(panel).getByRole('button', { name: 'Sync now: Airbnb – Garden room' }).getAttribute('aria-disabled')).toBe('false');
    expect(within(panel).queryByRole('progressbar')).toBeNull();
    expect(calls.syncIcalFeed).toHaveBeenCalledWith(31);
  });

  it('counts past events beside the events seen only when the calendar still holds some', async () => {
    showSync(propertySync({ units: [unit({ feeds: [feed({ id: 31, eventsSeen: 4, eventsPast: 3 }), feed({ id: 32, name: 'Vrbo', channel: 'vrbo', eventsPast: 0 })] })] }));
    const terms = (panel: HTMLElement) => within(panel).getAllByRole('term').map((dt) => dt.textContent);
    const withPast = await feedPanel('Airbnb – Garden room');
    expect(terms(withPast)).toContain('Past events');
    const counts = Object.fromEntries(within(withPast).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(counts).toMatchObject({ 'Events seen': '4', 'Past events': '3' });
    expect(terms(await feedPanel('Vrbo'))).not.toContain('Past events');
  });

  it('asks before removing a feed, then takes it off the page', async () => {
    const user = userEvent.setup();
    showSync(propertySync({ units: [unit({ feeds: [feed()] })] }));
    calls.deleteIcalFeed.mockResolvedValue();
    const panel = await feedPanel('Airbnb – Garden room');
    await user.click(within(panel).getByRole('button', { name: 'Remove: Airbnb – Garden room' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove “Airbnb – Garden room”?' });
    expect(dialog.textContent).toContain('The nights this calendar blocked open again here');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls.deleteIcalFeed).not.toHaveBeenCalled();

    await user.click(within(panel).getByRole('button', { name: 'Remove: Airbnb – Garden room' }));
    calls.getPropertySync.mockResolvedValue(propertySync());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Airbnb – Garden room' })).toBeNull());
    expect(calls.deleteIcalFeed).toHaveBeenCalledWith(31);
    // The keyboard carries on from the Import card instead of the page's start.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Import' }));
  });

  it('edits a feed in place', async () => {
    const user = userEvent.setup();
    showSync(propertySync({ units: [unit({ feeds: [feed()] })] }));
    calls.saveIcalFeed.mockResolvedValue(feed({ name: 'Airbnb (main)' }));
    const panel = await feedPanel('Airbnb – Garden room');
    await user.click(within(panel).getByRole('button', { name: 'Edit: Airbnb – Garden room' }));
    const form = within(panel).getByRole('form', { name: 'Edit “Airbnb – Garden room”' });
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Airbnb (main)');
    calls.getPropertySync.mockResolvedValue(propertySync({ units: [unit({ feeds: [feed({ name: 'Airbnb (main)' })] })] }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await feedPanel('Airbnb (main)')).toBeTruthy();
    expect(calls.saveIcalFeed).toHaveBeenCalledWith({ unitId: 11, feedId: 31, body: { name: 'Airbnb (main)', channel: 'airbnb', url: feed().url } });
  });

  it('copies an export link and says so; without a clipboard it selects the link instead', async () => {
    const user = userEvent.setup();
    showSync(propertySync());
    const exportCard = await screen.findByRole('region', { name: /^Export\b/ });
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(exportCard).getByRole('button', { name: 'Copy the link for Vrbo, Garden room' }));
    await waitFor(() => expect(toasts.said).toEqual(['Link copied']));
    expect(writeText).toHaveBeenCalledWith((within(exportCard).getByLabelText('Link for Vrbo') as HTMLInputElement).value);

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(within(exportCard).getByRole('button', { name: 'Copy the link for Booking.com, Garden room' }));
    const input = within(exportCard).getByLabelText('Link for Booking.com') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    expect(toasts.said[1]).toMatch(/^The link is selected/);
  });

  it('asks before replacing the export links, then shows the new ones', async () => {
    const user = userEvent.setup();
    showSync(propertySync());
    const fresh = unit({ exportLinks: unit().exportLinks.map((link) => ({ ...link, url: link.url.replace(/ical\/[^/]+/, 'ical/NEW') })) });
    calls.rotateIcalExport.mockResolvedValue(fresh);
    const exportCard = await screen.findByRole('region', { name: /^Export\b/ });
    await user.click(within(exportCard).getByRole('button', { name: 'Get new links' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Get new links for Garden room?' });
    expect(dialog.textContent).toContain('The current links stop working at once, for every site you pasted them into.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect((within(exportCard).getByLabelText('Link for Airbnb') as HTMLInputElement).value).toContain('/ical/NEW/airbnb.ics'));
    expect(calls.rotateIcalExport).toHaveBeenCalledWith(11);
  });

  it('tells a property without units to add them first', async () => {
    showSync(propertySync({ units: [] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No rooms or units yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit listing' }).getAttribute('href')).toBe('/main/finish/7');
  });
});
