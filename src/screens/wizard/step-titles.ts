import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WizardPart } from '../../shared/listing-step-table';

/**
 * The wizard's step titles and intros in the active language (issue 27). The step table
 * (src/shared/listing-step-table.ts) keeps the spec's English, which the server and the machines
 * read; the browser shows each step through this map, by the row's key, wherever the wizard names
 * a step (its heading, the slim header, the leave dialog). A row without an entry here shows the
 * table's English.
 */
export const STEP_TEXTS: Readonly<Record<string, { title: MessageDescriptor; intro: MessageDescriptor }>> = {
  start: {
    title: msg`Get Started`,
    intro: msg`Three short parts: your property, its rooms and photos, then payments and policies.`,
  },
  propertyType: {
    title: msg`What kind of place are you listing?`,
    intro: msg`The property type decides which details guests will look for.`,
  },
  location: {
    title: msg`Where is your place?`,
    intro: msg`Pin your property on the map so guests can see exactly where they will stay.`,
  },
  address: {
    title: msg`Confirm your address`,
    intro: msg`Guests receive this address after they book, so make sure every line is right.`,
  },
  name: {
    title: msg`Name your place`,
    intro: msg`A clear, memorable name helps your listing stand out in search results.`,
  },
  bookingPlan: {
    title: msg`How can guests book?`,
    intro: msg`Choose instant booking or review each request before you accept it.`,
  },
  price: {
    title: msg`Set your price`,
    intro: msg`Set the nightly price for the entire property and see what you earn after fees.`,
  },
  ratePlans: {
    title: msg`Rate plans`,
    intro: msg`Offer non-refundable and weekly rates to win more bookings.`,
  },
  bathrooms: {
    title: msg`Bathrooms`,
    intro: msg`Guests care about private or shared bathrooms, so tell them up front.`,
  },
  policies: {
    title: msg`House rules and times`,
    intro: msg`Check-in times and rules for children, pets, smoking and parties avoid surprises.`,
  },
  languages: {
    title: msg`Languages your staff speak`,
    intro: msg`Travellers feel at home when someone speaks their language.`,
  },
  parking: {
    title: msg`Parking`,
    intro: msg`Many guests arrive by car or tuk-tuk; tell them where to park.`,
  },
  description: {
    title: msg`Describe your place`,
    intro: msg`Paint a picture of the space and the neighbourhood in your own words.`,
  },
  highlights: {
    title: msg`Highlights`,
    intro: msg`Pick up to five highlights that make your place special.`,
  },
  newListingDiscount: {
    title: msg`New listing discount`,
    intro: msg`A welcome discount helps new listings earn their first reviews quickly.`,
  },
  entirePlaceUnits: {
    title: msg`Rooms and beds`,
    intro: msg`Beds, guests and amenities for each unit tell guests what they are booking.`,
  },
  roomUnits: {
    title: msg`Your room`,
    intro: msg`Describe the room guests will stay in, its beds and its nightly price.`,
  },
  photos: {
    title: msg`Photos`,
    intro: msg`Listings with five or more bright photos receive far more bookings.`,
  },
  payments: {
    title: msg`How you get paid`,
    intro: msg`See how your plan collects payments and where your payouts go.`,
  },
  cancellationPolicy: {
    title: msg`Cancellation policy`,
    intro: msg`A clear cancellation policy builds trust before guests book.`,
  },
  invoice: {
    title: msg`Name on invoice`,
    intro: msg`This is the legal name and address that appears on guest invoices.`,
  },
  importantInfo: {
    title: msg`Important information`,
    intro: msg`A few final answers, such as your tourism registration, before you submit.`,
  },
  finish: {
    title: msg`Review and submit`,
    intro: msg`Check every section and submit your listing for review.`,
  },
  complete: {
    title: msg`Submitted for review`,
    intro: msg`Our team reviews new listings within two working days; we will email you the result.`,
  },
};

/** The three parts as the host counts them, in the slim header and on /start. */
export const PART_NAMES: Readonly<Record<WizardPart, MessageDescriptor>> = {
  property: msg`Your property`,
  rooms: msg`Rooms and photos`,
  payments: msg`Payments and policies`,
};

type StepLike = { key: string; title: string; intro: string };

/** The step's title in the active language (`i18n` from useLingui()). */
export const stepTitle = (i18n: I18n, step: StepLike): string => {
  const texts = STEP_TEXTS[step.key];
  return texts ? i18n._(texts.title) : step.title;
};

/** The step's one line under its title in the active language. */
export const stepIntro = (i18n: I18n, step: StepLike): string => {
  const texts = STEP_TEXTS[step.key];
  return texts ? i18n._(texts.intro) : step.intro;
};
