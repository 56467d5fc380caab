import { msg } from '@lingui/core/macro';
import { PRODUCT_NAME } from '../../app/config';
import type { InfoDoc } from './info-doc';

export const terms: InfoDoc = {
  eyebrow: msg`Legal`,
  title: msg`Terms and Conditions`,
  intro: msg`These terms apply to every host who lists a property on ${PRODUCT_NAME}. By creating a host account or submitting a listing you agree to them. Please read them carefully; they explain what we do for you and what we expect in return.`,
  updated: msg`1 November 2025`,
  sections: [
    {
      heading: msg`1. Your host account`,
      paragraphs: [
        msg`You must be at least 18 years old and legally able to rent out the property you list, as its owner or with the owner’s written permission. Keep your login details private; you are responsible for everything done through your account.`,
        msg`Your profile must show your real name, a working phone number, your NIC or passport number and your address, so that we can verify you and pay you.`,
      ],
    },
    {
      heading: msg`2. Listing your property`,
      bullets: [
        msg`Describe the property honestly: its location, rooms, beds, amenities, photos and house rules must match what guests will find.`,
        msg`Hold any registration or licence that the Sri Lanka Tourism Development Authority or your local authority requires, and give us the number when asked.`,
        msg`Every new listing is reviewed before it goes live. We may ask for changes, decline a listing, or suspend one that breaks these terms.`,
        msg`Keep your calendar and prices up to date. A booking accepted at the price shown must be honoured.`,
      ],
    },
    {
      heading: msg`3. Plans`,
      paragraphs: [
        msg`You choose one plan for each property. Listing Only is free: guests book through us and pay you at the property. Reservation Management adds our reservation team, and guests may pay cash onsite or online. Full Service adds payment collection, channel management and priority support.`,
        msg`Reservation Management and Full Service start with an inquiry; our team confirms the plan and its terms with you before it applies. You may change plan with 30 days’ notice.`,
      ],
    },
    {
      heading: msg`4. Commission and fees`,
      paragraphs: [
        msg`Listing Only carries no commission. On Reservation Management and Full Service we charge a commission on the room price of each completed stay, at the rate shown in your plan agreement and on the price step of the listing wizard, before you publish. We will give you at least 30 days’ notice of any change to a rate.`,
        msg`Taxes that apply to your income from guests, including any tourism levy, remain your responsibility unless we agree otherwise in writing.`,
      ],
    },
    {
      heading: msg`5. Payments and payouts`,
      bullets: [
        msg`Listing Only: guests pay you directly at the property. We do not handle that money.`,
        msg`Reservation Management: guests pay cash at the property or online. Online payments are passed to you, less commission, in the following payout run.`,
        msg`Full Service: we collect every guest payment and pay you out on the 15th day of each month for stays completed in the previous month, less commission. If the 15th is a bank holiday, the payout is sent on the next working day.`,
        msg`Payouts go to the Sri Lankan bank account in your name that you give us. Check your bank details carefully; we cannot recover money sent to an account you entered incorrectly.`,
      ],
    },
    {
      heading: msg`6. Cancellations`,
      paragraphs: [
        msg`Each listing shows the cancellation policy you choose, and that policy applies to guests’ cancellations and refunds.`,
        msg`If you cancel a confirmed booking, tell the guest and us at once. Repeated cancellations by a host, except for reasons beyond your control such as severe weather or a natural disaster, may lead to fees, lower search placement or suspension, because guests rely on their bookings.`,
      ],
    },
    {
      heading: msg`7. Content rules`,
      bullets: [
        msg`Photos and text must be your own or used with permission, and must show the actual property.`,
        msg`No misleading claims, hidden charges, discriminatory rules or offensive language.`,
        msg`Do not include phone numbers, emails or links in listing text to take bookings off the platform.`,
        msg`You give us a licence to show your listing content on our sites, apps and marketing for as long as the listing is live.`,
      ],
    },
    {
      heading: msg`8. Guests, damages and disputes`,
      paragraphs: [
        msg`Treat every guest fairly and with respect. If a guest damages your property, report it with photos within 48 hours of check-out; we will help you contact the guest and, on Full Service, may hold a refundable deposit where your listing requires one.`,
      ],
    },
    {
      heading: msg`9. Ending the agreement`,
      paragraphs: [
        msg`You may unlist a property or close your account at any time after honouring confirmed bookings. We may suspend or end your access if you break these terms, with notice unless the breach is serious. These terms are governed by the laws of the Democratic Socialist Republic of Sri Lanka, and the courts of Colombo have jurisdiction.`,
      ],
    },
  ],
};
