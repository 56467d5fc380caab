import { lazy, type ComponentType } from 'react';
import type { WizardListing } from '../../../machines/wizard.machine';
import type { WizardStep } from '../../../machines/wizard-steps';
import { planPaysOut } from '../../shared/listing-steps';
import { LISTING_STEP_TABLE } from '../../shared/listing-step-table';
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

/** 'ratePlans' → './steps/rate-plans-step.tsx', the file of the step's screen. */
export const stepScreenFile = (key: string) => `./steps/${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-step.tsx`;
/** 'ratePlans' → 'RatePlansStep', the screen's component in that file. */
export const stepScreenName = (key: string) => `${key.charAt(0).toUpperCase()}${key.slice(1)}Step`;

// Each step's screen is its own chunk, loaded when the host reaches the step.
const SCREEN_FILES = import.meta.glob<Record<string, AnyStepBody>>('./steps/*-step.tsx');

const Pending = lazy(() => import('./steps/pending-step').then((module) => ({ default: module.PendingStep })));

/**
 * One screen per row of the step table, found by the row's key (stepScreenFile, stepScreenName):
 * adding a step adds its row and its screen file, nothing here. A row whose screen is not written
 * yet shows what the step will collect.
 */
const SCREENS = new Map<string, AnyStepBody>(
  LISTING_STEP_TABLE.map((row) => {
    const load = SCREEN_FILES[stepScreenFile(row.key)];
    const Body = load ? lazy(() => load().then((module) => ({ default: module[stepScreenName(row.key)] }))) : Pending;
    return [row.key, Body];
  }),
);

/**
 * The form's values when nothing unsaved is kept, for the steps whose blank form is more than
 * what the listing has saved for them (a new step needs no entry: it starts from its saved data).
 */
const INITIAL: Record<string, (listing: WizardListing | null) => unknown> = {
  propertyType: (listing) => ({ propertyTypeId: listing?.propertyTypeId ?? null }),
  location: initialLocation,
  address: initialAddress,
  name: (listing) => ({ name: savedStep<{ name: string }>(listing, 'name')?.name ?? '' }),
  bookingPlan: (listing) => ({ bookingType: savedStep<{ bookingType: string }>(listing, 'bookingPlan')?.bookingType ?? null }),
  price: initialPrice,
  ratePlans: initialRatePlans,
  bathrooms: initialBathrooms,
  policies: initialPolicies,
  languages: initialLanguages,
  parking: initialParking,
  description: initialDescription,
  highlights: initialHighlights,
  newListingDiscount: initialNewListingDiscount,
  entirePlaceUnits: initialUnits,
  roomUnits: initialUnits,
  payments: (listing) => {
    const saved = savedStep<{ bankAccount: unknown }>(listing, 'payments');
    // A plan that pays out needs an account: start from a blank one rather than none.
    return { bankAccount: saved?.bankAccount ?? (planPaysOut(listing?.planName as string | null) ? emptyBankAccount() : null) };
  },
  cancellationPolicy: (listing) => ({
    cancellationPolicyId: savedStep<{ cancellationPolicyId: number }>(listing, 'cancellationPolicy')?.cancellationPolicyId ?? null,
  }),
  invoice: (listing) => savedStep(listing, 'invoice') ?? { legalName: '', sameAsProperty: true, invoiceAddress: null, otherPartyIds: [] },
  importantInfo: (listing) => savedStep(listing, 'importantInfo') ?? { answers: [], termsAccepted: false },
};

export function initialValues(step: WizardStep, listing: WizardListing | null): unknown {
  const initial = INITIAL[step.key];
  if (initial) return initial(listing);
  return step.saveBy === 'form' ? (savedStep(listing, step.key) ?? undefined) : undefined;
}

export function StepBody(props: StepBodyProps<unknown>) {
  const Body = SCREENS.get(props.step.key) ?? Pending;
  return <Body {...props} />;
}
