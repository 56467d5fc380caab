import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../../src/shared/text';
import { accommodationUnits, properties } from '../../src/server/db/schema/index';
import { expectErrorShape } from './helpers/expect-error-shape';
import { syncApi, syncOf } from './helpers/feeds';
import { listing, loadReferenceIds, propertyOf, validUnit, type ListingReferenceIds } from './helpers/listing';
import { bookableProperty, book } from './helpers/reservations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Property and unit names reach every channel's copy of a unit's calendar (the export's NAME and
 * X-WR-CALNAME). A line break in one would end its content line and start another, so a name could
 * add an event of its own. Names with control characters are refused at input, and whatever the
 * database holds is escaped at output; ical.js, an independent parser, reads the export back.
 */
const INJECTION = 'Villa\r\nBEGIN:VEVENT\r\nUID:injected@evil.example\r\nDTSTART;VALUE=DATE:20300101\r\nDTEND;VALUE=DATE:20300102\r\nSUMMARY:Injected\r\nEND:VEVENT';
const UNIT_NAME = 'Room 1, sea view; \\ upstairs\nX-INJECTED:1\u0007';

let t: TestApp;
let host: TestUser;
let refs: ListingReferenceIds;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
  refs = await loadReferenceIds(t, host);
});
afterAll(() => t?.close());

describe('names that would break an iCal export', () => {
  it('refuses a property name, a unit name and a feed name with a line break or control character with 422', async () => {
    const calls = listing(t);
    const property = propertyOf(await calls.create(host, { propertyTypeId: refs.villa, planId: 1 }), 201);
    for (const name of ['Villa\r\nBEGIN:VEVENT', 'Villa\nX', 'Villa\u0000', 'Villa\u0007', 'Villa\u2028X']) {
      const saved = expectErrorShape(await calls.save(host, property.id, 'name', { version: property.version, name }), 422);
      expect(Object.values(saved.error.fields ?? {}).join()).toMatch(/line|control|cannot be saved/);
    }
    const unit = expectErrorShape(await calls.addUnit(host, property.id, { version: property.version, ...validUnit(refs), name: 'Room\r\nBEGIN:VEVENT' }), 422);
    expect(unit.error.fields).toEqual({ name: TEXT_MESSAGES.singleLine });
    const place = await bookableProperty(t, host);
    const feed = expectErrorShape(await syncApi(t).add(host, place.unitIds[0], { name: 'Airbnb\r\nX', channel: 'airbnb', url: 'https://calendar.example.com/x.ics' }), 422);
    expect(feed.error.fields).toEqual({ name: TEXT_MESSAGES.singleLine });
  });

  it('still takes names in every script, with commas and semicolons', async () => {
    const calls = listing(t);
    const other = await t.createUser(); // one draft per host
    const property = propertyOf(await calls.create(other, { propertyTypeId: refs.villa, planId: 1 }), 201);
    const saved = propertyOf(await calls.save(other, property.id, 'name', { version: property.version, name: 'ගාලු කොටුව Villa, Galle; யாழ்' }));
    expect(saved.steps.name).toEqual({ name: 'ගාලු කොටුව Villa, Galle; யாழ்' });
  });

  it('escapes names already in the database: the export has one event per stay and none injected', async () => {
    const place = await bookableProperty(t, host);
    await t.db.update(properties).set({ name: INJECTION }).where(eq(properties.id, place.propertyId));
    await t.db.update(accommodationUnits).set({ name: UNIT_NAME }).where(eq(accommodationUnits.id, place.unitIds[0]));
    const stays = [await book(t, host, place, 3, 5), await book(t, host, place, 8, 9)];
    const link = (await syncOf(t, host, place.propertyId)).units[0].exportLinks.find((l) => l.channel === 'airbnb')!.url;
    const response = await syncApi(t).exported(link);
    expect(response.statusCode).toBe(200);

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.map((e) => e.getFirstPropertyValue('summary'))).toEqual(['Reserved', 'Reserved']);
    expect(events.map((e) => String(e.getFirstPropertyValue('uid')))).toEqual(stays.map(() => expect.stringMatching(/^reservation-\d+@/)));
    expect(calendar.getFirstProperty('x-injected')).toBeNull();
    expect(response.body).not.toMatch(/^(UID:injected|X-INJECTED)/m);
    // The name reads back as the text it was: a line break is one \n in TEXT, and the control
    // character TEXT cannot hold is gone. ical.js keeps NAME (RFC 7986) raw, so its own TEXT
    // decoder reads it.
    const name = ICAL.design.icalendar.value.text.fromICAL(String(calendar.getFirstPropertyValue('name')));
    expect(name).toBe(`${INJECTION.replaceAll('\r\n', '\n')} · ${UNIT_NAME.replace('\u0007', '')}`);
  });
});
