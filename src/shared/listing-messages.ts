/**
 * Every validation message of the listing wizard's steps, written once. The spec shows none of
 * them (§5 "Rules for the listing wizard steps … are not shown"), so the wording is ours: plain
 * English a host reads next to the field. Screens, the server and the tests import these.
 */
export const LISTING_MESSAGES = {
  // propertyType
  propertyTypeRequired: 'Choose the type of your property',
  propertyTypeUnknown: 'Choose one of the listed property types',

  // location
  latitudeRequired: 'Enter the latitude of your place',
  longitudeRequired: 'Enter the longitude of your place',
  latitudeOutsideSriLanka: 'The latitude must be between 5.9 and 9.9 (Sri Lanka)',
  longitudeOutsideSriLanka: 'The longitude must be between 79.5 and 81.9 (Sri Lanka)',
  searchTextTooLong: 'The search text cannot exceed 200 characters',

  // address
  streetRequired: 'Enter the street address',
  streetTooLong: 'The street address cannot exceed 200 characters',
  cityRequired: 'Enter the city or town',
  cityTooLong: 'The city cannot exceed 100 characters',
  districtUnknown: "Choose one of Sri Lanka's 25 districts",
  provinceUnknown: "Choose one of Sri Lanka's 9 provinces",
  descriptionBlank: 'The description cannot be just spaces',
  postalCodeInvalid: 'The postal code must be 5 digits',
  countryFixed: 'Properties must be in Sri Lanka',

  // name
  nameRequired: 'Name of your place cannot be empty',
  nameSpaces: 'Name of your place cannot be just spaces',
  nameTooLong: 'Name of your place cannot exceed 100 characters',

  // bookingPlan
  bookingTypeRequired: 'Choose instant booking or request to book',

  // price
  currencyRequired: 'Choose USD or LKR',
  priceRequired: 'Enter the price per night',
  pricePositive: 'The price per night must be more than 0',
  priceTooHigh: 'The price per night is higher than we accept (USD 10,000 or LKR 3,000,000)',
  priceCents: 'Use at most 2 decimal places',
  monthlyRatePositive: 'The monthly rate must be more than 0, or left empty',
  monthlyRateTooHigh: 'The monthly rate is higher than we accept (USD 100,000 or LKR 30,000,000)',
  priceTooLow: 'The price per night must be at least USD 5 or LKR 1,000',
  monthlyRateBelowNightly: 'The monthly rate cannot be lower than the price per night',
  roomPriceBelowListing: "A room cannot cost less than the listing's price per night, which guests see as its 'from' price",
  listingPriceAboveRooms: "For rooms and homestays this is the 'from' price guests see, so it cannot be higher than your cheapest room",

  // ratePlans
  discountRequired: 'Enter a discount between 1 and 50 %',
  discountRange: 'The discount must be a whole number between 1 and 50 %',

  // bathrooms
  bathroomCountRange: 'The number of bathrooms must be a whole number from 0 to 50',
  bathroomPrivacyRequired: 'Choose private or shared',
  sharedBathroomTypesRequired: 'Choose who shares the bathroom',
  bathroomTypeUnknown: 'Choose from the listed bathroom types',
  duplicateChoice: 'Choose each item only once',

  // policies
  timeInvalid: 'Enter a time as HH:MM, for example 14:00',
  checkInOrder: 'Check-in until must be later than check-in from (or between 00:00 and 06:00 the next morning)',
  checkOutOrder: 'Check-out until must be later than check-out from',
  policyYesNo: 'Choose yes or no',

  // languages
  languagesRequired: 'Choose at least one language your staff speak',
  languageUnknown: 'Choose from the listed languages',

  // parking
  parkingRequired: 'Choose no parking, free parking or paid parking',
  parkingPriceRequired: 'Enter the parking price per day',
  parkingPricePositive: 'The parking price per day must be more than 0',
  parkingPriceTooHigh: 'The parking price per day is higher than we accept',
  parkingLocationRequired: 'Choose on-site or off-site parking',

  // description
  sizeRequired: 'Enter the size in square metres',
  sizePositive: 'The size must be more than 0 m²',
  sizeTooLarge: 'The size cannot exceed 100,000 m²',
  descriptionTooShort: 'The description needs at least 100 characters',
  descriptionTooLong: 'The description cannot exceed 2000 characters',
  descriptionMarkup: 'The description may only use paragraphs, line breaks, bold, italic, underline and lists',
  neighbourhoodTooLong: 'The neighbourhood text cannot exceed 1000 characters',

  // highlights
  highlightsRequired: 'Choose at least one highlight',
  highlightsTooMany: 'Choose at most 5 highlights',
  highlightUnknown: 'Choose from the listed highlights',

  // newListingDiscount
  optInRequired: 'Choose whether to offer the new listing discount',

  // payments
  bankAccountRequired: 'Enter the bank account we pay you out to',
  bankAccountNotNeeded: 'Your plan makes no payouts, so no bank account is needed',
  accountNameRequired: 'Enter the account holder name',
  bankNameRequired: 'Enter the bank name',
  branchRequired: 'Enter the branch',
  accountNumberInvalid: 'The account number must be 6 to 20 digits',
  bankFieldTooLong: 'This field cannot exceed 100 characters',

  // cancellationPolicy
  cancellationPolicyRequired: 'Choose a cancellation policy',
  cancellationPolicyUnknown: 'Choose one of the listed cancellation policies',

  // invoice
  legalNameRequired: 'Enter the name that appears on the invoice',
  legalNameTooLong: 'The name on the invoice cannot exceed 150 characters',
  invoiceAddressRequired: 'Enter the invoice address, or choose the same address as the property',
  invoiceAddressTooLong: 'The invoice address cannot exceed 300 characters',
  otherPartyUnknown: 'Choose from the listed parties',

  // importantInfo
  answerRequired: 'Answer this question',
  answerYesNo: 'Answer yes or no',
  answerTooLong: 'The answer cannot exceed 500 characters',
  questionUnknown: 'This question is not one of ours',
  questionAnsweredTwice: 'Answer each question once',
  termsRequired: 'Accept the terms to continue',

  // units (unit/01, unit/02)
  unitNameRequired: 'Enter a name for the room or unit',
  unitNameTooLong: 'The unit name cannot exceed 100 characters',
  unitCategoryRequired: 'Choose the kind of unit',
  unitCategoryUnknown: 'Choose one of the listed kinds of unit',
  guestCountRange: 'Guests must be a whole number from 1 to 50',
  bedroomsRequired: 'Add at least one bedroom with its beds',
  bedroomsTooMany: 'A unit can have at most 30 bedrooms',
  roomHasOneBedroom: 'A room has exactly one bedroom',
  bedsRequired: 'Add the beds of this bedroom (1 to 10 kinds)',
  bedTypeUnknown: 'Choose from the listed bed types',
  bedCountRange: 'The number of beds must be a whole number from 1 to 10',
  amenityUnknown: 'Choose from the listed amenities',

  // creating and discarding a draft
  planUnknown: 'Choose one of the plans',
  planNeedsInquiry: 'The Reservation Management and Full Service plans start with an inquiry to our team',
  draftExists: 'You already have a draft listing. Continue it or discard it before starting another.',
  onlyDraftsDiscarded: 'Only a draft listing can be discarded',

  // version
  versionConflict: 'This listing was changed in another window. Reload to see the latest version.',
} as const;

/**
 * The address step's district/province mismatch, said under Province with both names, so the host
 * sees which of the two to change: 'Galle District is in the Southern Province, not the Western Province'.
 */
export const provinceMismatchMessage = (district: string, expected: string, chosen: string) =>
  `${district} District is in the ${expected} Province, not the ${chosen} Province`;
