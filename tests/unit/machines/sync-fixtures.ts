import type { IcalFeed, PropertySync, SyncConflict, SyncUnit } from '../../../machines/sync-panel.machine';

/** A sync panel's pieces as the API answers them, with the fields a test cares about overridden. */
export function feed(overrides: Partial<IcalFeed> = {}): IcalFeed {
  return {
    id: 31,
    unitId: 11,
    name: 'Airbnb – Garden room',
    channel: 'airbnb',
    url: 'https://www.airbnb.com/calendar/ical/1234567.ics?s=abcdef0123456789',
    lastFetchedAt: '2026-11-22T01:40:00.000Z',
    nextFetchAt: '2026-11-22T01:55:00.000Z',
    lastStatus: 'ok',
    lastError: null,
    lastNotice: null,
    emptySince: null,
    eventsSeen: 4,
    eventsPast: 0,
    eventsAdded: 1,
    eventsChanged: 0,
    eventsRemoved: 2,
    eventsUnreadable: 0,
    unreadableEvents: [],
    openConflicts: 0,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

const TOKEN = 'kQ3v9y0bE2c1a8Lr7mN6pX5sT4uW3zY2x1V0aB9cD8e';

export function unit(overrides: Partial<SyncUnit> = {}): SyncUnit {
  const id = overrides.id ?? 11;
  return {
    id,
    name: 'Garden room',
    exportLinks: (['airbnb', 'booking_com', 'vrbo', 'other'] as const).map((channel) => ({ channel, url: `http://localhost:8080/api/v1/ical/${TOKEN}/${channel}.ics` })),
    feeds: [],
    ...overrides,
  };
}

export function conflict(overrides: Partial<SyncConflict> = {}): SyncConflict {
  return {
    id: 5,
    propertyId: 7,
    propertyName: 'Palm Shade Guest House',
    unitId: 11,
    unitName: 'Garden room',
    feedId: 31,
    feedName: 'Airbnb – Garden room',
    channel: 'airbnb',
    event: { uid: 'HMABCDEF@airbnb.com', startsOn: '2026-12-11', endsOn: '2026-12-14', nights: 3, kind: 'reserved' },
    reservation: { code: 'LK7H3K9Q', guestName: 'Amaya Wickramasinghe', checkIn: '2026-12-12', checkOut: '2026-12-15', nights: 3, channel: 'guest_site', status: 'confirmed' },
    block: null,
    detectedAt: '2026-11-22T01:40:00.000Z',
    ...overrides,
  };
}

export function propertySync(overrides: Partial<PropertySync> = {}): PropertySync {
  return { propertyId: 7, propertyName: 'Palm Shade Guest House', syncIntervalMinutes: 15, units: [unit()], conflicts: [], ...overrides };
}
