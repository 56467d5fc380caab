/**
 * The listing wizard's calls (contract: api/v1/web/properties/...). Each resolves with the listing
 * as the server now has it, or throws a CallFailure (a 409 carries httpStatus 409).
 */
import type { components } from '../../openapi/schema';
import type { SaveRequest, WizardListing } from '../../machines/wizard.machine';
import { DRAFT_LISTING_KEY, SELECTED_PLAN_KEY } from '../session/saved-draft';
import { api } from '../session/session-api';
import { CallFailure } from './call-failure';
import { dataOf } from './data-of';
import { findDraftListing } from './listing-calls';

type Listing = components['schemas']['Property'];

const asWizardListing = (listing: Listing): WizardListing => listing as unknown as WizardListing;

export const loadListing = async (propertyId: number): Promise<WizardListing> =>
  asWizardListing(await dataOf(api().GET('/api/v1/web/properties/{propertyId}', { params: { path: { propertyId } } })));

/** The plan chosen before the wizard (start-listing flow), else Starter (id 1, fixed by the seed). */
function selectedPlanId(): number {
  try {
    const stored = Number(localStorage.getItem(SELECTED_PLAN_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : 1;
  } catch {
    return 1;
  }
}

/** Said when a draft appeared (another tab) between opening /property/01 and pressing Next. */
const DRAFT_IN_PROGRESS =
  'You already have a draft listing in progress. Open Draft Listing to continue it, or discard it to start a new one.';

/**
 * The type step creates the draft. A host has at most one (the server answers 409). The wizard
 * sends a host with a draft to that draft's own type step first (wizard.machine.ts), so a 409
 * here means one was started meanwhile, in another tab: the same type simply continues it; another
 * type is never written onto it unasked.
 */
async function createOrReuseDraft(propertyTypeId: number): Promise<WizardListing> {
  try {
    return asWizardListing(await dataOf(api().POST('/api/v1/web/properties', { body: { propertyTypeId, planId: selectedPlanId() } })));
  } catch (failure) {
    const draft = failure instanceof CallFailure && failure.httpStatus === 409 ? await findDraftListing() : null;
    if (!draft) throw failure;
    const existing = await loadListing(draft.id);
    if (existing.propertyTypeId === propertyTypeId) return existing;
    throw new CallFailure({ status: 0, message: DRAFT_IN_PROGRESS });
  }
}

/** The type step without a listing creates the draft; every other save sends the listing's version. */
export async function saveListingStep({ step, listing, values }: SaveRequest): Promise<WizardListing> {
  if (step.key === 'propertyType' && listing === null) return createOrReuseDraft((values as { propertyTypeId: number }).propertyTypeId);
  if (!listing) throw new Error(`Step ${step.id} needs a listing`);
  // Units and photos are saved one call at a time by the step itself (saveUnit,
  // listing-photo-calls.ts); at Next there is nothing left to save, so the wizard moves on with
  // the listing as the server has it now, whose completion says whether the step is done.
  if (step.saveBy === 'itself') return loadListing(listing.id);
  // One PUT for every form step, named by the step table's key; the step's rules
  // (src/shared/listing-step-table.ts) have already checked these values.
  const body = { ...(values as object), version: listing.version };
  return asWizardListing(
    await dataOf(api().PUT('/api/v1/web/properties/{propertyId}/steps/{step}', { params: { path: { propertyId: listing.id, step: step.key } }, body })),
  );
}

type UnitBody = Omit<components['schemas']['SaveAccommodationUnitBody'], 'version'>;

/** Saves one unit: a new one (unitId null) is added to the listing, a saved one changed. */
export async function saveUnit({ listing, unitId, unit }: { listing: WizardListing; unitId: number | null; unit: UnitBody }): Promise<WizardListing> {
  const body = { ...unit, version: listing.version };
  const saved =
    unitId === null
      ? api().POST('/api/v1/web/properties/{propertyId}/units', { params: { path: { propertyId: listing.id } }, body })
      : api().PUT('/api/v1/web/accommodation-units/{id}', { params: { path: { id: unitId } }, body });
  return asWizardListing(await dataOf(saved));
}

/** Deletes one unit with the listing's version, then answers with the listing as it now is. */
export async function deleteUnit({ listing, unitId }: { listing: WizardListing; unitId: number }): Promise<WizardListing> {
  await dataOf(api().DELETE('/api/v1/web/accommodation-units/{id}', { params: { path: { id: unitId }, query: { version: listing.version } } }));
  return loadListing(listing.id);
}

/**
 * Submits the listing for review (main/finish). The draft it was is no longer a draft, so the
 * browser's draft marker goes; a 422 throws a CallFailure, whose `fields` name each missing
 * section by step key.
 */
export async function submitListing(listing: WizardListing): Promise<WizardListing> {
  const submitted = await dataOf(api().POST('/api/v1/web/properties/{propertyId}/submit', { params: { path: { propertyId: listing.id } }, body: { version: listing.version } }));
  forgetDraftMarker();
  return asWizardListing(submitted);
}

/** Takes a listing back from review: it is the host's draft again, so the draft marker names it. */
export async function withdrawListing(listing: WizardListing): Promise<WizardListing> {
  const withdrawn = await dataOf(api().POST('/api/v1/web/properties/{propertyId}/withdraw', { params: { path: { propertyId: listing.id } } }));
  try {
    localStorage.setItem(DRAFT_LISTING_KEY, String(withdrawn.id));
  } catch {
    // Storage that throws (Safari private mode) keeps no marker; the dashboard finds the draft.
  }
  return asWizardListing(withdrawn);
}

function forgetDraftMarker(): void {
  try {
    localStorage.removeItem(DRAFT_LISTING_KEY);
  } catch {
    // Storage that throws (Safari private mode) holds no marker.
  }
}

/** Discards the host's draft (drafts only; the server answers 409 for anything else). */
export async function discardListing(propertyId: number): Promise<void> {
  await dataOf(api().DELETE('/api/v1/web/properties/{propertyId}', { params: { path: { propertyId } } }));
}
