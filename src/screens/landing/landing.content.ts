import type { LandingIconName } from './landing-icon';

type Blurb = { icon: LandingIconName; title: string; text: string };

export const FEATURES: Blurb[] = [
  {
    icon: 'globe',
    title: 'Global Reach',
    text: 'Your listing is shown to travellers from Europe, India, the Middle East and beyond who are planning their Sri Lanka trip.',
  },
  {
    icon: 'listing',
    title: 'Easy Listing',
    text: 'A guided, step-by-step wizard saves as you go. Most hosts finish their listing in under 30 minutes.',
  },
  {
    icon: 'shield',
    title: 'Security',
    text: 'Verified guests, secure online payments and your data protected under Sri Lanka’s Personal Data Protection Act.',
  },
  {
    icon: 'chart',
    title: 'Reporting & Payments',
    text: 'Clear earnings reports by month or year, and payouts on the 15th of every month with Full Service.',
  },
];

export const BANNER = [
  { title: 'Reach', text: 'International and local travellers searching for stays across all nine provinces.' },
  { title: 'Revenue', text: 'Fill more nights with smart rate plans, discounts for new listings and fair commissions.' },
  { title: 'Reliability', text: 'One synchronized calendar, on-time payouts and a support team that picks up the phone.' },
];

export const CONFIDENCE: Blurb[] = [
  {
    icon: 'users',
    title: 'Verified guests',
    text: 'Every guest confirms their email and phone number before booking, so you know who is arriving.',
  },
  {
    icon: 'calendar',
    title: 'Your rules, your calendar',
    text: 'Set your own prices, minimum stays, check-in times and house rules, and block dates whenever you need.',
  },
  {
    icon: 'sync',
    title: 'No double bookings',
    text: 'Connect Airbnb, Booking.com and other sites through iCal and your availability stays in step everywhere.',
  },
  {
    icon: 'receipt',
    title: 'Transparent fees',
    text: 'See your commission and expected earnings for every booking before you publish. No hidden charges.',
  },
  {
    icon: 'support',
    title: 'Local support',
    text: 'Our Colombo team helps you in Sinhala, Tamil and English, every day from 8 am to 8 pm.',
  },
  {
    icon: 'home',
    title: 'Help when things go wrong',
    text: 'Report damage or a no-show within 48 hours and we work with you and the guest to put it right.',
  },
];

export const APP_BENEFITS: Blurb[] = [
  { icon: 'bell', title: 'Instant booking alerts', text: 'Know the moment a guest books, changes or cancels.' },
  { icon: 'calendar', title: 'Calendar on the go', text: 'Open or block dates and update prices in a few taps.' },
  { icon: 'chat', title: 'Reply to guests fast', text: 'Answer questions before arrival, even from the beach.' },
  { icon: 'wallet', title: 'Track your earnings', text: 'See upcoming payouts and monthly totals at a glance.' },
];
