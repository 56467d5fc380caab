/** The plans' display names by their enumeration name (spec §1): what every screen calls a plan. */
export const PLAN_DISPLAY_NAMES = {
  STARTER: 'Listing Only',
  SUPPORTIVE: 'Reservation Management',
  ALL_INCLUSIVE: 'Full Service',
} as const;

export type PlanName = keyof typeof PLAN_DISPLAY_NAMES;

/** 'STARTER' → 'Listing Only'; null for no plan (or a name this app does not know). */
export function planDisplayName(name: string | null | undefined): string | null {
  return name && Object.hasOwn(PLAN_DISPLAY_NAMES, name) ? PLAN_DISPLAY_NAMES[name as PlanName] : null;
}
