import type { components } from '../../../../openapi/schema';
import type { properties } from '../../db/schema/index';
import { SRI_LANKA } from '../../../shared/listing-districts';
import type { ListingFormStepKey, ListingStepData } from '../../../shared/listing-steps';
import type { PropertyRow } from './property-access';

export type StoredSteps = components['schemas']['Property']['steps'];
type PropertyColumns = Partial<typeof properties.$inferInsert>;

/**
 * Each step's fields as stored, read back into the step's shape (null until the step is first
 * saved). The shape is the step's save body without `version`, so a form starts from it as is.
 */
export function readListingSteps(row: PropertyRow): StoredSteps {
  return {
    propertyType: row.propertyTypeId === null ? null : { propertyTypeId: row.propertyTypeId },
    location:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude, searchText: row.locationSearchText },
    address:
      row.street === null
        ? null
        : {
            street: row.street,
            city: row.city ?? '',
            district: row.district ?? '',
            province: row.province ?? '',
            postalCode: row.postalCode ?? '',
            country: row.country ?? SRI_LANKA,
          },
    name: row.name === null ? null : { name: row.name },
    bookingPlan: row.bookingType === null ? null : { bookingType: row.bookingType as 'instant' | 'request' },
    price:
      row.currency === null
        ? null
        : { currency: row.currency as 'USD' | 'LKR', pricePerNight: row.pricePerNight ?? 0, monthlyRate: row.monthlyRate },
    ratePlans: row.ratePlans,
    bathrooms:
      row.bathroomPrivacy === null
        ? null
        : {
            count: row.bathroomCount ?? 0,
            privacy: row.bathroomPrivacy as 'private' | 'shared',
            sharedBathroomTypeIds: row.sharedBathroomTypeIds ?? [],
            otherBathroomTypeIds: row.otherBathroomTypeIds ?? [],
          },
    policies: row.policies,
    languages: row.languageIds === null ? null : { languageIds: row.languageIds },
    parking: row.parking,
    description:
      row.description === null
        ? null
        : { sizeSqm: row.sizeSqm ?? 0, description: row.description, neighbourhood: row.neighbourhood },
    highlights: row.highlightIds === null ? null : { highlightIds: row.highlightIds },
    newListingDiscount: row.newListingDiscount === null ? null : { optIn: row.newListingDiscount },
    payments: row.payments,
    cancellationPolicy: row.cancellationPolicyId === null ? null : { cancellationPolicyId: row.cancellationPolicyId },
    invoice: row.invoice,
    importantInfo: row.importantInfo,
  };
}

/** The columns one step's validated data is written to. */
export function listingStepColumns<K extends ListingFormStepKey>(step: K, stepData: ListingStepData[K]): PropertyColumns {
  const data = stepData as ListingStepData[ListingFormStepKey];
  switch (step) {
    case 'propertyType':
      return { propertyTypeId: (data as ListingStepData['propertyType']).propertyTypeId };
    case 'location': {
      const d = data as ListingStepData['location'];
      return { latitude: d.latitude, longitude: d.longitude, locationSearchText: d.searchText };
    }
    case 'address': {
      const d = data as ListingStepData['address'];
      return { street: d.street, city: d.city, district: d.district, province: d.province, postalCode: d.postalCode, country: d.country };
    }
    case 'name':
      return { name: (data as ListingStepData['name']).name };
    case 'bookingPlan':
      return { bookingType: (data as ListingStepData['bookingPlan']).bookingType };
    case 'price': {
      const d = data as ListingStepData['price'];
      return { currency: d.currency, pricePerNight: d.pricePerNight, monthlyRate: d.monthlyRate };
    }
    case 'ratePlans':
      return { ratePlans: data as ListingStepData['ratePlans'] };
    case 'bathrooms': {
      const d = data as ListingStepData['bathrooms'];
      return {
        bathroomCount: d.count,
        bathroomPrivacy: d.privacy,
        sharedBathroomTypeIds: d.sharedBathroomTypeIds,
        otherBathroomTypeIds: d.otherBathroomTypeIds,
      };
    }
    case 'policies':
      return { policies: data as ListingStepData['policies'] };
    case 'languages':
      return { languageIds: (data as ListingStepData['languages']).languageIds };
    case 'parking':
      return { parking: data as ListingStepData['parking'] };
    case 'description': {
      const d = data as ListingStepData['description'];
      return { sizeSqm: d.sizeSqm, description: d.description, neighbourhood: d.neighbourhood };
    }
    case 'highlights':
      return { highlightIds: (data as ListingStepData['highlights']).highlightIds };
    case 'newListingDiscount':
      return { newListingDiscount: (data as ListingStepData['newListingDiscount']).optIn };
    case 'payments':
      return { payments: data as ListingStepData['payments'] };
    case 'cancellationPolicy':
      return { cancellationPolicyId: (data as ListingStepData['cancellationPolicy']).cancellationPolicyId };
    case 'invoice':
      return { invoice: data as ListingStepData['invoice'] };
    case 'importantInfo':
      return { importantInfo: data as ListingStepData['importantInfo'] };
  }
  throw new Error(`unknown listing step ${String(step)}`);
}
