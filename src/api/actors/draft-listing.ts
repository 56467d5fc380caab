import { fromPromise } from 'xstate';
import { draftListingMachine, type DraftSummary } from '../../../machines/draft-listing.machine';
import { findDraftListing } from '../listing-calls';
import { discardListing, loadListing } from '../listing-wizard-calls';

/** The host's one draft, as /draft-listing shows it, or null when there is none. */
async function loadDraft(): Promise<DraftSummary | null> {
  const draft = await findDraftListing();
  if (!draft) return null;
  const listing = await loadListing(draft.id);
  return {
    id: listing.id,
    name: (listing.name as string | null) ?? null,
    isPropertyTypeRoomOrHomeStay: listing.isPropertyTypeRoomOrHomeStay,
    completion: listing.completion,
    updatedAt: (listing.updatedAt as string) ?? draft.updatedAt,
  };
}

/** The draft page with its calls. */
export const draftListingWithCalls = draftListingMachine.provide({
  actors: { loadDraft: fromPromise(loadDraft), discardDraft: fromPromise(({ input }) => discardListing(input.id)) },
});
