/**
 * Where hosts reach us and our other sites: the footer, the account menu and the info pages use
 * these, and all of them load lazily, so this module stays out of the first page's JS (config.ts
 * is in it).
 */
import { msg } from '@lingui/core/macro';

const env = import.meta.env;

export const GUEST_SITE_URL: string = env.VITE_GUEST_SITE_URL ?? 'https://www.example.lk';
export const ADMIN_PANEL_URL: string = env.VITE_ADMIN_PANEL_URL ?? 'https://admin.example.lk';

export const SUPPORT_EMAIL = 'hostsupport@example.lk';
export const SUPPORT_PHONE_DISPLAY = '+94 11 234 5678';
export const SUPPORT_PHONE_HREF = 'tel:+94112345678';
/** Read with i18n._ where it is shown. */
export const SUPPORT_HOURS = msg`Every day, 8.00 am to 8.00 pm (Sri Lanka time)`;

export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/example.lk' },
  { network: 'Instagram', href: 'https://www.instagram.com/example.lk' },
  { network: 'YouTube', href: 'https://www.youtube.com/@example-lk' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/example-lk' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
