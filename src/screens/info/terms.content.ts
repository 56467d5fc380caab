import { PRODUCT_NAME } from '../../app/config';
import type { InfoDoc } from './info-doc';

export const terms: InfoDoc = {
  eyebrow: 'Legal',
  title: 'Terms and Conditions',
  intro: `These terms apply to every host who lists a property on ${PRODUCT_NAME}. By creating a host account or submitting a listing you agree to them. Please read them carefully; they explain what we do for you and what we expect in return.`,
  updated: '1 November 2025',
  sections: [
    {
      heading: '1. Your host account',
      paragraphs: [
        'You must be at least 18 years old and legally able to rent out the property you list, as its owner or with the owner’s written permission. Keep your login details private; you are responsible for everything done through your account.',
        'Your profile must show your real name, a working phone number, your NIC or passport number and your address, so that we can verify you and pay you.',
      ],
    },
    {
      heading: '2. Listing your property',
      bullets: [
        'Describe the property honestly: its location, rooms, beds, amenities, photos and house rules must match what guests will find.',
        'Hold any registration or licence that the Sri Lanka Tourism Development Authority or your local authority requires, and give us the number when asked.',
        'Every new listing is reviewed before it goes live. We may ask for changes, decline a listing, or suspend one that breaks these terms.',
        'Keep your calendar and prices up to date. A booking accepted at the price shown must be honoured.',
      ],
    },
    {
      heading: '3. Plans',
      paragraphs: [
        'You choose one plan for each property. Listing Only is free: guests book through us and pay you at the property. Reservation Management adds our reservation team, and guests may pay cash onsite or online. Full Service adds payment collection, channel management and priority support.',
        'Reservation Management and Full Service start with an inquiry; our team confirms the plan and its terms with you before it applies. You may change plan with 30 days’ notice.',
      ],
    },
    {
      heading: '4. Commission and fees',
      paragraphs: [
        'Listing Only carries no commission. On Reservation Management and Full Service we charge a commission on the room price of each completed stay, at the rate shown in your plan agreement and on the price step of the listing wizard, before you publish. We will give you at least 30 days’ notice of any change to a rate.',
        'Taxes that apply to your income from guests, including any tourism levy, remain your responsibility unless we agree otherwise in writing.',
      ],
    },
    {
      heading: '5. Payments and payouts',
      bullets: [
        'Listing Only: guests pay you directly at the property. We do not handle that money.',
        'Reservation Management: guests pay cash at the property or online. Online payments are passed to you, less commission, in the following payout run.',
        'Full Service: we collect every guest payment and pay you out on the 15th day of each month for stays completed in the previous month, less commission. If the 15th is a bank holiday, the payout is sent on the next working day.',
        'Payouts go to the Sri Lankan bank account in your name that you give us. Check your bank details carefully; we cannot recover money sent to an account you entered incorrectly.',
      ],
    },
    {
      heading: '6. Cancellations',
      paragraphs: [
        'Each listing shows the cancellation policy you choose, and that policy applies to guests’ cancellations and refunds.',
        'If you cancel a confirmed booking, tell the guest and us at once. Repeated cancellations by a host, except for reasons beyond your control such as severe weather or a natural disaster, may lead to fees, lower search placement or suspension, because guests rely on their bookings.',
      ],
    },
    {
      heading: '7. Content rules',
      bullets: [
        'Photos and text must be your own or used with permission, and must show the actual property.',
        'No misleading claims, hidden charges, discriminatory rules or offensive language.',
        'Do not include phone numbers, emails or links in listing text to take bookings off the platform.',
        'You give us a licence to show your listing content on our sites, apps and marketing for as long as the listing is live.',
      ],
    },
    {
      heading: '8. Guests, damages and disputes',
      paragraphs: [
        'Treat every guest fairly and with respect. If a guest damages your property, report it with photos within 48 hours of check-out; we will help you contact the guest and, on Full Service, may hold a refundable deposit where your listing requires one.',
      ],
    },
    {
      heading: '9. Ending the agreement',
      paragraphs: [
        'You may unlist a property or close your account at any time after honouring confirmed bookings. We may suspend or end your access if you break these terms, with notice unless the breach is serious. These terms are governed by the laws of the Democratic Socialist Republic of Sri Lanka, and the courts of Colombo have jurisdiction.',
      ],
    },
  ],
};
