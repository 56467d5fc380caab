import { describe, expect, it, vi } from 'vitest';
import { loadCalendarFirstView, pageDataJson, type PageDataSource } from '../../../src/shared/page-data';

type Calendar = Awaited<ReturnType<PageDataSource['calendar']>>;

/** A source with two properties whose calendar read answers the window it was asked for. */
function source(properties = [{ id: 7, name: 'Ella Gap Cabins', status: 'listed' as const }, { id: 9, name: null, status: 'unlisted' as const }]) {
  return {
    dashboard: vi.fn(),
    calendarProperties: vi.fn(async () => properties),
    calendar: vi.fn(async (window: { propertyId: number; from: string; to: string }) => ({ ...window }) as unknown as Calendar),
    today: () => '2026-11-27',
    reservations: vi.fn(),
  } satisfies PageDataSource;
}

describe('loadCalendarFirstView: /calendar as its route loader reads it', () => {
  it('shows the first property, three months from this one', async () => {
    const pages = source();
    const view = await loadCalendarFirstView(pages, null);
    expect(pages.calendar).toHaveBeenCalledWith({ propertyId: 7, from: '2026-11-01', to: '2027-02-01' });
    expect(view).toEqual({ properties: await pages.calendarProperties(), calendar: { propertyId: 7, from: '2026-11-01', to: '2027-02-01' } });
  });

  it('shows the property ?propertyId= names, even one not in the picker (an admin opening a host’s)', async () => {
    const pages = source();
    await loadCalendarFirstView(pages, 9);
    await loadCalendarFirstView(pages, 41);
    expect(pages.calendar.mock.calls.map(([window]) => window.propertyId)).toEqual([9, 41]);
  });

  it('reads no calendar for a host without properties', async () => {
    const pages = source([]);
    expect(await loadCalendarFirstView(pages, null)).toEqual({ properties: [], calendar: null });
    expect(pages.calendar).not.toHaveBeenCalled();
  });

  it('fails as its reads fail', async () => {
    const pages = { ...source(), calendar: async () => Promise.reject(new Error('refused')) };
    await expect(loadCalendarFirstView(pages, null)).rejects.toThrow('refused');
  });
});

describe('pageDataJson', () => {
  it('escapes every < so nothing in the data can close the JSON block, and reads back the same', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- x' };
    const text = pageDataJson(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
