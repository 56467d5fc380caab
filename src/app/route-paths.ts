/**
 * The wizard's routes (spec §2, in order; machines/wizard-steps.ts is their step table) and the
 * other screens' routes.
 */
export const WIZARD_PATHS = [
  '/start',
  '/property/01',
  '/property/02/:propertyId',
  '/property/03/:propertyId',
  '/property/04/:propertyId',
  '/property/05/:propertyId',
  '/property/06/:propertyId',
  '/property/07/:propertyId',
  '/property/08/:propertyId',
  '/property/09/:propertyId',
  '/property/10/:propertyId',
  '/property/11/:propertyId',
  '/property/12/:propertyId',
  '/property/13/:propertyId',
  '/property/14/:propertyId',
  '/unit/01/:propertyId',
  '/unit/02/:propertyId',
  '/image/01/:propertyId',
  '/final/01/:propertyId',
  '/final/02/:propertyId',
  '/final/03/:propertyId',
  '/final/04/:propertyId',
  '/main/finish/:propertyId',
  '/complete/:propertyId',
] as const;

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
  [...WIZARD_PATHS, ...SCREEN_PATHS]
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
