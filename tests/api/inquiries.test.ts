import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, mailOutbox, propertyTypes } from '../../src/server/db/schema/index';
import type { MailMessage } from '../../src/server/lib/mailer';
import { MAIL_RETRY_DELAYS_MS } from '../../src/server/lib/outbox/mail-outbox';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

const SALES = 'sales.team@portal.example.lk';
const logLines: Record<string, unknown>[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)));
    done();
  },
});

let t: TestApp;
let host: TestUser;
let guestHouse: string;
beforeAll(async () => {
  // This file sends many inquiries from one host; the limit has its own test below.
  t = await buildTestApp({
    env: { SALES_EMAIL: SALES },
    logger: pino({ level: 'info' }, logSink),
    limits: { inquiryPerAccount: { limit: 1000, windowMs: 60_000 } },
  });
  host = await t.createUser({ firstName: 'Kamala', lastName: 'Subramaniam' });
  [{ name: guestHouse }] = await t.db.select({ name: propertyTypes.name }).from(propertyTypes).where(eq(propertyTypes.id, 3));
});
afterAll(() => t.close());
afterEach(() => t.breakMail(null));

const payload = (patch: Record<string, unknown> = {}) => ({
  planId: 3,
  name: 'Kamala Subramaniam',
  email: 'kamala@example.lk',
  contactNo: '0771234567',
  countryCode: '+94',
  location: 'Old Park Road, Jaffna',
  links: ['https://www.airbnb.com/rooms/123456'],
  propertyTypeId: 3,
  description: 'Two apartments near the fort; we would like online payments.',
  customerId: host.id,
  ...patch,
});

const send = (body: unknown) =>
  t.inject({ method: 'POST', url: '/api/v1/web/inquiries', headers: t.authFor(host), payload: body as object });

describe('createInquiry', () => {
  it('stores a valid inquiry with the caller and the local number without its leading 0', async () => {
    const response = await send(payload());
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe('Thank you for connecting with us. Your inquiry send successfully');
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, data.id));
    expect(row).toMatchObject({
      userId: host.id,
      customerId: host.id,
      planId: 3,
      propertyTypeId: 3,
      name: 'Kamala Subramaniam',
      contactNo: '771234567',
      countryCode: '+94',
      location: 'Old Park Road, Jaffna',
      links: ['https://www.airbnb.com/rooms/123456'],
    });
  });

  it.each([
    ['name', { name: '' }, 'Name cannot be empty'],
    ['name', { name: '   ' }, 'Name cannot be just spaces'],
    ['email', { email: '' }, 'Email cannot be empty'],
    ['email', { email: 'kamala' }, 'Please enter a valid email address'],
    ['contactNo', { contactNo: '' }, 'Please input the Contact Number'],
    ['contactNo', { contactNo: '1'.repeat(16) }, 'You cannot exceed 15 characters'],
    ['contactNo', { contactNo: '123456' }, 'Please enter a valid contact number'],
    ['location', { location: '' }, 'Address cannot be empty'],
    ['description', { description: '  ' }, 'Message cannot be just spaces'],
    ['links.0', { links: ['a.lk'] }, 'Minimum 6 characters required'],
  ])('refuses an invalid %s with 422 and the spec message', async (field, patch, message) => {
    const body = expectErrorShape(await send(payload(patch)), 422);
    expect(body.message).toEqual({ [field]: message });
    expect(body.error.error_message).toBe(message);
  });

  it('gives the first problem as error_message when several fields are wrong', async () => {
    const body = expectErrorShape(await send(payload({ name: '', email: '', description: '' })), 422);
    expect(body.error.error_message).toBe('Name cannot be empty');
    expect(Object.keys(body.message as object)).toEqual(['name', 'email', 'description']);
  });

  it('refuses an inquiry about the free Starter plan or an unknown property type', async () => {
    expect(Object.keys(expectErrorShape(await send(payload({ planId: 1 })), 422).message as object)).toEqual(['planId']);
    expect(expectErrorShape(await send(payload({ propertyTypeId: 9999 })), 422).message).toEqual({
      propertyTypeId: 'Property Type cannot be empty',
    });
  });
});

/** Sends an inquiry and returns the response with the mails it caused, by purpose. */
async function sendAndCollect(body: unknown) {
  const before = t.mails.length;
  const response = await send(body);
  const mails = t.mails.slice(before);
  const byPurpose = (purpose: string) => mails.filter((m) => m.purpose === purpose);
  return { response, mails, sales: byPurpose('inquiry-sales'), confirmation: byPurpose('inquiry-confirmation') };
}

const only = (mails: MailMessage[]) => {
  expect(mails).toHaveLength(1);
  return mails[0]!;
};

describe('createInquiry mails', () => {
  it('mails every field of the inquiry to SALES_EMAIL, with Reply-To set to the inquirer', async () => {
    const { response, sales } = await sendAndCollect(
      payload({
        links: ['https://www.airbnb.com/rooms/123456', 'https://www.booking.com/hotel/lk/fort-view.html'],
        description: 'Two apartments near the fort.\nWe would like online payments.',
      }),
    );
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as number;
    const mail = only(sales);
    expect(mail).toMatchObject({
      to: SALES,
      replyTo: 'kamala@example.lk',
      kind: 'inquiry',
      purpose: 'inquiry-sales',
      subject: 'New Full Service inquiry from Kamala Subramaniam',
    });
    for (const part of [
      'Plan: Full Service',
      'Name: Kamala Subramaniam',
      'Email: kamala@example.lk',
      'Contact number: +94 771234567',
      `Property type: ${guestHouse}`,
      'Address: Old Park Road, Jaffna',
      'External URLs:\nhttps://www.airbnb.com/rooms/123456\nhttps://www.booking.com/hotel/lk/fort-view.html',
      'Message:\nTwo apartments near the fort.\nWe would like online payments.',
      `Host account: #${host.id} ${host.email} (Kamala Subramaniam)`,
      `Inquiry: #${id}, received `,
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain('Contact number</strong><br>+94 771234567');
    expect(mail.html).toContain('Two apartments near the fort.<br>We would like online payments.');
    // The form's customerId matches the account, so it is not repeated.
    expect(mail.text).not.toContain('Customer id sent by the form');
  });

  it('names the Reservation Management plan, says when no URLs were given, and shows a customerId that differs from the account', async () => {
    const { sales } = await sendAndCollect(payload({ planId: 2, links: [], customerId: 0 }));
    const mail = only(sales);
    expect(mail.subject).toBe('New Reservation Management inquiry from Kamala Subramaniam');
    expect(mail.text).toContain('Plan: Reservation Management');
    expect(mail.text).toContain('External URLs: None given');
    expect(mail.text).toContain('Customer id sent by the form: 0');
  });

  it('sends the inquirer a confirmation that thanks them and says the sales team will contact them within one working day', async () => {
    const { confirmation } = await sendAndCollect(payload({ email: 'kamala.s@example.lk' }));
    const mail = only(confirmation);
    expect(mail).toMatchObject({ to: 'kamala.s@example.lk', kind: 'inquiry', purpose: 'inquiry-confirmation', subject: 'We received your Full Service inquiry' });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toMatch(/^Hello Kamala Subramaniam,/);
    expect(mail.text).toContain('Thank you for your interest in the Full Service plan');
    expect(mail.text).toContain(`(${guestHouse})`);
    expect(mail.text).toContain('our sales team will contact you, typically within one working day');
    expect(mail.text).toContain('+94 771234567');
    // The free text goes to the sales team only: the confirmation cannot carry someone's message.
    expect(mail.text).not.toContain('Two apartments near the fort');
  });

  it('escapes every value the inquirer typed in the HTML of both mails', async () => {
    const { response, sales, confirmation } = await sendAndCollect(
      payload({
        location: '<img src=x onerror=alert(1)> Galle Road',
        links: ['javascript:alert(1)//"><a href="https://evil.example">'],
        description: '<script>alert("owned")</script> & <b>bold</b>',
      }),
    );
    expect(response.statusCode).toBe(201);
    const html = only(sales).html!;
    expect(html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Galle Road');
    expect(html).toContain('javascript:alert(1)//&quot;&gt;&lt;a href=&quot;https://evil.example&quot;&gt;');
    expect(html).not.toMatch(/<script|<img|<b>|href="javascript|href="https:\/\/evil/i);
    // The plain-text part is not HTML: it keeps the message as typed.
    expect(only(sales).text).toContain('<script>alert("owned")</script>');
    expect(only(confirmation).html).not.toMatch(/<script|<img/i);
  });

  it('sends no mail for an inquiry it refuses', async () => {
    const { response, mails } = await sendAndCollect(payload({ name: '' }));
    expect(response.statusCode).toBe(422);
    expect(mails).toEqual([]);
  });
});

describe('createInquiry when mail fails', () => {
  // A mail that fails waits in the outbox for its next try (lib/outbox): logged as a retry.
  const failures = () => logLines.filter((l) => l.event === 'mail' && l.outcome === 'retry');
  const waiting = async (purpose: string) => (await t.db.select().from(mailOutbox)).filter((row) => (row.message as MailMessage).purpose === purpose);

  it('still stores the inquiry and answers 201 when the mail to the sales team fails, sends the confirmation, and tries the sales mail again', async () => {
    t.breakMail((m) => m.purpose === 'inquiry-sales');
    const logged = failures().length;
    const { response, sales, confirmation } = await sendAndCollect(payload({ name: 'Sunil Jayawardena' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Thank you for connecting with us. Your inquiry send successfully');
    const id = response.json().data.id as number;
    expect(await t.db.select({ name: inquiries.name }).from(inquiries).where(eq(inquiries.id, id))).toEqual([{ name: 'Sunil Jayawardena' }]);
    expect(sales).toEqual([]);
    expect(only(confirmation).to).toBe('kamala@example.lk');
    const [line] = failures().slice(logged);
    expect(line).toMatchObject({ level: 30, purpose: 'inquiry-sales', tries: 1 });
    expect(failures()).toHaveLength(logged + 1);
    const [queued] = await waiting('inquiry-sales');
    expect((queued!.message as MailMessage).text).toContain(`number ${id}`);

    t.breakMail(null);
    t.clock.advance(MAIL_RETRY_DELAYS_MS[0]!);
    await t.app.deps.outbox.worker.runDue();
    expect(t.mails.filter((m) => m.purpose === 'inquiry-sales' && m.text.includes(`number ${id}`))).toHaveLength(1);
    expect(await waiting('inquiry-sales')).toEqual([]);
  });

  it('still stores the inquiry and answers 201 when no mail can be sent at all, logging each failure', async () => {
    t.breakMail(() => true);
    const logged = failures().length;
    const { response, mails } = await sendAndCollect(payload({ name: 'Ruwani Dissanayake' }));
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as number;
    expect(await t.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id))).toHaveLength(1);
    expect(mails).toEqual([]);
    expect(failures().slice(logged).map((l) => l.purpose).sort()).toEqual(['inquiry-confirmation', 'inquiry-sales']);
  });
});

describe('createInquiry limit per account', () => {
  it('answers 429 after the limit, stores and mails nothing more, and counts only valid inquiries', async () => {
    const limited = await buildTestApp({ limits: { inquiryPerAccount: { limit: 2, windowMs: 60 * 60 * 1000 } } });
    try {
      const sender = await limited.createUser();
      const post = (body: unknown) =>
        limited.inject({ method: 'POST', url: '/api/v1/web/inquiries', headers: limited.authFor(sender), payload: body as object });
      const valid = payload({ customerId: sender.id });
      expect((await post({ ...valid, name: '' })).statusCode).toBe(422);
      expect((await post(valid)).statusCode).toBe(201);
      expect((await post(valid)).statusCode).toBe(201);
      const mailsBefore = limited.mails.length;
      const refused = await post(valid);
      expectErrorShape(refused, 429);
      expect(refused.json().error.error_message).toMatch(/^Too many attempts\. Please try again in \d+ minutes$/);
      expect(await limited.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.userId, sender.id))).toHaveLength(2);
      expect(limited.mails.length).toBe(mailsBefore);
      // Another host is not affected.
      const other = await limited.createUser();
      const theirs = await limited.inject({
        method: 'POST',
        url: '/api/v1/web/inquiries',
        headers: limited.authFor(other),
        payload: payload({ customerId: other.id }),
      });
      expect(theirs.statusCode).toBe(201);
      // An hour later the host may ask again.
      limited.clock.advance(60 * 60 * 1000 + 1);
      expect((await post(valid)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
