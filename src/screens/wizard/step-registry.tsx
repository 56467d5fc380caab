import { lazy, type ComponentType } from 'react';
import type { WizardListing } from '../../../machines/wizard.machine';
import type { WizardStep } from '../../../machines/wizard-steps';
import { planPaysOut } from '../../shared/listing-steps';
import { emptyBankAccount } from './steps/bank-account';
import { savedStep, type StepBodyProps } from './step-types';
import {
  initialAddress,
  initialBathrooms,
  initialDescription,
  initialHighlights,
  initialLanguages,
  initialLocation,
  initialNewListingDiscount,
  initialParking,
  initialPolicies,
  initialPrice,
  initialRatePlans,
} from './steps/property-step-values';
import { initialUnits } from '../../../machines/unit-values';

// Each body types its own values; the registry holds them side by side, so the values are `any` here.
type AnyStepBody = ComponentType<StepBodyProps<any>>;

type StepEntry = {
  Body: AnyStepBody;
  /** The form's values when nothing unsaved is kept: what the listing has, or a blank form. */
  initial: (listing: WizardListing | null) => unknown;
};

const body = <K extends string>(load: () => Promise<Record<K, AnyStepBody>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/**
 * Each step's form, loaded when the host reaches it. Steps not listed here show what they will
 * collect until their form lands (the issue note says which).
 */
const STEPS: Record<string, StepEntry> = {
  start: { Body: body(() => import('./steps/start-step'), 'StartStep'), initial: () => undefined },
  'property/01': {
    Body: body(() => import('./steps/property-type-step'), 'PropertyTypeStep'),
    initial: (listing) => ({ propertyTypeId: listing?.propertyTypeId ?? null }),
  },
  'property/02': { Body: body(() => import('./steps/location-step'), 'LocationStep'), initial: initialLocation },
  'property/03': { Body: body(() => import('./steps/address-step'), 'AddressStep'), initial: initialAddress },
  'property/04': {
    Body: body(() => import('./steps/name-step'), 'NameStep'),
    initial: (listing) => ({ name: savedStep<{ name: string }>(listing, 'name')?.name ?? '' }),
  },
  'property/05': {
    Body: body(() => import('./steps/booking-plan-step'), 'BookingPlanStep'),
    initial: (listing) => ({ bookingType: savedStep<{ bookingType: string }>(listing, 'bookingPlan')?.bookingType ?? null }),
  },
  'property/06': { Body: body(() => import('./steps/price-step'), 'PriceStep'), initial: initialPrice },
  'property/07': { Body: body(() => import('./steps/rate-plans-step'), 'RatePlansStep'), initial: initialRatePlans },
  'property/08': { Body: body(() => import('./steps/bathrooms-step'), 'BathroomsStep'), initial: initialBathrooms },
  'property/09': { Body: body(() => import('./steps/policies-step'), 'PoliciesStep'), initial: initialPolicies },
  'property/10': { Body: body(() => import('./steps/languages-step'), 'LanguagesStep'), initial: initialLanguages },
  'property/11': { Body: body(() => import('./steps/parking-step'), 'ParkingStep'), initial: initialParking },
  'property/12': { Body: body(() => import('./steps/description-step'), 'DescriptionStep'), initial: initialDescription },
  'property/13': { Body: body(() => import('./steps/highlights-step'), 'HighlightsStep'), initial: initialHighlights },
  'property/14': {
    Body: body(() => import('./steps/new-listing-discount-step'), 'NewListingDiscountStep'),
    initial: initialNewListingDiscount,
  },
  'unit/01': { Body: body(() => import('./steps/unit-step'), 'EntirePlaceUnitsStep'), initial: initialUnits },
  'unit/02': { Body: body(() => import('./steps/unit-step'), 'RoomUnitsStep'), initial: initialUnits },
  'image/01': { Body: body(() => import('./steps/photos-step'), 'PhotosStep'), initial: () => undefined },
  'final/01': {
    Body: body(() => import('./steps/payments-step'), 'PaymentsStep'),
    initial: (listing) => {
      const saved = savedStep<{ bankAccount: unknown }>(listing, 'payments');
      // A plan that pays out needs an account: start from a blank one rather than none.
      return { bankAccount: saved?.bankAccount ?? (planPaysOut(listing?.planName as string | null) ? emptyBankAccount() : null) };
    },
  },
  'final/02': {
    Body: body(() => import('./steps/cancellation-policy-step'), 'CancellationPolicyStep'),
    initial: (listing) => ({ cancellationPolicyId: savedStep<{ cancellationPolicyId: number }>(listing, 'cancellationPolicy')?.cancellationPolicyId ?? null }),
  },
  'final/03': {
    Body: body(() => import('./steps/invoice-step'), 'InvoiceStep'),
    initial: (listing) =>
      savedStep(listing, 'invoice') ?? { legalName: '', sameAsProperty: true, invoiceAddress: null, otherPartyIds: [] },
  },
  'final/04': {
    Body: body(() => import('./steps/important-info-step'), 'ImportantInfoStep'),
    initial: (listing) => savedStep(listing, 'importantInfo') ?? { answers: [], termsAccepted: false },
  },
  'main/finish': { Body: body(() => import('./steps/finish-step'), 'FinishStep'), initial: () => undefined },
  complete: { Body: body(() => import('./steps/complete-step'), 'CompleteStep'), initial: () => undefined },
};

const Pending = body(() => import('./steps/pending-step'), 'PendingStep');

export function initialValues(step: WizardStep, listing: WizardListing | null): unknown {
  return STEPS[step.id]?.initial(listing);
}

export function StepBody(props: StepBodyProps<unknown>) {
  const Body = STEPS[props.step.id]?.Body ?? Pending;
  return <Body {...props} />;
}
