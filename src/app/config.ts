/**
 * Browser-side constants, read once from Vite's env. Everything has a sensible default so the
 * app runs without a .env file.
 */
const env = import.meta.env;

export const PRODUCT_NAME: string = env.VITE_PRODUCT_NAME ?? 'StayLanka';
export const GUEST_SITE_URL: string = env.VITE_GUEST_SITE_URL ?? 'https://www.example.lk';
export const ADMIN_PANEL_URL: string = env.VITE_ADMIN_PANEL_URL ?? 'https://admin.example.lk';

export const SUPPORT_EMAIL = 'hostsupport@example.lk';
export const SUPPORT_PHONE_DISPLAY = '+94 11 234 5678';
export const SUPPORT_PHONE_HREF = 'tel:+94112345678';
export const SUPPORT_HOURS = 'Every day, 8.00 am to 8.00 pm (Sri Lanka time)';

export const APP_STORE_URL: string = env.VITE_APP_STORE_URL ?? 'https://apps.apple.com/lk/app/id0000000000';
export const PLAY_STORE_URL: string =
  env.VITE_PLAY_STORE_URL ?? 'https://play.google.com/store/apps/details?id=lk.example.host';

export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/example.lk' },
  { network: 'Instagram', href: 'https://www.instagram.com/example.lk' },
  { network: 'YouTube', href: 'https://www.youtube.com/@example-lk' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/example-lk' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/** Cookie domain shared with the guest site (the country domain); empty on localhost. */
export const SHARED_COOKIE_DOMAIN: string = env.VITE_SHARED_COOKIE_DOMAIN ?? '';

/** Spec §9: toasts close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
