import { msg } from '@lingui/core/macro';
import { PRODUCT_NAME } from '../../app/config';
import type { InfoDoc } from './info-doc';

export const comingSoon: InfoDoc = {
  eyebrow: msg`Coming Soon`,
  title: msg`Something new is on its way`,
  intro: msg`We are putting the finishing touches to this part of ${PRODUCT_NAME}. Here is what hosts can look forward to.`,
  sections: [
    {
      heading: msg`The host mobile app`,
      paragraphs: [
        msg`Accept bookings, reply to guests and check today’s arrivals from your phone, wherever you are on the island. The app will be free for every host on every plan, on iPhone and Android.`,
      ],
    },
    {
      heading: msg`Smarter pricing tips`,
      paragraphs: [
        msg`Suggestions for your nightly price based on the season, local festivals such as Esala Perahera, and demand in your area, so you never leave money on the table during the busy months.`,
      ],
    },
    {
      heading: msg`Until then`,
      paragraphs: [
        msg`Everything you need already works in the browser on your phone: your calendar, reservations, earnings and listings. We will email every host the day new features launch.`,
      ],
    },
  ],
};
