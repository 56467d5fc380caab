/**
 * Browser-side constants, read once from Vite's env. Everything has a sensible default so the
 * app runs without a .env file.
 */
const env = import.meta.env;

export const PRODUCT_NAME: string = env.VITE_PRODUCT_NAME ?? 'StayLanka';
/** The word after the name in the logo ('StayLanka Host'): part of the brand, the same in every language. */
export const PRODUCT_TAG = 'Host';

/** The host app's store pages; empty until it is published (the landing page then says it is coming). */
export const APP_STORE_URL: string = env.VITE_APP_STORE_URL ?? '';
export const PLAY_STORE_URL: string = env.VITE_PLAY_STORE_URL ?? '';

/** Cookie domain shared with the guest site (the country domain); empty on localhost. */
export const SHARED_COOKIE_DOMAIN: string = env.VITE_SHARED_COOKIE_DOMAIN ?? '';

/** Spec §9: toasts close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
