import { describe, expect, it } from 'vitest';
import { CalendarCache } from '../../../src/server/modules/calendar/calendar-cache';
import type { PropertyCalendar } from '../../../src/server/modules/calendar/calendar-view';

const calendar = (propertyName: string) => ({ propertyId: 1, propertyName, currency: 'USD', from: '2026-12-01', to: '2026-12-02', today: '2026-11-22', units: [] }) as PropertyCalendar;

describe('CalendarCache', () => {
  it('loads once and answers the same key from memory', async () => {
    const cache = new CalendarCache<PropertyCalendar>();
    let loads = 0;
    const load = async () => calendar(`read ${++loads}`);
    expect((await cache.read('a', load)).propertyName).toBe('read 1');
    expect((await cache.read('a', load)).propertyName).toBe('read 1');
    expect(loads).toBe(1);
  });

  it('forgets everything on clear', async () => {
    const cache = new CalendarCache<PropertyCalendar>();
    let loads = 0;
    const load = async () => calendar(`read ${++loads}`);
    await cache.read('a', load);
    await cache.read('b', load);
    cache.clear();
    expect(cache.size).toBe(0);
    expect((await cache.read('a', load)).propertyName).toBe('read 3');
  });

  it('answers but does not keep a read during which something changed', async () => {
    const cache = new CalendarCache<PropertyCalendar>();
    let release!: () => void;
    const slow = cache.read('a', () => new Promise<PropertyCalendar>((resolve) => (release = () => resolve(calendar('before the change')))));
    cache.clear(); // a write commits while the read is on its way
    release();
    expect((await slow).propertyName).toBe('before the change');
    expect((await cache.read('a', async () => calendar('after the change'))).propertyName).toBe('after the change');
  });

  it('keeps at most its capacity, dropping the least recently used', async () => {
    const cache = new CalendarCache<PropertyCalendar>(2);
    await cache.read('a', async () => calendar('a'));
    await cache.read('b', async () => calendar('b'));
    await cache.read('a', async () => calendar('a again')); // used: now the most recent
    await cache.read('c', async () => calendar('c'));
    expect(cache.size).toBe(2);
    expect((await cache.read('a', async () => calendar('a reloaded'))).propertyName).toBe('a');
    expect((await cache.read('b', async () => calendar('b reloaded'))).propertyName).toBe('b reloaded');
  });

  it('peeks without a promise, and a peek counts as a use', async () => {
    const cache = new CalendarCache<string>(2);
    expect(cache.peek('a')).toBeUndefined();
    await cache.read('a', async () => '{"data":"a"}');
    await cache.read('b', async () => '{"data":"b"}');
    expect(cache.peek('a')).toBe('{"data":"a"}'); // now the most recent: 'b' goes first
    await cache.read('c', async () => '{"data":"c"}');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('{"data":"a"}');
    cache.clear();
    expect(cache.peek('a')).toBeUndefined();
  });
});
