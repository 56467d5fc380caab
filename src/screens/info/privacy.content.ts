import { msg } from '@lingui/core/macro';
import { PRODUCT_NAME } from '../../app/config';
import { SUPPORT_EMAIL } from '../../app/contact';
import type { InfoDoc } from './info-doc';

export const privacy: InfoDoc = {
  eyebrow: msg`Legal`,
  title: msg`Privacy Policy`,
  intro: msg`This policy explains how ${PRODUCT_NAME} collects, uses and protects the personal data of hosts and of the guests who book with them. We process personal data in line with Sri Lanka’s Personal Data Protection Act No. 9 of 2022 (PDPA).`,
  updated: msg`1 November 2025`,
  sections: [
    {
      heading: msg`Who we are`,
      paragraphs: [
        msg`${PRODUCT_NAME} is the controller of the personal data described here. You can reach our data protection officer at ${SUPPORT_EMAIL}.`,
      ],
    },
    {
      heading: msg`What we collect`,
      bullets: [
        msg`Account details: your name, email address, phone number, profile photo and password (stored only as a secure hash).`,
        msg`Verification details: your NIC or passport number and address.`,
        msg`Property details: location, photos, descriptions, prices and calendars.`,
        msg`Payout details: your bank name, branch and account number, on plans where we pay you.`,
        msg`Guest details for your bookings: name, contact details, stay dates and any special requests.`,
        msg`Technical data: sign-in times, device and browser type, and security logs.`,
      ],
    },
    {
      heading: msg`Why we use it`,
      paragraphs: [
        msg`We use personal data to run your account, publish your listings, pass bookings between you and your guests, pay you, prevent fraud and keep the platform secure, and to meet our legal obligations such as tax and accounting rules. We rely on our contract with you, our legitimate interests in running a safe marketplace, and, for marketing messages, your consent, which you may withdraw at any time.`,
      ],
    },
    {
      heading: msg`Who we share it with`,
      bullets: [
        msg`Guests who book your property see your property name, address after booking, and the contact details you choose to share.`,
        msg`Payment and banking partners who process payouts and online payments.`,
        msg`Service providers who host our systems and send our emails, under contracts that protect your data.`,
        msg`Authorities, when Sri Lankan law requires it.`,
      ],
      paragraphs: [msg`We never sell personal data.`],
    },
    {
      heading: msg`How long we keep it`,
      paragraphs: [
        msg`We keep account and listing data while your account is open. Booking and payout records are kept for seven years to meet tax and accounting requirements. Security logs are kept for one year. After that, data is deleted or anonymised.`,
      ],
    },
    {
      heading: msg`Your rights under the PDPA`,
      bullets: [
        msg`Access the personal data we hold about you.`,
        msg`Have inaccurate data corrected or completed.`,
        msg`Withdraw consent and object to processing, including direct marketing.`,
        msg`Ask us to erase data we no longer need.`,
        msg`Ask us to review a decision made solely by automated processing.`,
        msg`Complain to the Data Protection Authority of Sri Lanka if you believe we have not handled your data lawfully.`,
      ],
      paragraphs: [msg`To use any of these rights, write to ${SUPPORT_EMAIL}. We reply within 21 working days.`],
    },
    {
      heading: msg`Security`,
      paragraphs: [
        msg`We protect data with encryption in transit, hashed passwords, short-lived sign-in tokens, access controls and regular reviews. If a breach ever puts your data at risk, we will tell you and the Data Protection Authority as the law requires.`,
      ],
    },
    {
      heading: msg`Cookies`,
      paragraphs: [
        msg`The host portal uses only the cookies it needs to keep you signed in, protect forms against forgery and remember your listing in progress. We do not use advertising cookies in the portal.`,
      ],
    },
    {
      heading: msg`Changes to this policy`,
      paragraphs: [
        msg`If we make significant changes, we will email you and show a notice in the portal before they take effect.`,
      ],
    },
  ],
};
