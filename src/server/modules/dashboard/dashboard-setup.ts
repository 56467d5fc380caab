import type { components } from '../../../../openapi/schema';
import type { AccessClaims } from '../../lib/access-tokens';
import type { AppDeps } from '../../types';
import { MIN_LISTING_PHOTOS } from '../../../shared/image-uploads';
import { getProperty } from '../properties/get-property';

type DashboardSetup = components['schemas']['DashboardSetup'];

/** What the checklist is made of, as host_dashboard (migration 0038) reads it from the caller's rows. */
export interface SetupFacts {
  /** The first listing out of draft (lowest id). */
  submittedId: number | null;
  /** The first draft (lowest id). */
  draftId: number | null;
  /** Photos of the submitted listing, else of the draft. */
  photos: number;
  /** A calendar imported from another site. */
  feeds: boolean;
  /** A night's price or minimum stay set, or nights closed by the host. */
  calendarTouched: boolean;
}

/**
 * The new host's checklist: a listing submitted (or the draft and its steps), a complete profile, the
 * photos of the listing, a calendar imported from another site, and the calendar touched. The
 * draft's steps are the wizard's own completion, read only when there is a draft.
 */
export async function getDashboardSetup({
  deps,
  caller,
  facts,
  profileComplete,
}: {
  deps: Pick<AppDeps, 'db' | 'reference'>;
  caller: AccessClaims;
  facts: SetupFacts;
  profileComplete: boolean;
}): Promise<DashboardSetup> {
  const draftView = facts.draftId === null ? null : await getProperty({ deps, caller, propertyId: facts.draftId });
  const focus = facts.submittedId ?? facts.draftId;
  const live = facts.submittedId;
  const setup: Omit<DashboardSetup, 'complete'> = {
    listing: { done: facts.submittedId !== null, propertyId: focus },
    draft: draftView
      ? { propertyId: draftView.id, name: draftView.name, isPropertyTypeRoomOrHomeStay: draftView.isPropertyTypeRoomOrHomeStay, completion: draftView.completion }
      : null,
    profile: { done: profileComplete },
    photos: { done: facts.photos >= MIN_LISTING_PHOTOS, count: facts.photos, minimum: MIN_LISTING_PHOTOS, propertyId: focus },
    otherSites: { done: facts.feeds, propertyId: live },
    calendarAndPrices: { done: facts.calendarTouched, propertyId: live },
  };
  const complete = setup.listing.done && setup.profile.done && setup.photos.done && setup.otherSites.done && setup.calendarAndPrices.done;
  return { complete, ...setup };
}
