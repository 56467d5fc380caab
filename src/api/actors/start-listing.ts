import { fromPromise } from 'xstate';
import { startListingMachine, type Plan } from '../../../machines/start-listing.machine';
import { DRAFT_LISTING_KEY, readSaved, writeSaved } from '../../session/saved-draft';
import { checkStarterListing, findDraftListing, listPlans } from '../listing-calls';

/**
 * The draft marker is a fast path: when it is set the host goes straight to /draft-listing (which
 * reads the draft itself); otherwise the server is asked, and a draft it knows of sets the marker.
 */
async function findDraft(): Promise<boolean> {
  if (readSaved(DRAFT_LISTING_KEY)) return true;
  const draft = await findDraftListing();
  if (draft) writeSaved(DRAFT_LISTING_KEY, String(draft.id));
  return draft !== null;
}

/** 'Start Listing' and the plan cards with their calls. */
export const startListingWithCalls = startListingMachine.provide({
  actors: {
    findDraft: fromPromise(findDraft),
    checkStarterListing: fromPromise(checkStarterListing),
    loadPlans: fromPromise<Plan[]>(async () => listPlans()),
  },
});
