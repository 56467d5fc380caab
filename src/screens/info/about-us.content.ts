import { msg } from '@lingui/core/macro';
import { PRODUCT_NAME } from '../../app/config';
import type { InfoDoc } from './info-doc';

export const aboutUs: InfoDoc = {
  eyebrow: msg`About Us`,
  title: msg`About ${PRODUCT_NAME}`,
  intro: msg`${PRODUCT_NAME} is a Sri Lankan accommodation marketplace. We connect travellers from around the world with the guest houses, villas, apartments and homestays that make this island special, and we give the people who run them the tools to grow.`,
  sections: [
    {
      heading: msg`Why we started`,
      paragraphs: [
        msg`Many of the best places to stay in Sri Lanka are run by families and small teams: a guest house in Ella, a beach villa in Mirissa, a heritage bungalow near Kandy. They offer wonderful hospitality but often lose bookings to complicated platforms, high commissions and late payments.`,
        msg`We built this portal so that any host, from a single room in Jaffna to a boutique hotel in Galle, can reach international guests, manage bookings in one place and be paid on time.`,
      ],
    },
    {
      heading: msg`What we do for hosts`,
      bullets: [
        msg`Free listings on our guest site, seen by travellers planning trips to Sri Lanka.`,
        msg`Three plans, from listing only to full service, so you choose how much help you want.`,
        msg`One calendar that stays in step with Airbnb, Booking.com and other sites through iCal.`,
        msg`Clear earnings reports and, on Full Service, payouts every 15th day of the month.`,
        msg`A local support team that answers in Sinhala, Tamil and English.`,
      ],
    },
    {
      heading: msg`Our promise`,
      paragraphs: [
        msg`We treat your property like a business, because it is one. We are transparent about fees before you sign up, we never hide charges in the small print, and we protect your guests’ and your own personal data under Sri Lanka’s Personal Data Protection Act.`,
      ],
    },
    {
      heading: msg`Where to find us`,
      paragraphs: [
        msg`Our team works from Colombo and travels the island to meet hosts in person. If you would like a visit to help set up your listing or photograph your property, ask our support team and we will arrange a time that suits you.`,
      ],
    },
  ],
};
