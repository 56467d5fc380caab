import { assign, fromPromise, setup } from 'xstate';
import { failureText, isConflict } from './failure-text';
import { listingNightlyPrice, type FieldMessage, type WizardListing } from './wizard-listing';
import { validateUnit, type UnitData, type UnitRulesContext } from '../src/shared/listing-units';
import type { Currency } from '../src/shared/listing-property-schemas';
import { blankUnit, listingUnits, unitValuesOf, type UnitEdit, type UnitValues } from './unit-values';
import type { UiText } from './ui-text';

/**
 * The units of a listing (wizard unit/01 and unit/02): a list of saved units; Add unit or Edit opens
 * one unit's form; Save unit checks it with the shared unit rules (src/shared/listing-units.ts) and
 * saves that unit alone (POST for a new one, PUT for a saved one) with the listing's version; Delete
 * asks Yes/No first. Every server answer is a newer listing, handed on with `listingChanged` so the
 * wizard has the new version and completion. A save or delete refused because the listing changed
 * elsewhere (409) keeps the unit being edited and offers to reload the listing.
 */
export type UnitEditorInput = {
  listing: WizardListing;
  isRoomOrHomeStay: boolean;
  currency: Currency | null;
  /** A unit still being edited when the host left the step (the wizard keeps it). */
  editing?: UnitEdit | null;
};

export type UnitEditorContext = {
  listing: WizardListing;
  isRoomOrHomeStay: boolean;
  currency: Currency | null;
  editing: UnitEdit | null;
  /** The unit the host asked to delete, until they answer. */
  deletingId: number | null;
  issues: FieldMessage[];
  error: UiText | null;
};

export type UnitEditorEvent =
  | { type: 'unit.add' }
  | { type: 'unit.edit'; unitId: number }
  | { type: 'unit.change'; values: UnitValues }
  | { type: 'unit.save' }
  | { type: 'unit.discard' }
  | { type: 'unit.delete'; unitId: number }
  | { type: 'unit.confirm' }
  | { type: 'unit.cancel' }
  | { type: 'unit.reload' }
  /** The wizard has a newer listing (it reloaded, or withdrew it from review): show its units. */
  | { type: 'unit.listing'; listing: WizardListing };

export type SaveUnitRequest = { listing: WizardListing; unitId: number | null; unit: UnitData };
export type DeleteUnitRequest = { listing: WizardListing; unitId: number };


/** A 422's field messages, in the CallFailure's `fields`. */
function fieldIssues(error: unknown): FieldMessage[] {
  const fields = typeof error === 'object' && error !== null ? (error as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null) return [];
  return Object.entries(fields as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([field, message]) => ({ field, message }));
}

/** The same rule context the server builds: the listing's saved nightly price bounds room prices. */
function unitRules(context: Pick<UnitEditorContext, 'isRoomOrHomeStay' | 'currency' | 'listing'>): UnitRulesContext {
  return { isRoomOrHomeStay: context.isRoomOrHomeStay, currency: context.currency, listingPricePerNight: listingNightlyPrice(context.listing) };
}

/** The unit rules' messages for the unit being edited, first problem first (empty when it may be saved). */
function unitIssues(context: Pick<UnitEditorContext, 'editing' | 'isRoomOrHomeStay' | 'currency' | 'listing'>): FieldMessage[] {
  if (!context.editing) return [];
  const result = validateUnit(context.editing.values, unitRules(context));
  return result.ok ? [] : Object.entries(result.fieldMessages).map(([field, message]) => ({ field, message }));
}

function validUnit(context: UnitEditorContext): UnitData {
  const result = validateUnit(context.editing!.values, unitRules(context));
  if (!result.ok) throw new Error('the unit was checked before saving');
  return result.data;
}

export const unitEditorMachine = setup({
  types: { context: {} as UnitEditorContext, events: {} as UnitEditorEvent, input: {} as UnitEditorInput },
  actors: {
    /** POST properties/{id}/units (unitId null) or PUT accommodation-units/{id}; resolves with the listing. */
    saveUnit: fromPromise<WizardListing, SaveUnitRequest>(async () => {
      throw new Error('saveUnit not provided');
    }),
    /** DELETE accommodation-units/{id}?version=, then the listing as it now is. */
    deleteUnit: fromPromise<WizardListing, DeleteUnitRequest>(async () => {
      throw new Error('deleteUnit not provided');
    }),
    loadListing: fromPromise<WizardListing, { propertyId: number }>(async () => {
      throw new Error('loadListing not provided');
    }),
  },
  actions: {
    /** Hands the wizard the listing the server answered with. */
    listingChanged: (_, _params: { listing: WizardListing }) => {},
    /** Tells the wizard which unit is open (or none), so Next can warn and Back loses nothing. */
    editingChanged: (_, _params: { editing: UnitEdit | null }) => {},
    focusFirstProblem: (_, _params: { field: string }) => {},
    toastError: (_, _params: { message: UiText }) => {},
    takeListing: assign({ listing: (_, params: { listing: WizardListing }) => params.listing }),
  },
  guards: {
    unitIsValid: ({ context }) => unitIssues(context).length === 0,
    isEditing: ({ context }) => context.editing !== null,
    newerListing: ({ context, event }) =>
      event.type === 'unit.listing' && event.listing.id === context.listing.id && event.listing.version > context.listing.version,
  },
}).createMachine({
  id: 'unitEditor',
  context: ({ input }) => ({
    listing: input.listing,
    isRoomOrHomeStay: input.isRoomOrHomeStay,
    currency: input.currency,
    editing: input.editing ?? null,
    deletingId: null,
    issues: [],
    error: null,
  }),
  initial: 'starting',
  on: {
    'unit.listing': { guard: 'newerListing', actions: assign({ listing: ({ event }) => event.listing }) },
  },
  states: {
    starting: {
      always: [{ guard: 'isEditing', target: 'editing' }, { target: 'list' }],
    },

    list: {
      on: {
        'unit.add': {
          target: 'editing',
          actions: [
            assign({ editing: () => ({ unitId: null, values: blankUnit() }), issues: [], error: null }),
            { type: 'editingChanged', params: ({ context }) => ({ editing: context.editing }) },
          ],
        },
        'unit.edit': {
          target: 'editing',
          actions: [
            assign({
              editing: ({ context, event }) => {
                const unit = listingUnits(context.listing).find((u) => u.id === event.unitId);
                return unit ? { unitId: unit.id, values: unitValuesOf(unit) } : null;
              },
              issues: [],
              error: null,
            }),
            { type: 'editingChanged', params: ({ context }) => ({ editing: context.editing }) },
          ],
        },
        'unit.delete': { target: 'confirmingDelete', actions: assign({ deletingId: ({ event }) => event.unitId, error: null }) },
      },
    },

    editing: {
      on: {
        'unit.change': {
          actions: [
            assign({ editing: ({ context, event }) => ({ unitId: context.editing?.unitId ?? null, values: event.values }) }),
            { type: 'editingChanged', params: ({ context }) => ({ editing: context.editing }) },
          ],
        },
        'unit.save': [
          { guard: 'unitIsValid', target: 'saving', actions: assign({ issues: [], error: null }) },
          {
            actions: [
              assign({ issues: ({ context }) => unitIssues(context) }),
              { type: 'focusFirstProblem', params: ({ context }) => ({ field: context.issues[0]?.field ?? '' }) },
            ],
          },
        ],
        'unit.discard': {
          target: 'list',
          actions: [assign({ editing: null, issues: [], error: null }), { type: 'editingChanged', params: ({ context }) => ({ editing: context.editing }) }],
        },
      },
    },

    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveUnit',
        input: ({ context }) => ({ listing: context.listing, unitId: context.editing!.unitId, unit: validUnit(context) }),
        onDone: {
          target: 'list',
          actions: [
            { type: 'takeListing', params: ({ event }) => ({ listing: event.output }) },
            assign({ editing: null }),
            { type: 'editingChanged', params: ({ context }) => ({ editing: context.editing }) },
            { type: 'listingChanged', params: ({ event }) => ({ listing: event.output }) },
          ],
        },
        onError: [
          { guard: ({ event }) => isConflict(event.error), target: 'conflict', actions: assign({ error: ({ event }) => failureText(event.error) }) },
          {
            target: 'editing',
            actions: [
              assign({ error: ({ event }) => failureText(event.error), issues: ({ event }) => fieldIssues(event.error) }),
              { type: 'toastError', params: ({ context }) => ({ message: context.error ?? '' }) },
              { type: 'focusFirstProblem', params: ({ context }) => ({ field: context.issues[0]?.field ?? '' }) },
            ],
          },
        ],
      },
    },

    confirmingDelete: {
      on: {
        'unit.confirm': { target: 'deleting' },
        'unit.cancel': { target: 'list', actions: assign({ deletingId: null }) },
      },
    },

    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteUnit',
        input: ({ context }) => ({ listing: context.listing, unitId: context.deletingId! }),
        onDone: {
          target: 'list',
          actions: [
            { type: 'takeListing', params: ({ event }) => ({ listing: event.output }) },
            assign({ deletingId: null }),
            { type: 'listingChanged', params: ({ event }) => ({ listing: event.output }) },
          ],
        },
        onError: [
          {
            guard: ({ event }) => isConflict(event.error),
            target: 'conflict',
            actions: assign({ deletingId: null, error: ({ event }) => failureText(event.error) }),
          },
          {
            target: 'list',
            actions: [
              assign({ deletingId: null, error: ({ event }) => failureText(event.error) }),
              { type: 'toastError', params: ({ context }) => ({ message: context.error ?? '' }) },
            ],
          },
        ],
      },
    },

    /** The listing changed elsewhere: reload it; the unit being edited stays. */
    conflict: {
      on: { 'unit.reload': { target: 'reloading' } },
    },

    reloading: {
      tags: ['busy'],
      invoke: {
        src: 'loadListing',
        input: ({ context }) => ({ propertyId: context.listing.id }),
        onDone: [
          {
            guard: 'isEditing',
            target: 'editing',
            actions: [
              { type: 'takeListing', params: ({ event }) => ({ listing: event.output }) },
              assign({ error: null }),
              { type: 'listingChanged', params: ({ event }) => ({ listing: event.output }) },
            ],
          },
          {
            target: 'list',
            actions: [
              { type: 'takeListing', params: ({ event }) => ({ listing: event.output }) },
              assign({ error: null }),
              { type: 'listingChanged', params: ({ event }) => ({ listing: event.output }) },
            ],
          },
        ],
        onError: { target: 'conflict', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
  },
});
