/**
 * The app's start-listing and inquiry actors with their effects. Loaded on the first click of
 * 'Start Listing', 'List Your Property', a landing call to action or a plan card (start-listing.ts),
 * so neither machine nor the API client weighs on the landing page's first load.
 */
import { createActor } from 'xstate';
import type { Asker } from '../../machines/start-listing.machine';
import type { PlanKey } from '../shared/plan-names';
import { inquiryWithCalls } from '../api/actors/inquiry';
import { startListingWithCalls } from '../api/actors/start-listing';
import { SELECTED_PLAN_KEY, writeSaved } from '../session/saved-draft';
import { actorOptions } from './inspect';
import { notifyError, notifySuccess, notifyWarning } from './notify';
import { listingEffects } from './start-listing';
import { sessionStore } from './session-store';

export const inquiryActor = createActor(
  inquiryWithCalls.provide({
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
  startListingWithCalls.provide({
    actions: {
      navigate: (_, { to }) => listingEffects().navigate(to),
      storePlanId: (_, { planId }) => writeSaved(SELECTED_PLAN_KEY, String(planId)),
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
