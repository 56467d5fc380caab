/**
 * What 'Start Listing', 'List Your Property', the landing calls to action and the plan cards do.
 * The decision belongs to machines/start-listing.machine.ts, run by listing-flow.ts, which loads on
 * the first click; this module only forwards the click and holds what the layout lends the flow
 * (the router's navigate and the global loader).
 */
import { API_MESSAGES } from '../shared/api-messages';
import type { PlanKey } from '../shared/plan-names';
import { notifyError } from './notify';
import { sessionStore } from './session-store';
import { isAdmin } from './use-session';

export type ListingEffects = {
  navigate: (to: string) => void;
  showLoader: () => void;
  hideLoader: () => void;
};

let effects: ListingEffects = {
  navigate: (to) => window.location.assign(to),
  showLoader: () => undefined,
  hideLoader: () => undefined,
};

const listeners = new Set<() => void>();
let flow: Promise<typeof import('./listing-flow')> | null = null;
let loaded = false;

/** The layout lends its navigate and the loader while it is mounted. */
export function setListingEffects(next: ListingEffects): void {
  effects = next;
}
export const listingEffects = (): ListingEffects => effects;

function loadFlow() {
  flow ??= import('./listing-flow').then((module) => {
    loaded = true;
    for (const listener of listeners) listener();
    return module;
  });
  // A chunk that failed to load (the connection dropped) is asked for again on the next click.
  flow.catch(() => {
    flow = null;
    // Imported up front (notify.ts needs it anyway): a dropped connection cannot fetch it now.
    void notifyError(API_MESSAGES.connectionInterrupted);
  });
  return flow;
}

/** Whether the flow has loaded, so the layout knows when to mount the inquiry dialog. */
export const listingFlowStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isLoaded: () => loaded,
};

const ignore = () => undefined;

/**
 * Who clicked, read when the flow runs rather than from what the page rendered: a prerendered page
 * shows the signed-out view until hydration's transition lands, and a signed-in host's click in that
 * moment must not be sent to /login (CI trace of wizard-start, the landing's 'List Your Property').
 */
function asker() {
  const { signedIn, user } = sessionStore.getView();
  return { signedIn, admin: isAdmin(user) };
}

export function startListing(): void {
  void loadFlow().then((module) => module.beginStartListing(asker()), ignore);
}

export function choosePlan(plan: PlanKey): void {
  void loadFlow().then((module) => module.choosePlan(plan, asker()), ignore);
}
