import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  listedPropertiesMachine,
  PAGE_SIZE,
  editPathOf,
  NEXT_STEP,
  pauseActionOf,
  propertyActions,
  type HostProperty,
  type HostPropertyPage,
} from '../../../machines/listed-properties.machine';

const property = (id: number, status: HostProperty['status'] = 'listed'): HostProperty => ({
  id,
  code: `LK-${String(id).padStart(6, '0')}`,
  name: `Property ${id}`,
  status,
  planName: 'STARTER',
  planDisplayName: 'Listing Only',
  propertyTypeName: 'Villa',
  city: 'Unawatuna',
  district: 'Galle',
  isRoomOrHomeStay: false,
  mainPhotoUrl: null,
  mainPhoto: null,
  unitCount: 1,
  fromPrice: null,
  updatedAt: '2026-11-20T08:00:00Z',
  moderationNote: null,
});

/** A fake server holding `total` properties, paged as the API pages them. */
function serverOf(total: number) {
  const all = Array.from({ length: total }, (_, i) => property(i + 1));
  return vi.fn(async ({ limit, offset }: { limit: number; offset: number }): Promise<HostPropertyPage> => ({
    items: all.slice(offset, offset + limit),
    total,
    limit,
    offset,
  }));
}

function start(loadPage: (input: { limit: number; offset: number }) => Promise<HostPropertyPage>) {
  const actor = createActor(listedPropertiesMachine.provide({ actors: { loadPage: fromPromise(({ input }) => loadPage(input)) } })).start();
  return { actor, settled: () => waitFor(actor, (s) => !s.hasTag('busy')) };
}

describe('listedPropertiesMachine', () => {
  it('shows the first page of the host’s properties', async () => {
    const load = serverOf(3);
    const { actor, settled } = start(load);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.page?.items.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(load).toHaveBeenCalledWith({ limit: PAGE_SIZE, offset: 0 });
  });

  it('is empty when the host has no properties yet', async () => {
    const { actor, settled } = start(serverOf(0));
    await settled();
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('pages forward and back, and only where there is a page', async () => {
    const load = serverOf(PAGE_SIZE + 2);
    const { actor, settled } = start(load);
    await settled();
    expect(actor.getSnapshot().can({ type: 'listed.previous' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'listed.next' })).toBe(true);
    actor.send({ type: 'listed.next' });
    // The shown page stays while the next one loads.
    expect(actor.getSnapshot().context.page?.items).toHaveLength(PAGE_SIZE);
    await settled();
    expect(actor.getSnapshot().context.page?.items.map((p) => p.id)).toEqual([PAGE_SIZE + 1, PAGE_SIZE + 2]);
    expect(actor.getSnapshot().can({ type: 'listed.next' })).toBe(false);
    actor.send({ type: 'listed.previous' });
    await settled();
    expect(actor.getSnapshot().context.offset).toBe(0);
    expect(load).toHaveBeenLastCalledWith({ limit: PAGE_SIZE, offset: 0 });
  });

  it('goes back to the first page when its page is gone', async () => {
    const pages = [
      { items: Array.from({ length: PAGE_SIZE }, (_, i) => property(i + 1)), total: PAGE_SIZE + 1, limit: PAGE_SIZE, offset: 0 },
      { items: [], total: PAGE_SIZE, limit: PAGE_SIZE, offset: PAGE_SIZE },
      { items: [property(1)], total: 1, limit: PAGE_SIZE, offset: 0 },
    ];
    const load = vi.fn(async () => pages.shift()!);
    const { actor, settled } = start(load);
    await settled();
    actor.send({ type: 'listed.next' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page?.total === 1);
    expect(actor.getSnapshot().context.offset).toBe(0);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('says what went wrong and retries on request', async () => {
    let fail = true;
    const load = vi.fn(async (input: { limit: number; offset: number }) => {
      if (fail) throw { success: false, status: 2, message: 'Your connection was interrupted' };
      return serverOf(1)(input);
    });
    const { actor, settled } = start(load);
    await settled();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Your connection was interrupted');
    fail = false;
    actor.send({ type: 'listed.retry' });
    await settled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('propertyActions', () => {
  const paths = (status: HostProperty['status']) => {
    const { primary, menu } = propertyActions({ id: 7, status });
    return [`${primary.label.message} ${primary.to}`, ...menu.map((a) => `${a.label.message} ${a.to}`)];
  };
  const MENU = ['Calendar /calendar?propertyId=7', 'Connect other sites /synchronize/7', 'Preview /view/7'];

  it('continues a draft where it stopped, with nothing else', () => {
    expect(paths('draft')).toEqual(['Continue /draft-listing']);
  });

  it.each(['listed', 'unlisted'] as const)('manages a %s listing on its editing page, the rest in the menu', (status) => {
    expect(paths(status)).toEqual([`Manage ${editPathOf(7)}`, ...MENU]);
    expect(editPathOf(7)).toBe('/main/finish/7');
  });

  it('manages a rejected listing as the rejection mail says: "Edit and resubmit" on its editing page', () => {
    expect(paths('rejected')).toEqual([`Edit and resubmit ${editPathOf(7)}`, ...MENU]);
  });

  it.each(['pending_review', 'suspended'] as const)('manages a %s listing on its view (the server refuses edits)', (status) => {
    expect(paths(status)).toEqual(['Manage /view/7', ...MENU]);
  });

  it('names a next step for every status', () => {
    expect(NEXT_STEP.pending_review.message).toBe('usually within 2 working days');
    for (const status of ['draft', 'pending_review', 'listed', 'rejected', 'unlisted', 'suspended'] as const) expect(NEXT_STEP[status].message).toMatch(/^[a-z]/);
  });
});

describe('pauseActionOf', () => {
  it('offers Unlist on a listed listing and List again on an unlisted one, nothing elsewhere', () => {
    expect(pauseActionOf({ status: 'listed' })).toMatchObject({ action: 'unlist', label: { message: 'Unlist' } });
    expect(pauseActionOf({ status: 'unlisted' })).toMatchObject({ action: 'relist', label: { message: 'List again' } });
    for (const status of ['draft', 'pending_review', 'rejected', 'suspended'] as const) expect(pauseActionOf({ status })).toBeNull();
  });
});

describe('listed.reload', () => {
  it('loads the same page again while the old one stays on screen', async () => {
    let calls = 0;
    const actor = createActor(
      listedPropertiesMachine.provide({
        actors: { loadPage: fromPromise(async () => ({ items: [property(calls++ === 0 ? 1 : 2)], total: 1, limit: PAGE_SIZE, offset: 0 })) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.page!.items[0].id).toBe(1);
    actor.send({ type: 'listed.reload' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.page!.items[0].id).toBe(1);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.page!.items[0].id).toBe(2);
    expect(calls).toBe(2);
  });
});
