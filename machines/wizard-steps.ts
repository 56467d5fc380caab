/**
 * The listing wizard's steps as the machine walks them, read from the one step table
 * (src/shared/listing-step-table.ts): order, routes, titles, parts, branches and sections all come
 * from there. This file only answers questions about that order.
 */

import { LISTING_STEP_TABLE, type WizardPart } from '../src/shared/listing-step-table';
import type { ListingStepKey } from '../src/shared/listing-steps';

/** The step keys of the listing's data, shared with the server's completion (src/shared). */
export type { ListingStepKey };

export type WizardStep = {
  /** The route without its property id, e.g. 'property/02'; also the step's id. */
  id: string;
  /** The table's key: names the step's screen and its save (PUT …/steps/{key}). */
  key: string;
  title: string;
  /** One line under the title: why the step matters to the host. */
  intro: string;
  part: WizardPart | null;
  /** The listing section this step completes; null for the intro, the summary and the end. */
  saves: ListingStepKey | null;
  /** How Next saves: one form, nothing left (the step saved as it went), or nothing at all. */
  saveBy: 'form' | 'itself' | 'nothing';
  /** Whether the route carries the property id (every step after the draft exists). */
  withId: boolean;
  /** Unit steps: unit/01 for entire places, unit/02 for rooms and homestays. */
  forRoomOrHomeStay?: boolean;
};

export const WIZARD_STEPS: readonly WizardStep[] = LISTING_STEP_TABLE.map((row) => ({
  id: row.route,
  key: row.key,
  title: row.title,
  intro: row.intro,
  part: row.part,
  saves: row.section,
  saveBy: row.save.by,
  withId: row.withId,
  ...('forRoomOrHomeStay' in row ? { forRoomOrHomeStay: row.forRoomOrHomeStay } : {}),
}));

export const stepById = (id: string): WizardStep | undefined => WIZARD_STEPS.find((s) => s.id === id);

/** The steps a listing walks: one of the two unit steps, by its property type. */
export function stepsFor(isRoomOrHomeStay: boolean): WizardStep[] {
  return WIZARD_STEPS.filter((s) => s.forRoomOrHomeStay === undefined || s.forRoomOrHomeStay === isRoomOrHomeStay);
}

/** The step's URL: '/property/05/41', '/start', '/property/01'. */
export function stepPath(id: string, propertyId: number | null): string {
  const s = stepById(id);
  return s?.withId && propertyId !== null ? `/${id}/${propertyId}` : `/${id}`;
}

/** Which wizard step a pathname is, with its property id; null for other paths. */
export function stepAt(pathname: string): { step: WizardStep; propertyId: number | null } | null {
  for (const s of WIZARD_STEPS) {
    const prefix = `/${s.id}`;
    if (pathname === prefix && !s.withId) return { step: s, propertyId: null };
    if (s.withId && pathname.startsWith(`${prefix}/`)) {
      const rest = pathname.slice(prefix.length + 1);
      if (/^[1-9][0-9]{0,9}$/.test(rest) && Number(rest) <= 2_147_483_647) return { step: s, propertyId: Number(rest) };
    }
  }
  return null;
}

/** Where a listing picks up: its first step whose data is incomplete, else the summary. */
export function firstIncompleteStep(completion: Partial<Record<ListingStepKey, boolean>>, isRoomOrHomeStay: boolean): WizardStep {
  return stepsFor(isRoomOrHomeStay).find((s) => s.saves !== null && completion[s.saves] !== true) ?? stepById('main/finish')!;
}

/**
 * Whether a step may be opened: every data step before it is complete. The intro and the type step
 * always may; the summary may once the listing exists (it shows what is missing); the end only
 * after submission.
 */
export function canOpen(
  id: string,
  listing: { completion: Partial<Record<ListingStepKey, boolean>>; isRoomOrHomeStay: boolean; submitted: boolean } | null,
): boolean {
  if (id === 'start' || id === 'property/01') return true;
  if (!listing) return false;
  if (id === 'complete') return listing.submitted;
  if (id === 'main/finish') return true;
  const sequence = stepsFor(listing.isRoomOrHomeStay);
  const index = sequence.findIndex((s) => s.id === id);
  if (index === -1) return false;
  return sequence.slice(0, index).every((s) => s.saves === null || listing.completion[s.saves] === true);
}

/** The step after `id` on this listing's path (null at the end). */
export function nextStep(id: string, isRoomOrHomeStay: boolean): WizardStep | null {
  const sequence = stepsFor(isRoomOrHomeStay);
  const index = sequence.findIndex((s) => s.id === id);
  return index === -1 ? null : (sequence[index + 1] ?? null);
}

/** The step before `id` on this listing's path (null at the start). */
export function previousStep(id: string, isRoomOrHomeStay: boolean): WizardStep | null {
  const sequence = stepsFor(isRoomOrHomeStay);
  const index = sequence.findIndex((s) => s.id === id);
  return index <= 0 ? null : sequence[index - 1];
}

const PART_ORDER: readonly WizardPart[] = ['property', 'rooms', 'payments'];

/** The step's part as the host counts them: 'rooms' is part 2 of 3; null for the intro, summary and end. */
export function partNumberOf(step: WizardStep): { number: number; total: number } | null {
  return step.part ? { number: PART_ORDER.indexOf(step.part) + 1, total: PART_ORDER.length } : null;
}

/** Position for the progress bar: 1-based among the steps that collect data, and their count. */
export function progressOf(id: string, isRoomOrHomeStay: boolean): { position: number; total: number } {
  const dataSteps = stepsFor(isRoomOrHomeStay).filter((s) => s.saves !== null);
  const index = dataSteps.findIndex((s) => s.id === id);
  const total = dataSteps.length;
  if (index !== -1) return { position: index + 1, total };
  return { position: id === 'start' ? 0 : total, total };
}
