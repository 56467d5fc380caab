import type { ReferenceCache } from '../../modules/reference/reference-cache';
import type { ReferenceLists } from '../../modules/reference/load-reference-list';
import { LISTING_MESSAGES as M } from '../../../shared/listing-messages';
import { planPaysOut, type FieldProblems, type ListingFormStepKey, type ListingRulesContext, type ListingStepData } from '../../../shared/listing-steps';

/** The reference lists a listing's steps point into, read once per request (they are cached). */
export type ListingReferences = Pick<
  ReferenceLists,
  | 'plans'
  | 'propertyTypes'
  | 'languages'
  | 'questions'
  | 'sharedBathroomTypes'
  | 'otherBathroomTypes'
  | 'highlights'
  | 'cancellationPolicies'
  | 'otherParties'
  | 'unitCategories'
  | 'bedroomTypes'
  | 'amenitiesWithCategories'
>;

export async function loadListingReferences(reference: ReferenceCache): Promise<ListingReferences> {
  const [
    plans,
    propertyTypes,
    languages,
    questions,
    sharedBathroomTypes,
    otherBathroomTypes,
    highlights,
    cancellationPolicies,
    otherParties,
    unitCategories,
    bedroomTypes,
    amenitiesWithCategories,
  ] = await Promise.all([
      reference.get('plans'),
      reference.get('propertyTypes'),
      reference.get('languages'),
      reference.get('questions'),
      reference.get('sharedBathroomTypes'),
      reference.get('otherBathroomTypes'),
      reference.get('highlights'),
      reference.get('cancellationPolicies'),
      reference.get('otherParties'),
      reference.get('unitCategories'),
      reference.get('bedroomTypes'),
      reference.get('amenitiesWithCategories'),
    ]);
  return {
    plans,
    propertyTypes,
    languages,
    questions,
    sharedBathroomTypes,
    otherBathroomTypes,
    highlights,
    cancellationPolicies,
    otherParties,
    unitCategories,
    bedroomTypes,
    amenitiesWithCategories,
  };
}

export function planNameOf(references: ListingReferences, planId: number | null) {
  return references.plans.find((plan) => plan.id === planId)?.name ?? null;
}

/** What the step rules need to know beyond the form: the plan's payouts and the questions. */
export function listingRulesContext(references: ListingReferences, planId: number | null): ListingRulesContext {
  return { planPaysOut: planPaysOut(planNameOf(references, planId)), questions: references.questions };
}

/** `field.index` for each id of `ids` that is not in `list`. */
function unknownIds(field: string, ids: readonly number[], list: readonly { id: number }[], message: string): FieldProblems {
  const known = new Set(list.map((item) => item.id));
  const problems: FieldProblems = {};
  ids.forEach((id, index) => {
    if (!known.has(id)) problems[`${field}.${index}`] = message;
  });
  return problems;
}

/**
 * The step's reference ids that do not name an item of their list (a stale form, or a crafted
 * request). Question ids are checked by the step rules themselves.
 */
export function referenceProblems<K extends ListingFormStepKey>(step: K, stepData: ListingStepData[K], refs: ListingReferences): FieldProblems {
  const data = stepData as ListingStepData[ListingFormStepKey];
  switch (step) {
    case 'propertyType': {
      const { propertyTypeId } = data as ListingStepData['propertyType'];
      return refs.propertyTypes.some((t) => t.id === propertyTypeId) ? {} : { propertyTypeId: M.propertyTypeUnknown };
    }
    case 'bathrooms': {
      const d = data as ListingStepData['bathrooms'];
      return {
        ...unknownIds('sharedBathroomTypeIds', d.sharedBathroomTypeIds, refs.sharedBathroomTypes, M.bathroomTypeUnknown),
        ...unknownIds('otherBathroomTypeIds', d.otherBathroomTypeIds, refs.otherBathroomTypes, M.bathroomTypeUnknown),
      };
    }
    case 'languages':
      return unknownIds('languageIds', (data as ListingStepData['languages']).languageIds, refs.languages, M.languageUnknown);
    case 'highlights':
      return unknownIds('highlightIds', (data as ListingStepData['highlights']).highlightIds, refs.highlights, M.highlightUnknown);
    case 'cancellationPolicy': {
      const { cancellationPolicyId } = data as ListingStepData['cancellationPolicy'];
      return refs.cancellationPolicies.some((p) => p.id === cancellationPolicyId) ? {} : { cancellationPolicyId: M.cancellationPolicyUnknown };
    }
    case 'invoice':
      return unknownIds('otherPartyIds', (data as ListingStepData['invoice']).otherPartyIds, refs.otherParties, M.otherPartyUnknown);
    default:
      return {};
  }
}
