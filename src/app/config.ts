/**
 * Browser-side constants, read once from Vite's env. Everything has a sensible default so the
 * app runs without a .env file.
 */
const env = import.meta.env;

export const PRODUCT_NAME: string = env.VITE_PRODUCT_NAME ?? 'StayLanka';

export const APP_STORE_URL: string = env.VITE_APP_STORE_URL ?? 'https://apps.apple.com/lk/app/id0000000000';
export const PLAY_STORE_URL: string =
  env.VITE_PLAY_STORE_URL ?? 'https://play.google.com/store/apps/details?id=lk.example.host';

/** Cookie domain shared with the guest site (the country domain); empty on localhost. */
export const SHARED_COOKIE_DOMAIN: string = env.VITE_SHARED_COOKIE_DOMAIN ?? '';

/** Spec §9: toasts close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
