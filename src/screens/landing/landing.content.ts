import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LandingIconName } from './landing-icon';

// Messages, not texts: the screen reads each in the active language (i18n._).
type Blurb = { icon: LandingIconName; title: MessageDescriptor; text: MessageDescriptor };

export const FEATURES: Blurb[] = [
  {
    icon: 'globe',
    title: msg`Global Reach`,
    text: msg`Your listing is shown to travellers from Europe, India, the Middle East and beyond who are planning their Sri Lanka trip.`,
  },
  {
    icon: 'listing',
    title: msg`Easy Listing`,
    text: msg`A guided, step-by-step wizard saves as you go. Most hosts finish their listing in under 30 minutes.`,
  },
  {
    icon: 'shield',
    title: msg`Security`,
    text: msg`Verified guests, secure online payments and your data protected under Sri Lanka’s Personal Data Protection Act.`,
  },
  {
    icon: 'chart',
    title: msg`Reporting & Payments`,
    text: msg`Clear earnings reports by month or year, and payouts on the 15th of every month with Full Service.`,
  },
];

export const BANNER: Omit<Blurb, 'icon'>[] = [
  { title: msg`Reach`, text: msg`International and local travellers searching for stays across all nine provinces.` },
  { title: msg`Revenue`, text: msg`Fill more nights with smart rate plans, discounts for new listings and fair commissions.` },
  { title: msg`Reliability`, text: msg`One synchronized calendar, on-time payouts and a support team that picks up the phone.` },
];

export const CONFIDENCE: Blurb[] = [
  {
    icon: 'users',
    title: msg`Verified guests`,
    text: msg`Every guest confirms their email and phone number before booking, so you know who is arriving.`,
  },
  {
    icon: 'calendar',
    title: msg`Your rules, your calendar`,
    text: msg`Set your own prices, minimum stays, check-in times and house rules, and block dates whenever you need.`,
  },
  {
    icon: 'sync',
    title: msg`No double bookings`,
    text: msg`Connect Airbnb, Booking.com and other sites through iCal and your availability stays in step everywhere.`,
  },
  {
    icon: 'receipt',
    title: msg`Transparent fees`,
    text: msg`See your commission and expected earnings for every booking before you publish. No hidden charges.`,
  },
  {
    icon: 'support',
    title: msg`Local support`,
    text: msg`Our Colombo team helps you in Sinhala, Tamil and English, every day from 8 am to 8 pm.`,
  },
  {
    icon: 'home',
    title: msg`Help when things go wrong`,
    text: msg`Report damage or a no-show within 48 hours and we work with you and the guest to put it right.`,
  },
];

export const APP_BENEFITS: Blurb[] = [
  { icon: 'bell', title: msg`Instant booking alerts`, text: msg`Know the moment a guest books, changes or cancels.` },
  { icon: 'calendar', title: msg`Calendar on the go`, text: msg`Open or block dates and update prices in a few taps.` },
  { icon: 'chat', title: msg`Reply to guests fast`, text: msg`Answer questions before arrival, even from the beach.` },
  { icon: 'wallet', title: msg`Track your earnings`, text: msg`See upcoming payouts and monthly totals at a glance.` },
];
