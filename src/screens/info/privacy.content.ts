import { PRODUCT_NAME } from '../../app/config';
import { SUPPORT_EMAIL } from '../../app/contact';
import type { InfoDoc } from './info-doc';

export const privacy: InfoDoc = {
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  intro: `This policy explains how ${PRODUCT_NAME} collects, uses and protects the personal data of hosts and of the guests who book with them. We process personal data in line with Sri Lanka’s Personal Data Protection Act No. 9 of 2022 (PDPA).`,
  updated: '1 November 2025',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${PRODUCT_NAME} is the controller of the personal data described here. You can reach our data protection officer at ${SUPPORT_EMAIL}.`,
      ],
    },
    {
      heading: 'What we collect',
      bullets: [
        'Account details: your name, email address, phone number, profile photo and password (stored only as a secure hash).',
        'Verification details: your NIC or passport number and address.',
        'Property details: location, photos, descriptions, prices and calendars.',
        'Payout details: your bank name, branch and account number, on plans where we pay you.',
        'Guest details for your bookings: name, contact details, stay dates and any special requests.',
        'Technical data: sign-in times, device and browser type, and security logs.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'We use personal data to run your account, publish your listings, pass bookings between you and your guests, pay you, prevent fraud and keep the platform secure, and to meet our legal obligations such as tax and accounting rules. We rely on our contract with you, our legitimate interests in running a safe marketplace, and, for marketing messages, your consent, which you may withdraw at any time.',
      ],
    },
    {
      heading: 'Who we share it with',
      bullets: [
        'Guests who book your property see your property name, address after booking, and the contact details you choose to share.',
        'Payment and banking partners who process payouts and online payments.',
        'Service providers who host our systems and send our emails, under contracts that protect your data.',
        'Authorities, when Sri Lankan law requires it.',
      ],
      paragraphs: ['We never sell personal data.'],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep account and listing data while your account is open. Booking and payout records are kept for seven years to meet tax and accounting requirements. Security logs are kept for one year. After that, data is deleted or anonymised.',
      ],
    },
    {
      heading: 'Your rights under the PDPA',
      bullets: [
        'Access the personal data we hold about you.',
        'Have inaccurate data corrected or completed.',
        'Withdraw consent and object to processing, including direct marketing.',
        'Ask us to erase data we no longer need.',
        'Ask us to review a decision made solely by automated processing.',
        'Complain to the Data Protection Authority of Sri Lanka if you believe we have not handled your data lawfully.',
      ],
      paragraphs: [`To use any of these rights, write to ${SUPPORT_EMAIL}. We reply within 21 working days.`],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect data with encryption in transit, hashed passwords, short-lived sign-in tokens, access controls and regular reviews. If a breach ever puts your data at risk, we will tell you and the Data Protection Authority as the law requires.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'The host portal uses only the cookies it needs to keep you signed in, protect forms against forgery and remember your listing in progress. We do not use advertising cookies in the portal.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we make significant changes, we will email you and show a notice in the portal before they take effect.',
      ],
    },
  ],
};
