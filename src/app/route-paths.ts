import { matchPath } from 'react-router-dom';

/**
 * The wizard's route patterns, one per URL shape of its parts (spec §2): the router knows no single
 * step. Every step's route (src/shared/listing-step-table.ts) matches exactly one of them, and the
 * wizard shell answers a path no step has ('/property/99/5') with the not-found screen. Only the
 * intro and the type step come before the listing exists, so a property step's id is optional
 * ('/property/01'). A step in a new part needs its pattern here (tests/unit/shared/listing-step-table.test.ts
 * says so). Kept free of the table on purpose: importing it would put the step schemas and valibot
 * into every page's first load.
 */
export const WIZARD_PATTERNS = [
  '/start',
  '/property/:step/:propertyId?',
  '/unit/:step/:propertyId',
  '/image/:step/:propertyId',
  '/final/:step/:propertyId',
  '/main/finish/:propertyId',
  '/complete/:propertyId',
] as const;

/**
 * The wizard's routes that show its slim header instead of the navbar (a focused flow): every step
 * but the end, /complete, after which the host is back in the app with its navbar.
 */
export function isFocusedWizardPath(pathname: string): boolean {
  return WIZARD_PATTERNS.some((pattern) => !pattern.startsWith('/complete/') && matchPath(pattern, pathname) !== null);
}

/** The other screens' routes. */
export const SCREEN_PATHS = [
  '/login',
  '/sign-up',
  '/reset-password',
  '/forget-password',
  '/dashboard',
  '/profile',
  '/calendar',
  '/earnings-manage',
  '/reservation-manage',
  '/view-reservation/:reservationCode',
  '/synchronize/:propertyId',
  '/listed-properties',
  '/draft-listing',
  '/plan-selection',
  '/view/:propertyId',
  '/admin-property-listings',
] as const;

export type ScreenPath = (typeof SCREEN_PATHS)[number];

/** Screens open to visitors; every other screen path is a signed-in area (spec §6). */
const VISITOR_PATHS: ReadonlySet<string> = new Set(['/login', '/sign-up', '/reset-password', '/forget-password']);

const SIGNED_IN_PREFIXES: ReadonlySet<string> = new Set(
  [...WIZARD_PATTERNS, ...SCREEN_PATHS]
    .filter((path) => !VISITOR_PATHS.has(path))
    .map((path) => `/${path.split('/')[1]}`),
);

/** Signed-in areas: the wizard and every screen path except the account entry screens. */
export function needsSignIn(pathname: string): boolean {
  return !VISITOR_PATHS.has(pathname) && SIGNED_IN_PREFIXES.has(`/${pathname.split('/')[1] ?? ''}`);
}

/**
 * The host's own business screens, which admins do not have (spec §6: no Dashboard, Earnings or
 * Reservations for admins): an admin who types one is taken to the admin listings instead of an
 * empty host screen. A single reservation (/view-reservation) stays open to admins, who may cancel.
 */
const HOST_ONLY_PATHS: ReadonlySet<string> = new Set(['/dashboard', '/earnings-manage', '/reservation-manage']);

export const ADMIN_HOME = '/admin-property-listings';

export function isHostOnly(pathname: string): boolean {
  return HOST_ONLY_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}
