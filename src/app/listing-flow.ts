/**
 * The app's start-listing and inquiry actors with their effects. Loaded on the first click of
 * 'Start Listing', 'List Your Property', a landing call to action or a plan card (start-listing.ts),
 * so neither machine nor the API client weighs on the landing page's first load.
 */
import { createActor, fromPromise } from 'xstate';
import { inquiryMachine, type PropertyTypeOption } from '../../machines/inquiry.machine';
import { startListingMachine, type Asker, type Plan } from '../../machines/start-listing.machine';
import type { PlanKey } from '../shared/plan-names';
import {
  checkStarterListing,
  findDraftListing,
  listPlans,
  listPropertyTypes,
  sendInquiry,
} from '../api/listing-calls';
import { DRAFT_LISTING_KEY, SELECTED_PLAN_KEY } from '../session/saved-draft';
import { actorOptions } from './inspect';
import { notifyError, notifySuccess, notifyWarning } from './notify';
import { listingEffects } from './start-listing';
import { sessionStore } from './session-store';

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage the server's answer is asked each time; nothing is lost.
  }
}

/**
 * The draft marker is a fast path: when it is set the host goes straight to /draft-listing (which
 * reads the draft itself); otherwise the server is asked, and a draft it knows of sets the marker.
 */
async function findDraft(): Promise<boolean> {
  if (readStored(DRAFT_LISTING_KEY)) return true;
  const draft = await findDraftListing();
  if (draft) store(DRAFT_LISTING_KEY, String(draft.id));
  return draft !== null;
}

export const inquiryActor = createActor(
  inquiryMachine.provide({
    actors: {
      loadPropertyTypes: fromPromise<PropertyTypeOption[]>(async () => listPropertyTypes()),
      sendInquiry: fromPromise(({ input }) => sendInquiry(input)),
    },
    actions: {
      toastWarning: (_, { message }) => void notifyWarning(message),
      toastSuccess: (_, { message }) => void notifySuccess(message),
      toastError: (_, { message }) => void notifyError(message),
      navigate: (_, { to }) => listingEffects().navigate(to),
      // The dialog draws the message first; the field to focus is found by its name attribute.
      focusFirstProblem: (_, { field }) =>
        void requestAnimationFrame(() =>
          document.querySelector<HTMLElement>(`[data-inquiry-dialog] [name="${CSS.escape(field)}"]`)?.focus(),
        ),
    },
  }),
  actorOptions(),
).start();

function openInquiry(planId: number, plan: PlanKey): void {
  const user = sessionStore.getView().user;
  inquiryActor.send({
    type: 'inquiry.open',
    planId,
    plan,
    customerId: user?.id ?? 0,
    prefill: user
      ? {
          name: [user.firstName, user.lastName].filter(Boolean).join(' '),
          email: user.email ?? '',
          countryCode: user.countryCode ?? undefined,
          contactNo: user.contactNo ?? '',
        }
      : undefined,
  });
}

const startListingActor = createActor(
  startListingMachine.provide({
    actors: {
      findDraft: fromPromise(findDraft),
      checkStarterListing: fromPromise(checkStarterListing),
      loadPlans: fromPromise<Plan[]>(async () => listPlans()),
    },
    actions: {
      navigate: (_, { to }) => listingEffects().navigate(to),
      storePlanId: (_, { planId }) => store(SELECTED_PLAN_KEY, String(planId)),
      openInquiry: (_, { planId, plan }) => openInquiry(planId, plan),
      toastError: (_, { message }) => void notifyError(message),
      showLoader: () => listingEffects().showLoader(),
      hideLoader: () => listingEffects().hideLoader(),
    },
  }),
  actorOptions(),
).start();

export function beginStartListing(asker: Asker): void {
  startListingActor.send({ type: 'startListing.begin', ...asker });
}

export function choosePlan(plan: PlanKey, asker: Asker): void {
  startListingActor.send({ type: 'plan.choose', plan, ...asker });
}
