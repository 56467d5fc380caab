import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SUBMIT_INCOMPLETE, wizardMachine, wizardView, type SaveRequest, type WizardListing } from '../../../machines/wizard.machine';
import {
  canOpen,
  firstIncompleteStep,
  nextStep,
  progressOf,
  stepAt,
  stepPath,
  stepsFor,
  WIZARD_STEPS,
  type ListingStepKey,
} from '../../../machines/wizard-steps';
import { LISTING_STEP_KEYS } from '../../../src/shared/listing-steps';

const DATA_KEYS = LISTING_STEP_KEYS;

/** A listing whose steps are complete up to (not including) `firstMissing`. */
function listing(firstMissing: ListingStepKey | null, patch: Partial<WizardListing> = {}): WizardListing {
  const upTo = firstMissing === null ? DATA_KEYS.length : DATA_KEYS.indexOf(firstMissing);
  const completion = Object.fromEntries(DATA_KEYS.map((key, index) => [key, index < upTo]));
  return { id: 41, version: 3, status: 'draft', planId: 1, isPropertyTypeRoomOrHomeStay: false, completion, ...patch };
}

type Fakes = {
  load?: () => Promise<WizardListing>;
  invalid?: { field: string; message: string }[];
  save?: (request: SaveRequest) => Promise<WizardListing>;
  submit?: (request: { listing: WizardListing }) => Promise<WizardListing>;
  findDraft?: () => Promise<{ id: number } | null>;
  withdraw?: (request: { listing: WizardListing }) => Promise<WizardListing>;
};

function start(fakes: Fakes = {}) {
  const calls = {
    load: vi.fn(fakes.load ?? (async () => listing(null))),
    save: vi.fn(fakes.save ?? (async (request: SaveRequest) => ({ ...(request.listing ?? listing('location')), version: (request.listing?.version ?? 0) + 1 }))),
    submit: vi.fn(fakes.submit ?? (async ({ listing: l }: { listing: WizardListing }) => ({ ...l, status: 'pending_review' }))),
    findDraft: vi.fn(fakes.findDraft ?? (async () => null)),
    withdraw: vi.fn(fakes.withdraw ?? (async ({ listing: l }: { listing: WizardListing }) => ({ ...l, status: 'draft', version: l.version + 1 }))),
  };
  const effects = { navigate: vi.fn(), leave: vi.fn(), toastWarning: vi.fn(), toastError: vi.fn(), focusFirstProblem: vi.fn() };
  const actor = createActor(
    wizardMachine.provide({
      actors: {
        loadListing: fromPromise(() => calls.load()),
        validateStep: fromPromise(async () => {
          if (fakes.invalid?.length) throw fakes.invalid;
        }),
        saveStep: fromPromise(({ input }) => calls.save(input)),
        submitListing: fromPromise(({ input }) => calls.submit(input)),
        findDraft: fromPromise(() => calls.findDraft()),
        withdrawListing: fromPromise(({ input }) => calls.withdraw(input)),
      },
      actions: {
        navigate: (_, { to }) => effects.navigate(to),
        leave: (_, { to }) => effects.leave(to),
        toastWarning: (_, { message }) => effects.toastWarning(message),
        toastError: (_, { message }) => effects.toastError(message),
        focusFirstProblem: (_, { field }) => effects.focusFirstProblem(field),
      },
    }),
  ).start();
  /** Visit a URL the way the router reports it. */
  const visit = (path: string) => {
    const at = stepAt(path);
    if (!at) throw new Error(`not a wizard path: ${path}`);
    actor.send({ type: 'wizard.visit', stepId: at.step.id, propertyId: at.propertyId });
  };
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, calls, effects, visit, settled };
}

describe('loading a listing', () => {
  it('fails with the message, and a retry that loads clears it', async () => {
    let online = false;
    const { actor, visit, settled } = start({
      load: async () => {
        if (!online) throw new Error('Your connection was interrupted');
        return listing('name');
      },
    });
    visit('/property/04/41');
    await settled();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Your connection was interrupted');
    online = true;
    actor.send({ type: 'wizard.retry' });
    await waitFor(actor, (s) => !s.matches('failed') && !s.hasTag('busy'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('the step table', () => {
  it('walks the spec order: property 01–14, one unit step, image 01, final 01–04, finish, complete', () => {
    const entire = ['start', ...Array.from({ length: 14 }, (_, i) => `property/${String(i + 1).padStart(2, '0')}`), 'unit/01', 'image/01', 'final/01', 'final/02', 'final/03', 'final/04', 'main/finish', 'complete'];
    expect(stepsFor(false).map((s) => s.id)).toEqual(entire);
    expect(stepsFor(true).map((s) => s.id)).toEqual(entire.map((id) => (id === 'unit/01' ? 'unit/02' : id)));
    expect(WIZARD_STEPS).toHaveLength(entire.length + 1);
  });

  it.each([
    [false, 'property/14', 'unit/01'],
    [true, 'property/14', 'unit/02'],
    [false, 'unit/01', 'image/01'],
    [true, 'unit/02', 'image/01'],
    [false, 'final/04', 'main/finish'],
    [true, 'main/finish', 'complete'],
  ])('isPropertyTypeRoomOrHomeStay=%s: after %s comes %s', (room, from, to) => {
    expect(nextStep(from, room)?.id).toBe(to);
  });

  it.each([
    ['/start', 'start', null],
    ['/property/01', 'property/01', null],
    ['/property/05/41', 'property/05', 41],
    ['/unit/02/7', 'unit/02', 7],
    ['/main/finish/41', 'main/finish', 41],
    ['/complete/41', 'complete', 41],
  ])('reads %s as step %s of property %s', (path, id, propertyId) => {
    expect(stepAt(path)).toMatchObject({ step: { id }, propertyId });
    expect(stepPath(id, propertyId)).toBe(path);
  });

  it.each(['/property/05', '/property/05/0', '/property/05/abc', '/property/05/99999999999', '/dashboard'])('does not read %s as a step', (path) => {
    expect(stepAt(path)).toBeNull();
  });

  it('finds the first incomplete step, or the summary when nothing is missing', () => {
    expect(firstIncompleteStep(listing('policies').completion, false).id).toBe('property/09');
    expect(firstIncompleteStep(listing('units').completion, true).id).toBe('unit/02');
    expect(firstIncompleteStep(listing(null).completion, false).id).toBe('main/finish');
  });

  it('shows each data step its position out of 20', () => {
    expect(progressOf('property/01', false)).toEqual({ position: 1, total: 20 });
    expect(progressOf('unit/02', true)).toEqual({ position: 15, total: 20 });
    expect(progressOf('final/04', false)).toEqual({ position: 20, total: 20 });
  });

  it('opens a step only when every earlier data step is complete', () => {
    const view = (l: WizardListing) => ({ completion: l.completion, isRoomOrHomeStay: false, submitted: false });
    expect(canOpen('property/06', view(listing('price')))).toBe(true);
    expect(canOpen('property/07', view(listing('price')))).toBe(false);
    expect(canOpen('property/01', null)).toBe(true);
    expect(canOpen('property/02', null)).toBe(false);
    expect(canOpen('main/finish', view(listing('location')))).toBe(true);
    expect(canOpen('complete', view(listing(null)))).toBe(false);
  });
});

describe('Save & exit', () => {
  it('saves a changed step as Next does, then leaves for /draft-listing with nothing pending', async () => {
    const { actor, visit, calls, effects, settled } = start({ load: async () => listing('name') });
    visit('/property/04/41');
    await settled();
    actor.send({ type: 'wizard.saveAndExit', values: { name: 'Palm Shade' }, changed: true });
    await settled();
    expect(calls.save.mock.calls[0][0]).toMatchObject({ listing: { id: 41, version: 3 }, values: { name: 'Palm Shade' } });
    expect(effects.leave).toHaveBeenCalledExactlyOnceWith('/draft-listing');
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.edits).toEqual({});
    expect(actor.getSnapshot().context.exitAfterSave).toBe(false);
  });

  it('leaves an untouched step without saving', async () => {
    const { actor, visit, calls, effects, settled } = start({ load: async () => listing('name') });
    visit('/property/04/41');
    await settled();
    actor.send({ type: 'wizard.saveAndExit', values: { name: '' }, changed: false });
    expect(calls.save).not.toHaveBeenCalled();
    expect(effects.leave).toHaveBeenCalledExactlyOnceWith('/draft-listing');
  });

  it('stays with the problems shown when the typed values fail the rules: nothing is lost', async () => {
    const invalid = [{ field: 'name', message: 'Name cannot be empty' }];
    const { actor, visit, calls, effects, settled } = start({ load: async () => listing('name'), invalid });
    visit('/property/04/41');
    await settled();
    actor.send({ type: 'wizard.saveAndExit', values: { name: ' ' }, changed: true });
    await settled();
    expect(calls.save).not.toHaveBeenCalled();
    expect(effects.leave).not.toHaveBeenCalled();
    expect(effects.toastWarning).toHaveBeenCalledWith('Name cannot be empty');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(wizardView(actor.getSnapshot()).unsaved).toEqual({ name: ' ' });
  });

  it('a later Next after a refused Save & exit moves on as usual', async () => {
    const invalid = [{ field: 'name', message: 'Name cannot be empty' }];
    const { actor, visit, effects, settled } = start({ load: async () => listing('name'), invalid });
    visit('/property/04/41');
    await settled();
    actor.send({ type: 'wizard.saveAndExit', values: { name: '' }, changed: true });
    await settled();
    invalid.length = 0;
    actor.send({ type: 'wizard.next', values: { name: 'Palm Shade' } });
    await settled();
    expect(effects.leave).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenLastCalledWith('/property/05/41');
  });

  it.each([
    ['a live listing', { status: 'listed' }, '/listed-properties'],
    ['a listing under review', { status: 'pending_review' }, '/listed-properties'],
    ["an admin's edit", { status: 'listed', moderationHistory: [] }, '/admin-property-listings'],
  ] as const)('%s leaves for %s', async (_label, patch, expected) => {
    const { actor, visit, effects, settled } = start({ load: async () => listing(null, patch) });
    visit('/main/finish/41');
    await settled();
    actor.send({ type: 'wizard.saveAndExit', values: null, changed: false });
    expect(effects.leave).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it('with no listing yet (the type step untouched) leaves for the dashboard', () => {
    const { actor, visit, effects } = start();
    visit('/start');
    actor.send({ type: 'wizard.saveAndExit', values: null, changed: false });
    expect(effects.leave).toHaveBeenCalledExactlyOnceWith('/dashboard');
  });

  it('creates the draft from a chosen type, then leaves for /draft-listing', async () => {
    const { actor, visit, calls, effects, settled } = start({ save: async () => listing('location', { id: 77 }) });
    visit('/property/01');
    await settled();
    actor.send({ type: 'wizard.saveAndExit', values: { propertyTypeId: 2 }, changed: true });
    await settled();
    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(effects.leave).toHaveBeenCalledExactlyOnceWith('/draft-listing');
  });
});

describe('wizardMachine', () => {
  it('goes from /start to the type step on Next', () => {
    const { actor, visit, effects } = start();
    visit('/start');
    actor.send({ type: 'wizard.next', values: undefined });
    expect(effects.navigate).toHaveBeenCalledWith('/property/01');
  });

  it('creates the draft on the type step and moves to /property/02/{id}', async () => {
    const { actor, visit, calls, effects, settled } = start({ save: async () => listing('location', { id: 77, version: 1 }) });
    visit('/property/01');
    await settled();
    actor.send({ type: 'wizard.next', values: { propertyTypeId: 2 } });
    await settled();
    expect(calls.save).toHaveBeenCalledWith(expect.objectContaining({ listing: null, values: { propertyTypeId: 2 }, step: expect.objectContaining({ saves: 'propertyType' }) }));
    expect(effects.navigate).toHaveBeenCalledWith('/property/02/77');
  });

  it("continues a draft in progress on /property/01: the draft's own type is shown and Next saves onto the draft, never a new listing", async () => {
    const { actor, visit, calls, effects, settled } = start({ findDraft: async () => ({ id: 41 }), load: async () => listing('location', { propertyTypeId: 3 }) });
    visit('/property/01');
    await settled();
    expect(calls.load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(wizardView(actor.getSnapshot()).listing).toMatchObject({ id: 41, propertyTypeId: 3 });
    actor.send({ type: 'wizard.next', values: { propertyTypeId: 3 } });
    await settled();
    expect(calls.save).toHaveBeenCalledWith(expect.objectContaining({ listing: expect.objectContaining({ id: 41 }), values: { propertyTypeId: 3 } }));
    expect(effects.navigate).toHaveBeenLastCalledWith('/property/02/41');
  });

  it('asks for no draft again when Back returns to /property/01 within the listing', async () => {
    const { visit, calls, settled } = start({ load: async () => listing('location') });
    visit('/property/02/41');
    await settled();
    visit('/property/01');
    await settled();
    expect(calls.findDraft).not.toHaveBeenCalled();
  });

  it('Next validates, saves with the version and moves on', async () => {
    const { actor, visit, calls, effects, settled } = start({ load: async () => listing('bookingPlan') });
    visit('/property/05/41');
    await settled();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'wizard.next', values: { bookingType: 'instant' } });
    await settled();
    expect(calls.save.mock.calls[0][0]).toMatchObject({ listing: { id: 41, version: 3 }, values: { bookingType: 'instant' } });
    expect(effects.navigate).toHaveBeenLastCalledWith('/property/06/41');
    expect(actor.getSnapshot().context.listing?.version).toBe(4);
  });

  it('does not save and names the first problem when the values fail the rules', async () => {
    const invalid = [{ field: 'name', message: 'Name cannot be empty' }];
    const { actor, visit, calls, effects, settled } = start({ load: async () => listing('name'), invalid });
    visit('/property/04/41');
    await settled();
    actor.send({ type: 'wizard.next', values: { name: '' } });
    await settled();
    expect(calls.save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.issues).toEqual(invalid);
    expect(effects.toastWarning).toHaveBeenCalledWith('Name cannot be empty');
    expect(effects.focusFirstProblem).toHaveBeenCalledWith('name');
  });

  it('Back returns without saving, and the typed values are still there on return', async () => {
    const { actor, visit, calls, effects, settled } = start({ load: async () => listing('name') });
    visit('/property/04/41');
    await settled();
    actor.send({ type: 'wizard.edit', values: { name: 'Palm Shade' } });
    actor.send({ type: 'wizard.back' });
    expect(effects.navigate).toHaveBeenLastCalledWith('/property/03/41');
    visit('/property/03/41');
    visit('/property/04/41');
    expect(calls.save).not.toHaveBeenCalled();
    expect(wizardView(actor.getSnapshot()).unsaved).toEqual({ name: 'Palm Shade' });
    expect(calls.load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/property/09/41', 'location', '/property/02/41'],
    ['/image/01/41', 'units', '/unit/01/41'],
    ['/final/03/41', 'payments', '/final/01/41'],
    ['/complete/41', null, '/main/finish/41'],
  ] as const)('opening %s with %s missing resumes at %s', async (path, missing, expected) => {
    const { visit, effects, settled } = start({ load: async () => listing(missing) });
    visit(path);
    await settled();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it("comes back to /main/finish after the Next of a step opened by the summary's Edit link", async () => {
    const { actor, visit, calls, effects, settled } = start({ load: async () => listing(null) });
    visit('/main/finish/41');
    await settled();
    visit('/property/04/41');
    await settled();
    actor.send({ type: 'wizard.next', values: { name: 'Palm Shade' } });
    await settled();
    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenLastCalledWith('/main/finish/41');
  });

  it.each(['listed', 'unlisted'])("a %s listing's step saves back to its editor (/main/finish), even opened directly; the view marks it live", async (status) => {
    const { actor, visit, calls, effects, settled } = start({ load: async () => listing(null, { status }) });
    visit('/property/06/41');
    await settled();
    expect(wizardView(actor.getSnapshot()).live).toBe(true);
    actor.send({ type: 'wizard.next', values: { currency: 'USD', pricePerNight: 45, monthlyRate: null } });
    await settled();
    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenLastCalledWith('/main/finish/41');
  });

  it('an admin editing a live listing walks the wizard as before (their edits are the review)', async () => {
    const { actor, visit, effects, settled } = start({ load: async () => listing(null, { status: 'listed', moderationHistory: [] }) });
    visit('/property/05/41');
    await settled();
    expect(wizardView(actor.getSnapshot()).live).toBe(false);
    actor.send({ type: 'wizard.next', values: { bookingType: 'instant' } });
    await settled();
    expect(effects.navigate).toHaveBeenLastCalledWith('/property/06/41');
  });

  it('walks on as usual once the host edits from the summary and then goes Back', async () => {
    const { actor, visit, effects, settled } = start({ load: async () => listing(null) });
    visit('/main/finish/41');
    await settled();
    visit('/property/04/41');
    await settled();
    actor.send({ type: 'wizard.back' });
    expect(effects.navigate).toHaveBeenLastCalledWith('/property/03/41');
    visit('/property/03/41');
    actor.send({ type: 'wizard.next', values: { street: 'Galle Road' } });
    await settled();
    expect(effects.navigate).toHaveBeenLastCalledWith('/property/04/41');
  });

  it('opens a later step directly when the earlier steps are complete', async () => {
    const { actor, visit, effects, settled } = start({ load: async () => listing('payments') });
    visit('/final/01/41');
    await settled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('sends a room or homestay from property/14 to unit/02', async () => {
    const { actor, visit, effects, settled } = start({ load: async () => listing('newListingDiscount', { isPropertyTypeRoomOrHomeStay: true }) });
    visit('/property/14/41');
    await settled();
    actor.send({ type: 'wizard.next', values: { optIn: true } });
    await settled();
    expect(effects.navigate).toHaveBeenLastCalledWith('/unit/02/41');
  });

  it('keeps the typed values through a 409 and reloads on request', async () => {
    const stale = Object.assign(new Error('stale'), { httpStatus: 409, message: 'This listing was changed in another window. Reload to see the latest version.' });
    const { actor, visit, calls, settled } = start({
      load: async () => listing('name'),
      save: async () => {
        throw stale;
      },
    });
    visit('/property/04/41');
    await settled();
    actor.send({ type: 'wizard.next', values: { name: 'Palm Shade' } });
    await settled();
    expect(actor.getSnapshot().matches('conflict')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(stale.message);
    actor.send({ type: 'wizard.reload' });
    await settled();
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(wizardView(actor.getSnapshot()).unsaved).toEqual({ name: 'Palm Shade' });
  });

  it("shows the server's field messages when a save is refused with 422", async () => {
    const refused = { httpStatus: 422, message: 'Please check the listing', fields: { postalCode: 'Enter a 5-digit postal code' } };
    const { actor, visit, effects, settled } = start({
      load: async () => listing('address'),
      save: async () => {
        throw refused;
      },
    });
    visit('/property/03/41');
    await settled();
    actor.send({ type: 'wizard.next', values: { postalCode: '8' } });
    await settled();
    expect(actor.getSnapshot().context.issues).toEqual([{ field: 'postalCode', message: 'Enter a 5-digit postal code' }]);
    expect(effects.toastError).toHaveBeenCalledWith('Please check the listing');
  });

  it('submits from the summary and goes to /complete/{id}', async () => {
    const { actor, visit, effects, settled } = start({ load: async () => listing(null) });
    visit('/main/finish/41');
    await settled();
    actor.send({ type: 'wizard.submit' });
    await settled();
    expect(effects.navigate).toHaveBeenLastCalledWith('/complete/41');
    expect(actor.getSnapshot().context.listing?.status).toBe('pending_review');
  });

  it('stays on the summary with the sections the server names when it refuses a submission with 422', async () => {
    const refused = { httpStatus: 422, message: 'Complete every section before you submit your listing.', fields: { photos: 'Add at least 5 photos.' } };
    const { actor, visit, effects, settled } = start({
      load: async () => listing(null),
      submit: async () => {
        throw refused;
      },
    });
    visit('/main/finish/41');
    await settled();
    actor.send({ type: 'wizard.submit' });
    await settled();
    expect(actor.getSnapshot().context.issues).toEqual([{ field: 'photos', message: 'Add at least 5 photos.' }]);
    expect(actor.getSnapshot().context.stepId).toBe('main/finish');
    expect(effects.navigate).not.toHaveBeenCalledWith('/complete/41');
    expect(effects.toastError).toHaveBeenCalledWith(refused.message);
  });

  it('refuses to submit while a section is missing, saying so', async () => {
    const { actor, visit, calls, effects, settled } = start({ load: async () => listing('photos') });
    visit('/main/finish/41');
    await settled();
    actor.send({ type: 'wizard.submit' });
    expect(calls.submit).not.toHaveBeenCalled();
    expect(effects.toastWarning).toHaveBeenCalledWith(SUBMIT_INCOMPLETE);
  });

  it('reports the client state of spec §3 and disables buttons while saving', async () => {
    const units = [{ guestCount: 2, pricePerNight: 45 }, { guestCount: 3, pricePerNight: 60 }];
    let finish: (value: WizardListing) => void = () => undefined;
    const { actor, visit, settled } = start({
      load: async () => listing('photos', { isPropertyTypeRoomOrHomeStay: true, units }),
      save: () => new Promise((resolve) => (finish = resolve)),
    });
    visit('/image/01/41');
    await settled();
    expect(wizardView(actor.getSnapshot())).toMatchObject({ isPropertyTypeRoomOrHomeStay: true, guestCount: 5, unitPrice: 45, buttonDisabled: false });
    actor.send({ type: 'wizard.next', values: {} });
    await waitFor(actor, (s) => s.matches('saving'));
    expect(wizardView(actor.getSnapshot()).buttonDisabled).toBe(true);
    finish(listing('payments'));
  });
  it("takes the listing a step body saved by itself ('wizard.listingChanged'), never an older one", async () => {
    const invalid = [{ field: 'units', message: 'Add at least one unit' }];
    const fakes = { load: async () => listing('units'), invalid };
    const { actor, visit, calls, settled } = start(fakes);
    visit('/unit/01/41');
    await settled();
    actor.send({ type: 'wizard.next', values: { editing: null } });
    await settled();
    expect(actor.getSnapshot().context.issues).toEqual(invalid);
    fakes.invalid = [];
    const saved = listing('photos', { version: 5, units: [{ id: 9, complete: true }] });
    actor.send({ type: 'wizard.listingChanged', listing: saved });
    expect(actor.getSnapshot().context.listing).toEqual(saved);
    expect(actor.getSnapshot().context.issues).toEqual([]);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    // A late answer with an older version, or another listing, is ignored.
    actor.send({ type: 'wizard.listingChanged', listing: listing('units', { version: 4 }) });
    actor.send({ type: 'wizard.listingChanged', listing: listing('units', { id: 42, version: 9 }) });
    expect(actor.getSnapshot().context.listing?.version).toBe(5);
    // The next save goes out with the new version.
    actor.send({ type: 'wizard.next', values: undefined });
    await settled();
    expect(calls.save.mock.calls[0][0]).toMatchObject({ listing: { version: 5 } });
  });
});

describe('a listing under review', () => {
  const inReview = () => listing(null, { status: 'pending_review' });

  it('is read-only for its host: typing is not kept, Next moves on without saving, and nothing is submitted', async () => {
    const { actor, visit, calls, effects, settled } = start({ load: async () => inReview() });
    visit('/property/04/41');
    await settled();
    expect(wizardView(actor.getSnapshot()).underReview).toBe(true);
    actor.send({ type: 'wizard.edit', values: { name: 'Changed' } });
    expect(wizardView(actor.getSnapshot()).unsaved).toBeUndefined();
    actor.send({ type: 'wizard.next', values: { name: 'Changed' } });
    expect(effects.navigate).toHaveBeenLastCalledWith('/property/05/41');
    visit('/main/finish/41');
    actor.send({ type: 'wizard.submit' });
    await settled();
    expect(calls.save).not.toHaveBeenCalled();
    expect(calls.submit).not.toHaveBeenCalled();
    expect(effects.toastWarning).toHaveBeenCalledWith('This listing is already waiting for review.');
  });

  it('withdraws from review on request and stays on the step, now an editable draft', async () => {
    const { actor, visit, calls, effects, settled } = start({ load: async () => inReview() });
    visit('/property/04/41');
    await settled();
    actor.send({ type: 'wizard.withdraw' });
    await settled();
    expect(calls.withdraw).toHaveBeenCalledWith({ listing: expect.objectContaining({ id: 41, status: 'pending_review' }) });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(wizardView(actor.getSnapshot())).toMatchObject({ underReview: false, listing: { status: 'draft', version: 4 } });
    expect(effects.navigate).not.toHaveBeenCalled();
    actor.send({ type: 'wizard.next', values: { name: 'Palm Shade' } });
    await settled();
    expect(calls.save).toHaveBeenCalledTimes(1);
  });

  it("stays editable for an admin, whose read carries the moderation history", async () => {
    const { actor, visit, calls, settled } = start({ load: async () => listing(null, { status: 'pending_review', moderationHistory: [] }) });
    visit('/property/04/41');
    await settled();
    expect(wizardView(actor.getSnapshot()).underReview).toBe(false);
    actor.send({ type: 'wizard.withdraw' });
    actor.send({ type: 'wizard.next', values: { name: 'Palm Shade' } });
    await settled();
    expect(calls.withdraw).not.toHaveBeenCalled();
    expect(calls.save).toHaveBeenCalledTimes(1);
  });
});
