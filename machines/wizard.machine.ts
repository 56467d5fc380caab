import { and, assign, enqueueActions, fromPromise, not, or, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { msg } from '@lingui/core/macro';
import { LIFECYCLE_MESSAGES } from '../src/shared/listing-lifecycle';
import { failureText, isConflict } from './failure-text';
import { exitPath } from './wizard-exit';
import { unitEditorMachine, type UnitEditorInput } from './unit-editor.machine';
import { isLiveForHost, isUnderReviewForHost, listingCurrency, type FieldMessage, type WizardListing } from './wizard-listing';
import {
  canOpen,
  firstIncompleteStep,
  nextStep,
  previousStep,
  stepById,
  stepPath,
  stepsFor,
  type WizardStep,
} from './wizard-steps';
import type { UiText } from './ui-text';

/**
 * The listing wizard (spec §4 "Wizard order", DOMAIN.md "Wizard steps"). It walks the step table
 * (wizard-steps.ts): Next validates the step's values, saves them with the listing's version and
 * moves on; Back returns without saving and without losing what was typed (unsaved values are kept
 * per step); opening a step URL works when every earlier step is complete, otherwise the wizard
 * goes to the first incomplete step. A save refused because the listing changed elsewhere (409)
 * keeps the typed values and offers to reload.
 * A step opened from /main/finish's Edit link returns there after its Next.
 *
 * The router tells the machine where the host is ('wizard.visit' on every wizard route change);
 * the machine answers with 'navigate'. Effects come in through .provide().
 *
 * On a units step the wizard runs the unit editor as its child: the editor reports the unit being
 * edited ('wizard.edit', kept with the step like any unsaved values) and every listing the server
 * answers with ('wizard.listingChanged'); the wizard hands it every listing it reloads. The app
 * provides the editor's own effects through `unitEditor` (wizardUnitEditor.provide(...)).
 */
export type { FieldMessage, WizardListing } from './wizard-listing';
export { isLiveForHost, isUnderReviewForHost } from './wizard-listing';

export type SaveRequest = { step: WizardStep; listing: WizardListing | null; values: unknown };

export type WizardEvent =
  | { type: 'wizard.visit'; stepId: string; propertyId: number | null }
  | { type: 'wizard.edit'; values: unknown }
  | { type: 'wizard.next'; values: unknown }
  | { type: 'wizard.back' }
  /**
   * The slim header's "Save & exit": saves the step as its Next would when the host changed it
   * (`changed`: the form differs from what the listing holds), then leaves to exitPath(). Invalid
   * values stay on screen with their problems, like Next's.
   */
  | { type: 'wizard.saveAndExit'; values: unknown; changed: boolean }
  | { type: 'wizard.submit' }
  | { type: 'wizard.reload' }
  | { type: 'wizard.retry' }
  /** The host takes a listing under review back to a draft, to change it. */
  | { type: 'wizard.withdraw' }
  /**
   * A step body saved something itself (a unit, a photo) and hands the wizard the listing the
   * server answered with, so the next save carries the new version and completion.
   */
  | { type: 'wizard.listingChanged'; listing: WizardListing };

export type WizardContext = {
  stepId: string;
  propertyId: number | null;
  listing: WizardListing | null;
  /** Unsaved values per step id, so Back and a reload lose nothing. */
  edits: Record<string, unknown>;
  issues: FieldMessage[];
  error: UiText | null;
  /** The units step's editor while the host is on that step (spawned on arrival, stopped on leaving). */
  unitEditor: WizardUnitEditorRef | null;
  /**
   * Set when the host left /main/finish by one of its Edit links: that step's Next comes back to
   * the summary instead of walking every later step again. Back (walking the wizard) clears it.
   */
  returnToFinish: boolean;
  /** The save under way came from "Save & exit": it leaves the wizard instead of moving on. */
  exitAfterSave: boolean;
};

/** The unit editor as the wizard's child: what it hands on goes to its parent, the wizard. */
export const wizardUnitEditor = unitEditorMachine.provide({
  actions: {
    listingChanged: sendParent((_, params: { listing: WizardListing }) => ({ type: 'wizard.listingChanged', listing: params.listing })),
    editingChanged: sendParent((_, params: { editing: unknown }) => ({ type: 'wizard.edit', values: { editing: params.editing } })),
  },
});
export type WizardUnitEditorRef = ActorRefFrom<typeof unitEditorMachine>;

export const SUBMIT_INCOMPLETE = msg`Complete every section before you submit your listing.`;

/** Every data step on this listing's path is complete (the server checks the same on submit). */
function everyStepComplete(listing: WizardListing): boolean {
  return stepsFor(listing.isPropertyTypeRoomOrHomeStay).every((s) => s.saves === null || listing.completion[s.saves] === true);
}


const listingView = (listing: WizardListing | null) =>
  listing
    ? { completion: listing.completion, isRoomOrHomeStay: listing.isPropertyTypeRoomOrHomeStay, submitted: listing.status !== 'draft' }
    : null;

/** Where a step the host may not open yet sends them. */
function fallbackPath(context: WizardContext): string {
  const { listing } = context;
  if (!listing) return stepPath('property/01', null);
  return stepPath(firstIncompleteStep(listing.completion, listing.isPropertyTypeRoomOrHomeStay).id, listing.id);
}

export const wizardMachine = setup({
  types: { context: {} as WizardContext, events: {} as WizardEvent },
  actors: {
    loadListing: fromPromise<WizardListing, { propertyId: number }>(async () => {
      throw new Error('loadListing not provided');
    }),
    /** Resolves when the values pass the step's rules; rejects with the FieldMessage[] otherwise. */
    validateStep: fromPromise<void, { step: WizardStep; values: unknown; listing: WizardListing | null }>(async () => {
      throw new Error('validateStep not provided');
    }),
    /** Saves a step (the type step without a listing creates the draft) and returns the listing. */
    saveStep: fromPromise<WizardListing, SaveRequest>(async () => {
      throw new Error('saveStep not provided');
    }),
    submitListing: fromPromise<WizardListing, { listing: WizardListing }>(async () => {
      throw new Error('submitListing not provided');
    }),
    /** The units step's editor, run as this machine's child (the app provides its calls). */
    unitEditor: wizardUnitEditor,
    /** The host's draft in progress (GET api/v1/web/properties/host/draft), or null. */
    findDraft: fromPromise<{ id: number } | null>(async () => {
      throw new Error('findDraft not provided');
    }),
    withdrawListing: fromPromise<WizardListing, { listing: WizardListing }>(async () => {
      throw new Error('withdrawListing not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    toastWarning: (_, _params: { message: UiText }) => {},
    toastError: (_, _params: { message: UiText }) => {},
    /** Leaves the wizard for another screen, once the wizard's state has settled (see wizard-effects.ts). */
    leave: (_, _params: { to: string }) => {},
    focusFirstProblem: (_, _params: { field: string }) => {},
    arrive: enqueueActions(({ context, event, enqueue }) => {
      const visit = event as Extract<WizardEvent, { type: 'wizard.visit' }>;
      // Leaving a units step ends its editor; the unit being edited stays in `edits`.
      if (context.unitEditor && visit.stepId !== context.stepId) {
        enqueue.stopChild(context.unitEditor);
        enqueue.assign({ unitEditor: null });
      }
      // Arriving at the summary ends an edit made from it.
      const returnToFinish = visit.stepId === 'main/finish' ? false : context.returnToFinish;
      enqueue.assign({ stepId: visit.stepId, propertyId: visit.propertyId, issues: [], error: null, returnToFinish });
    }),
    /** On a units step, the editor starts from the listing and the unit left open there, if any. */
    startUnitEditor: assign({
      unitEditor: ({ context, spawn }) => {
        const step = stepById(context.stepId);
        if (context.unitEditor || step?.saves !== 'units' || !context.listing) return context.unitEditor;
        const kept = context.edits[context.stepId] as Pick<UnitEditorInput, 'editing'> | undefined;
        return spawn('unitEditor', {
          input: {
            listing: context.listing,
            isRoomOrHomeStay: step.forRoomOrHomeStay === true,
            currency: listingCurrency(context.listing),
            editing: kept?.editing ?? null,
          },
        });
      },
    }),
    /** A listing the wizard loaded (a reload after a 409, a withdrawal) is newer than the editor's. */
    tellUnitEditor: enqueueActions(({ context, enqueue }) => {
      if (context.unitEditor && context.listing) enqueue.sendTo(context.unitEditor, { type: 'unit.listing', listing: context.listing });
    }),
    rememberFinish: assign({ returnToFinish: true }),
    /** A save's answer: the listing as the server holds it, and this step's edits no longer pending. */
    keepSaved: assign(({ context }, { listing }: { listing: WizardListing }) => {
      const { [context.stepId]: _saved, ...edits } = context.edits;
      return { listing, propertyId: listing.id, edits };
    }),
  },
  guards: {
    /** /property/01 opened afresh (not by Back within a listing): its Next would create a draft. */
    opensNewListing: ({ context, event }) => {
      const visit = event as Extract<WizardEvent, { type: 'wizard.visit' }>;
      return visit.propertyId === null && visit.stepId === 'property/01' && context.listing === null;
    },
    needsLoading: ({ context, event }) => {
      const visit = event as Extract<WizardEvent, { type: 'wizard.visit' }>;
      return visit.propertyId !== null && context.listing?.id !== visit.propertyId;
    },
    underReview: ({ context }) => isUnderReviewForHost(context.listing),
    mayOpen: ({ context }) => canOpen(context.stepId, listingView(context.listing)),
    /**
     * A route change while the summary is on screen that the wizard did not ask for: the host
     * followed an Edit link (the wizard's own moves pass through 'waiting').
     */
    leavesFinish: ({ context, event }) => context.stepId === 'main/finish' && (event as Extract<WizardEvent, { type: 'wizard.visit' }>).stepId !== 'main/finish',
    /** The same listing, and not older than the one the wizard has (answers can arrive out of order). */
    isNewerListing: ({ context, event }) => {
      const { listing } = event as Extract<WizardEvent, { type: 'wizard.listingChanged' }>;
      return context.listing === null || (listing.id === context.listing.id && listing.version >= context.listing.version);
    },
  },
}).createMachine({
  id: 'wizard',
  initial: 'waiting',
  context: { stepId: 'start', propertyId: null, listing: null, edits: {}, issues: [], error: null, returnToFinish: false, exitAfterSave: false, unitEditor: null },
  on: {
    'wizard.visit': [
      { guard: 'opensNewListing', target: '.findingDraft', actions: 'arrive' },
      { guard: 'needsLoading', target: '.loading', actions: 'arrive' },
      { target: '.placing', actions: 'arrive' },
    ],
    'wizard.listingChanged': {
      guard: 'isNewerListing',
      // What Next said about the step (e.g. "Add at least one unit") no longer holds.
      actions: assign(({ event }) => ({ listing: event.listing, propertyId: event.listing.id, issues: [], error: null })),
    },
  },
  states: {
    /** Between a navigate and the route change that answers it. */
    waiting: {},

    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadListing',
        input: ({ context }) => ({ propertyId: context.propertyId! }),
        onDone: { target: 'placing', actions: [assign({ listing: ({ event }) => event.output }), 'tellUnitEditor'] },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },

    failed: {
      // The failure's message goes with the retry: a listing that then loads shows no stale error.
      on: { 'wizard.retry': { target: 'loading', actions: assign({ error: null }) } },
    },

    /**
     * A host has one draft at most, so /property/01 opened afresh with a draft in progress continues
     * that draft: the step shows the draft's own type, and Next saves a type only the host chose
     * there, instead of a new listing's type silently landing on the draft. When the check fails
     * the step opens as for a new listing: the create call's "a draft exists" answer is still
     * handled without touching the draft's type (listing-wizard-calls.ts).
     */
    findingDraft: {
      tags: ['busy'],
      invoke: {
        src: 'findDraft',
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'loading', actions: assign({ propertyId: ({ event }) => event.output!.id }) },
          { target: 'placing' },
        ],
        onError: { target: 'placing' },
      },
    },

    placing: {
      always: [
        { guard: 'mayOpen', target: 'editing' },
        { target: 'waiting', actions: { type: 'navigate', params: ({ context }) => ({ to: fallbackPath(context) }) } },
      ],
    },

    editing: {
      entry: 'startUnitEditor',
      on: {
        // Otherwise the machine-wide 'wizard.visit' applies.
        'wizard.visit': [
          { guard: and(['leavesFinish', 'needsLoading']), target: 'loading', actions: ['arrive', 'rememberFinish'] },
          { guard: 'leavesFinish', target: 'placing', actions: ['arrive', 'rememberFinish'] },
        ],
        'wizard.edit': {
          guard: not('underReview'),
          actions: assign({ edits: ({ context, event }) => ({ ...context.edits, [context.stepId]: event.values }) }),
        },
        'wizard.next': [
          {
            // The intro and the summary have nothing to save; a listing under review nothing to change.
            guard: or([({ context }) => stepById(context.stepId)?.saves == null, 'underReview']),
            target: 'waiting',
            actions: {
              type: 'navigate',
              params: ({ context }) => {
                const next = nextStep(context.stepId, context.listing?.isPropertyTypeRoomOrHomeStay ?? false);
                return { to: next ? stepPath(next.id, context.listing?.id ?? null) : '/listed-properties' };
              },
            },
          },
          {
            target: 'validating',
            actions: assign({
              edits: ({ context, event }) => ({ ...context.edits, [context.stepId]: event.values }),
              issues: [],
              error: null,
              exitAfterSave: false,
            }),
          },
        ],
        'wizard.saveAndExit': [
          {
            // Nothing of this step to save: an untouched form, a step that saves as it goes (its
            // open unit stays in `edits`, and the leave guard asks), or a listing under review.
            // No target: if the leave guard keeps the host here (other steps unsaved), the step still works.
            guard: or([({ event }) => !event.changed, ({ context }) => stepById(context.stepId)?.saveBy !== 'form', 'underReview']),
            actions: { type: 'leave', params: ({ context }) => ({ to: exitPath(context.listing) }) },
          },
          {
            target: 'validating',
            actions: assign({
              edits: ({ context, event }) => ({ ...context.edits, [context.stepId]: event.values }),
              issues: [],
              error: null,
              exitAfterSave: true,
            }),
          },
        ],
        'wizard.back': {
          target: 'waiting',
          actions: [
            assign({ returnToFinish: false }),
            {
              type: 'navigate',
              params: ({ context }) => {
                const previous = previousStep(context.stepId, context.listing?.isPropertyTypeRoomOrHomeStay ?? false);
                return { to: stepPath(previous?.id ?? 'start', context.listing?.id ?? null) };
              },
            },
          ],
        },
        'wizard.withdraw': { guard: 'underReview', target: 'withdrawing' },
        'wizard.submit': [
          {
            guard: 'underReview',
            actions: { type: 'toastWarning', params: { message: LIFECYCLE_MESSAGES.alreadyInReview } },
          },
          {
            guard: ({ context }) => context.stepId === 'main/finish' && context.listing !== null && everyStepComplete(context.listing),
            target: 'submitting',
          },
          {
            guard: ({ context }) => context.stepId === 'main/finish',
            actions: { type: 'toastWarning', params: () => ({ message: SUBMIT_INCOMPLETE }) },
          },
        ],
      },
    },

    validating: {
      tags: ['busy'],
      invoke: {
        src: 'validateStep',
        input: ({ context }) => ({ step: stepById(context.stepId)!, values: context.edits[context.stepId], listing: context.listing }),
        onDone: { target: 'saving' },
        onError: {
          target: 'editing',
          actions: [
            assign({ issues: ({ event }) => (Array.isArray(event.error) ? (event.error as FieldMessage[]) : []) }),
            {
              type: 'toastWarning',
              params: ({ context, event }) => ({ message: context.issues[0]?.message ?? failureText(event.error) }),
            },
            { type: 'focusFirstProblem', params: ({ context }) => ({ field: context.issues[0]?.field ?? '' }) },
          ],
        },
      },
    },

    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveStep',
        input: ({ context }) => ({ step: stepById(context.stepId)!, listing: context.listing, values: context.edits[context.stepId] }),
        onDone: [
          {
            // "Save & exit": saved, so the wizard holds nothing of this step that leaving would drop.
            guard: ({ context }) => context.exitAfterSave,
            target: 'editing',
            actions: [
              { type: 'keepSaved', params: ({ event }) => ({ listing: event.output }) },
              assign({ exitAfterSave: false }),
              { type: 'leave', params: ({ context }) => ({ to: exitPath(context.listing) }) },
            ],
          },
          {
            target: 'waiting',
            actions: [
              { type: 'keepSaved', params: ({ event }) => ({ listing: event.output }) },
              {
                type: 'navigate',
                params: ({ context }) => {
                  const listing = context.listing!;
                  // A live listing's editor is main/finish: each section's Next goes back there.
                  const next = context.returnToFinish || isLiveForHost(listing) ? null : nextStep(context.stepId, listing.isPropertyTypeRoomOrHomeStay);
                  return { to: stepPath(next?.id ?? 'main/finish', listing.id) };
                },
              },
            ],
          },
        ],
        onError: [
          {
            guard: ({ event }) => isConflict(event.error),
            target: 'conflict',
            actions: assign({ error: ({ event }) => failureText(event.error) }),
          },
          {
            target: 'editing',
            actions: [
              assign({
                error: ({ event }) => failureText(event.error),
                issues: ({ event }) => fieldIssues(event.error),
              }),
              { type: 'toastError', params: ({ context }) => ({ message: context.error ?? '' }) },
            ],
          },
        ],
      },
    },

    /** The listing changed in another window: reload it; the typed values stay in `edits`. */
    conflict: {
      on: {
        'wizard.reload': { target: 'loading', actions: assign({ error: null }) },
        // Leaving is still the host's choice; the typed values are unsaved, so the leave guard asks.
        'wizard.saveAndExit': { actions: { type: 'leave', params: ({ context }) => ({ to: exitPath(context.listing) }) } },
      },
    },

    withdrawing: {
      tags: ['busy'],
      invoke: {
        src: 'withdrawListing',
        input: ({ context }) => ({ listing: context.listing! }),
        // A draft again: the same step, now editable.
        onDone: { target: 'editing', actions: [assign({ listing: ({ event }) => event.output, issues: [], error: null }), 'tellUnitEditor'] },
        onError: {
          target: 'editing',
          actions: [assign({ error: ({ event }) => failureText(event.error) }), { type: 'toastError', params: ({ context }) => ({ message: context.error ?? '' }) }],
        },
      },
    },

    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitListing',
        input: ({ context }) => ({ listing: context.listing! }),
        onDone: {
          target: 'waiting',
          actions: [
            assign({ listing: ({ event }) => event.output }),
            { type: 'navigate', params: ({ context }) => ({ to: stepPath('complete', context.listing!.id) }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            // A 422 names the sections the server found incomplete (by step key): main/finish marks them.
            assign({ error: ({ event }) => failureText(event.error), issues: ({ event }) => fieldIssues(event.error) }),
            { type: 'toastError', params: ({ context }) => ({ message: context.error ?? '' }) },
          ],
        },
      },
    },
  },
});

/** A 422's field messages, in the CallFailure's `fields`. */
function fieldIssues(error: unknown): FieldMessage[] {
  const fields = typeof error === 'object' && error !== null ? (error as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null) return [];
  return Object.entries(fields as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([field, message]) => ({ field, message }));
}

type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;

/** What the step screens show: the values to edit (unsaved first), and the flags of spec §3. */
export function wizardView(snapshot: WizardSnapshot) {
  const { context } = snapshot;
  const units = Array.isArray(context.listing?.units) ? (context.listing.units as { guestCount?: number; pricePerNight?: number }[]) : [];
  return {
    step: stepById(context.stepId),
    listing: context.listing,
    unsaved: context.edits[context.stepId],
    issues: context.issues,
    error: context.error,
    isPropertyTypeRoomOrHomeStay: context.listing?.isPropertyTypeRoomOrHomeStay ?? false,
    guestCount: units.reduce((sum, unit) => sum + (unit.guestCount ?? 0), 0),
    unitPrice: units[0]?.pricePerNight ?? null,
    /** Shown read-only with "Withdraw from review" offered; no "Submit for review". */
    underReview: isUnderReviewForHost(context.listing),
    /** A listed, unlisted or suspended listing of its host: main/finish is its editor, with no "Submit for review". */
    live: isLiveForHost(context.listing),
    /** The units step's editor (its own machine, the wizard's child), while on that step. */
    unitEditor: context.unitEditor,
    /** Spec §3's button-disabled flag: nothing can be pressed twice while a call is out. */
    buttonDisabled: snapshot.hasTag('busy'),
  };
}
