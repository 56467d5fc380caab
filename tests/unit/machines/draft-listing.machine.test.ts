import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DRAFT_DISCARDED, draftListingMachine, type DraftSummary } from '../../../machines/draft-listing.machine';
import { LISTING_STEP_KEYS } from '../../../src/shared/listing-steps';

const completeUpTo = (count: number) => Object.fromEntries(LISTING_STEP_KEYS.map((key, index) => [key, index < count]));
const DRAFT: DraftSummary = { id: 41, name: 'Palm Shade', isPropertyTypeRoomOrHomeStay: false, completion: completeUpTo(8), updatedAt: '2026-11-20T08:00:00Z' };

function start(load: () => Promise<DraftSummary | null>, discard: (input: { id: number }) => Promise<void> = async () => undefined) {
  const effects = { navigate: vi.fn(), clearDraftMarker: vi.fn(), startOver: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() };
  const discardDraft = vi.fn(discard);
  const actor = createActor(
    draftListingMachine.provide({
      actors: { loadDraft: fromPromise(() => load()), discardDraft: fromPromise(({ input }) => discardDraft(input)) },
      actions: {
        navigate: (_, { to }) => effects.navigate(to),
        clearDraftMarker: () => effects.clearDraftMarker(),
        startOver: () => effects.startOver(),
        toastSuccess: (_, { message }) => effects.toastSuccess(message),
        toastError: (_, { message }) => effects.toastError(message),
      },
    }),
  ).start();
  return { actor, effects, discardDraft, settled: () => waitFor(actor, (s) => !s.hasTag('busy')) };
}

describe('draftListingMachine', () => {
  it('continues at the first incomplete step', async () => {
    const { actor, effects, settled } = start(async () => DRAFT);
    await settled();
    actor.send({ type: 'draft.continue' });
    expect(effects.navigate).toHaveBeenCalledWith('/property/09/41');
  });

  it('discards only after the confirmation, then clears the marker', async () => {
    const { actor, effects, discardDraft, settled } = start(async () => DRAFT);
    await settled();
    actor.send({ type: 'draft.discard' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'draft.cancelDiscard' });
    expect(discardDraft).not.toHaveBeenCalled();
    actor.send({ type: 'draft.discard' });
    actor.send({ type: 'draft.confirmDiscard' });
    await settled();
    expect(discardDraft).toHaveBeenCalledWith({ id: 41 });
    expect(actor.getSnapshot().matches('none')).toBe(true);
    expect(effects.clearDraftMarker).toHaveBeenCalledTimes(1);
    // Our words as a descriptor, translated by the screen's toast.
    expect(effects.toastSuccess).toHaveBeenCalledWith(DRAFT_DISCARDED);
    expect(DRAFT_DISCARDED.message).toBe('Your draft listing was discarded.');
  });

  it('keeps the draft and says why when discarding fails', async () => {
    const { actor, effects, settled } = start(async () => DRAFT, async () => Promise.reject({ message: 'Your connection was interrupted' }));
    await settled();
    actor.send({ type: 'draft.discard' });
    actor.send({ type: 'draft.confirmDiscard' });
    await settled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(effects.toastError).toHaveBeenCalledWith('Your connection was interrupted');
  });

  it('clears a stale draft marker and runs the start-listing decision again when the draft was discarded elsewhere', async () => {
    const { actor, effects } = start(async () => null);
    await waitFor(actor, (s) => s.matches('gone'));
    expect(effects.clearDraftMarker).toHaveBeenCalledTimes(1);
    expect(effects.startOver).toHaveBeenCalledTimes(1);
    expect(effects.clearDraftMarker.mock.invocationCallOrder[0]).toBeLessThan(effects.startOver.mock.invocationCallOrder[0]);
    expect(actor.getSnapshot().matches('none')).toBe(false);
  });

  it('stays on the page after a discard made here, without starting over', async () => {
    const { actor, effects, settled } = start(async () => DRAFT);
    await settled();
    actor.send({ type: 'draft.discard' });
    actor.send({ type: 'draft.confirmDiscard' });
    await waitFor(actor, (s) => s.matches('none'));
    expect(effects.startOver).not.toHaveBeenCalled();
  });

  it('offers a retry when the draft cannot be loaded', async () => {
    let fail = true;
    const { actor, settled } = start(async () => {
      if (fail) throw { message: 'Sorry, something went wrong' };
      return DRAFT;
    });
    await settled();
    expect(actor.getSnapshot().context.error).toBe('Sorry, something went wrong');
    fail = false;
    actor.send({ type: 'draft.retry' });
    await settled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
