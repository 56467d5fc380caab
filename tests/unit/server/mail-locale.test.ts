/**
 * Issue 27: a mail written to the outbox for someone else's action (here our team's decision on a
 * listing) is in the recipient's stored language (users.locale), English until they choose one;
 * and every host mail has its Sinhala and Tamil.
 */
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../src/server/lib/mailer';
import { queueModerationMail } from '../../../src/server/modules/moderation/queue-moderation-mail';
import { bookingAlertMail, type BookingAlertInput } from '../../../src/server/modules/mail/booking-alert-mails';
import { changeReviewMail } from '../../../src/server/modules/mail/change-review-mails';
import { passwordChangedMail, signUpAttemptMail, welcomeMail } from '../../../src/server/modules/mail/account-mails';
import { syncConflictMail, type SyncConflictMailInput } from '../../../src/server/modules/mail/sync-conflict-mails';
import { inquiryConfirmationMail, type InquiryForMail } from '../../../src/server/modules/mail/inquiry-mails';
import { LOCALES } from '../../../src/shared/locales';

/** A transaction that finds one host row and keeps what is written to the outbox. */
function fakeTransaction(host: { email: string; firstName: string; locale: string | null }) {
  const queued: MailMessage[] = [];
  const tx = {
    select: () => ({ from: () => ({ where: () => ({ limit: async () => [host] }) }) }),
    insert: () => ({ values: async (row: { message: MailMessage }) => void queued.push(row.message) }),
  };
  return { tx, queued };
}

const queueApproval = async (locale: string | null) => {
  const { tx, queued } = fakeTransaction({ email: 'kumari@example.lk', firstName: 'Kumari', locale });
  await queueModerationMail(tx as never, { config: { publicUrl: 'https://portal.example.lk' }, clock: () => new Date('2031-03-01T00:00:00Z') } as never, {
    action: 'approve',
    change: { ownerId: 7, property: { id: 12, name: 'Lagoon Villa' } } as never,
    reason: null,
  });
  return queued[0]!;
};

describe('a queued mail’s language', () => {
  it('is the recipient’s stored language', async () => {
    const tamil = await queueApproval('ta');
    expect(tamil.subject).toBe('Lagoon Villa அங்கீகரிக்கப்பட்டு வெளியிடப்பட்டது');
    expect(tamil.text).toContain('வணக்கம் Kumari,');
    expect(tamil.html).toContain('<html lang="ta-LK">');
    const sinhala = await queueApproval('si');
    expect(sinhala.subject).toBe('Lagoon Villa අනුමත කර පළ කර ඇත');
  });

  it('is English when the recipient chose none', async () => {
    const english = await queueApproval(null);
    expect(english.subject).toBe('Lagoon Villa is approved and live');
    expect(english.html).toContain('<html lang="en">');
  });
});

const reservation = {
  code: 'LK7H3K9Q', propertyName: 'Lagoon Villa', unitName: 'Garden Room', guestName: 'Anoma Silva', checkIn: '2031-12-20', checkOut: '2031-12-23',
  nights: 3, adults: 2, children: 1, channel: 'airbnb', currency: 'USD', amount: 300, net: 255, specialRequests: null, cancelReason: 'Flight cancelled',
} as unknown as BookingAlertInput['reservation'];
const recipient = { to: 'host@example.lk', name: 'Nimal', publicUrl: 'https://portal.example.lk' };
const conflicts = [
  {
    propertyId: 3, propertyName: 'Lagoon Villa', unitName: 'Garden Room', feedName: 'Airbnb calendar', channel: 'airbnb',
    event: { kind: 'reserved', startsOn: '2031-03-10', endsOn: '2031-03-13' },
    reservation: { code: 'LK7H3K9Q', guestName: 'Anoma Silva', channel: 'manual', checkIn: '2031-03-10', checkOut: '2031-03-12' }, block: null,
  },
] as unknown as SyncConflictMailInput['conflicts'];
const inquiry = {
  id: 4, createdAt: new Date('2031-03-01T00:00:00Z'), planName: 'Full Service', propertyTypeName: 'Villa', name: 'Nimal', email: 'nimal@example.lk',
  countryCode: '+94', contactNo: '771234567', location: 'Galle', links: [], description: 'Hi', customerId: 1, account: { id: 1, email: null, name: null },
} as InquiryForMail;

/** Every host mail in one language. */
const allMails = (locale: (typeof LOCALES)[number]) => [
  welcomeMail(recipient, locale),
  passwordChangedMail(recipient, { twoStepOn: true, locale }),
  signUpAttemptMail(recipient, locale),
  ...(['newReservation', 'awaitingConfirmation', 'dateChange', 'cancellation'] as const).map((kind) =>
    bookingAlertMail(kind, { to: 'host@example.lk', hostName: 'Nimal', publicUrl: 'https://portal.example.lk', reservation, previousDates: { checkIn: '2031-12-19', checkOut: '2031-12-22' } }, locale),
  ),
  changeReviewMail({ to: 'h@example.lk', hostName: 'Nimal', publicUrl: 'https://p.example.lk', propertyId: 3, propertyName: null, decision: 'reject', sections: ['Name'], note: 'Too long' }, locale),
  syncConflictMail({ to: 'h@example.lk', hostName: 'Nimal', publicUrl: 'https://p.example.lk', conflicts }, locale),
  syncConflictMail({ to: 'h@example.lk', hostName: 'Nimal', publicUrl: 'https://p.example.lk', conflicts: [...conflicts, ...conflicts] }, locale),
  inquiryConfirmationMail(inquiry, 'https://p.example.lk', locale),
];

describe('the host mails in Sinhala and Tamil', () => {
  const english = allMails('en');

  it('keep the English as it was', () => {
    expect(english[0]!.subject).toBe('Welcome! Your host account is ready');
    expect(english[4]!.text).toContain('2 adults, 1 child');
    expect(english[9]!.subject).toBe('2 calendar conflicts at Lagoon Villa need your attention');
  });

  for (const locale of ['si', 'ta'] as const) {
    it(`are written in ${locale}, with every value of the English`, () => {
      const mails = allMails(locale);
      const script = locale === 'si' ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/;
      mails.forEach((mail, index) => {
        expect(mail.subject, `${index}`).toMatch(script);
        expect(mail.subject, `${index}`).not.toBe(english[index]!.subject);
        for (const value of ['LK7H3K9Q', 'Anoma Silva', 'Lagoon Villa', '+94 771234567', 'Full Service']) {
          if (english[index]!.text.includes(value)) expect(mail.text, `${index}: ${value}`).toContain(value);
        }
      });
    });
  }
});

describe('the dates and amounts in a host mail', () => {
  const alert = (locale: (typeof LOCALES)[number]) =>
    bookingAlertMail('newReservation', { to: 'host@example.lk', hostName: 'Nimal', publicUrl: 'https://portal.example.lk', reservation }, locale);
  // The expected Tamil date is Node's own ICU (CLDR), not the portal's formatting module.
  const tamilDay = new Intl.DateTimeFormat('ta-LK', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Colombo' }).format(Date.UTC(2031, 11, 20));

  it('follow the host’s language, as the screens write them', () => {
    expect(alert('en').text).toContain('20 Dec 2031');
    const tamil = alert('ta');
    expect(tamil.text).toContain(tamilDay);
    expect(tamil.subject).toContain(tamilDay);
    expect(tamil.text).not.toContain('Dec 2031');
    // Sinhala writes the year first and the month in Sinhala (CLDR's pattern y MMM d).
    const sinhala = alert('si');
    expect(sinhala.text).toMatch(/2031 [\u0D80-\u0DFF]+ 20/u);
    expect(sinhala.text).not.toContain('Dec 2031');
  });

  it('name the conflict’s nights in the host’s language too', () => {
    const tamil = syncConflictMail({ to: 'h@example.lk', hostName: 'Nimal', publicUrl: 'https://p.example.lk', conflicts }, 'ta');
    expect(tamil.text).not.toMatch(/Mar 2031/);
    expect(tamil.subject).toContain(new Intl.DateTimeFormat('ta-LK', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Colombo' }).format(Date.UTC(2031, 2, 10)));
  });
});
