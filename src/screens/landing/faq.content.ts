import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// Messages, read in the active language by the accordion (i18n._).
type FaqItem = { id: string; question: MessageDescriptor; answer: MessageDescriptor[] };

export const FAQ: FaqItem[] = [
  {
    id: 'listing',
    question: msg`How do I list my property?`,
    answer: [
      msg`Create a free host account, click List Your Property and follow the guided steps: property type, location, rooms, photos, prices and policies. Your progress is saved after every step, so you can stop and continue later on any device. When you submit, our team reviews the listing, usually within two working days, and it goes live once approved.`,
    ],
  },
  {
    id: 'payments',
    question: msg`How do guests pay for their stay?`,
    answer: [
      msg`It depends on your plan. With Listing Only, guests pay you directly at the property. With Reservation Management, guests can pay cash onsite or pay online when they book. With Full Service, we collect every payment online on your behalf.`,
    ],
  },
  {
    id: 'featured',
    question: msg`Can I upgrade to a featured listing?`,
    answer: [
      msg`Yes. Featured listings appear at the top of search results and on our guest site’s home page for the areas you choose. You can request a featured upgrade for any approved listing from your dashboard or by contacting host support, and we will confirm the price and dates before anything is charged.`,
    ],
  },
  {
    id: 'damages',
    question: msg`What happens if a guest damages my property?`,
    answer: [
      msg`Report it to host support with photos within 48 hours of check-out. We contact the guest on your behalf and help agree a fair settlement. On Full Service you can also require a refundable damage deposit, which we hold until check-out.`,
    ],
  },
  {
    id: 'ical',
    question: msg`Can I sync my calendar with other sites through iCal?`,
    answer: [
      msg`Yes. Each unit has its own iCal export link that you can paste into Airbnb, Booking.com or any other site, and you can add their iCal links to import their bookings. Calendars are checked every 15 minutes and whenever you press Sync now, so the same night is never sold twice.`,
    ],
  },
  {
    id: 'contact-guests',
    question: msg`How do I contact my guests?`,
    answer: [
      msg`Each reservation shows the guest’s name, phone number and email, and their special requests. You can call or email them directly to arrange arrival details. On Reservation Management and Full Service, our team also answers guests’ questions for you before they arrive.`,
    ],
  },
  {
    id: 'getting-paid',
    question: msg`When and how do I get paid?`,
    answer: [
      msg`With Listing Only and cash bookings, you are paid by the guest at your property. For online payments we transfer your earnings, less commission, to the Sri Lankan bank account you add to your profile. Full Service hosts are paid every 15th day of the month for stays completed in the previous month, and every payout appears in your earnings report.`,
    ],
  },
  {
    id: 'cancelling',
    question: msg`What if I need to cancel a booking?`,
    answer: [
      msg`Cancel from the reservation page and give a reason; the guest is told at once and refunded according to your cancellation policy. Please cancel only when you must, because guests rely on their plans and frequent host cancellations lower your listing in search results. If you cannot host because of an emergency or severe weather, contact support and we will help find the guest another stay.`,
    ],
  },
];
