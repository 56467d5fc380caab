import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';

const calls = vi.hoisted(() => ({
  findDraftListing: vi.fn(),
  loadListing: vi.fn(),
  discardListing: vi.fn(),
}));
vi.mock('../../../../src/api/listing-calls', () => ({ findDraftListing: calls.findDraftListing }));
vi.mock('../../../../src/api/listing-wizard-calls', () => ({ loadListing: calls.loadListing, discardListing: calls.discardListing }));

const { draftListingWithCalls } = await import('../../../../src/api/actors/draft-listing');

describe('the draft page with its calls', () => {
  it('shows the draft as the server has it, named from the full listing', async () => {
    calls.findDraftListing.mockResolvedValue({ id: 7, updatedAt: '2026-11-01T00:00:00Z' });
    calls.loadListing.mockResolvedValue({ id: 7, name: 'Lake View', isPropertyTypeRoomOrHomeStay: false, completion: { done: 3 }, updatedAt: '2026-11-02T00:00:00Z' });
    const actor = createActor(draftListingWithCalls).start();
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.draft).toEqual({ id: 7, name: 'Lake View', isPropertyTypeRoomOrHomeStay: false, completion: { done: 3 }, updatedAt: '2026-11-02T00:00:00Z' });
    expect(calls.loadListing).toHaveBeenCalledWith(7);
  });

  it('goes to "gone" without loading anything when the host has no draft', async () => {
    calls.findDraftListing.mockResolvedValue(null);
    calls.loadListing.mockClear();
    const actor = createActor(draftListingWithCalls).start();
    await waitFor(actor, (snapshot) => snapshot.matches('gone'));
    expect(calls.loadListing).not.toHaveBeenCalled();
  });
});
