/**
 * Issue 27: the interface language stored on the account, and the code mails written in the
 * caller's language (the language cookie, else the account's, else Accept-Language).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../src/shared/locales';
import { accounts } from './helpers/accounts';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ firstName: 'Kumari' });
  other = await t.createUser({ firstName: 'Selvi' });
});
afterAll(() => t.close());

const putLocale = (user: TestUser | null, body: unknown) =>
  t.inject({ method: 'PUT', url: '/api/v1/web/profile/locale', headers: user ? t.authFor(user) : {}, payload: body as Record<string, unknown> });
const me = async (user: TestUser) => (await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: t.authFor(user) })).json().data.user;

describe('the account’s language', () => {
  it('is null until chosen', async () => {
    expect((await me(host)).locale).toBeNull();
  });

  it('is stored and returned with the user (who am I, profile)', async () => {
    const response = await putLocale(host, { locale: 'si' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { locale: 'si' } });
    expect((await me(host)).locale).toBe('si');
    const profile = await t.inject({ method: 'GET', url: '/api/v1/web/profile', headers: t.authFor(host) });
    expect(profile.json().data.user.locale).toBe('si');
    await putLocale(host, { locale: 'ta' });
    expect((await me(host)).locale).toBe('ta');
  });

  it('changes only the caller’s own account', async () => {
    expect((await me(other)).locale).toBeNull();
  });

  it('refuses a language the portal does not speak, or anything else, with 400', async () => {
    for (const body of [{ locale: 'fr' }, { locale: 'SI' }, { locale: '' }, {}, { locale: 'si', userId: other.id }]) {
      expectErrorShape(await putLocale(host, body), 400);
    }
    expect((await me(host)).locale).toBe('ta');
  });

  it('needs a signed-in caller', async () => {
    expectErrorShape(await putLocale(null, { locale: 'si' }), 401);
  });
});

describe('the code mails’ language', () => {
  const flows = () => accounts(t);

  it('follows the language cookie at sign-up, whatever the browser’s languages', async () => {
    const email = 'nimali.si@example.lk';
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/web/auth/sign-up/email',
      headers: { cookie: `${LOCALE_COOKIE}=si`, 'accept-language': 'en-GB,en;q=0.9' },
      payload: { firstName: 'Nimali', lastName: 'Perera', email, countryCode: '+94', contactNo: '0771234567', password: 'Lagoon2031' },
    });
    expect(response.statusCode).toBe(202);
    const mail = flows().lastMail(email, 'otp')!;
    expect(mail.subject).toBe('ඔබේ විද්‍යුත් තැපැල් ලිපිනය තහවුරු කිරීමේ කේතය');
    expect(mail.text).toContain('ආයුබෝවන් Nimali,');
    expect(mail.text).toContain(mail.otp);
    expect(mail.html).toContain('<html lang="si-LK">');
  });

  it('takes Accept-Language without a cookie, and English for other languages', async () => {
    await flows().signUp({ email: 'english@example.lk' });
    expect(flows().lastMail('english@example.lk', 'otp')!.subject).toBe('Your code to verify your email address');
    await t.inject({
      method: 'POST',
      url: '/api/v1/web/auth/sign-up/email',
      headers: { 'accept-language': 'fr;q=0.9, ta-LK;q=0.8' },
      payload: { firstName: 'Selvi', lastName: 'Raj', email: 'selvi.ta@example.lk', countryCode: '+94', contactNo: '0771234567', password: 'Lagoon2031' },
    });
    const mail = flows().lastMail('selvi.ta@example.lk', 'otp')!;
    expect(mail.subject).toBe('உங்கள் மின்னஞ்சல் முகவரியைச் சரிபார்க்கும் குறியீடு');
    expect(mail.html).toContain('<html lang="ta-LK">');
  });

  it('uses the account’s stored language for a password code asked without a cookie', async () => {
    const response = await flows().sendOtp(host.email, 'FORGOT_PASSWORD');
    expect(response.statusCode).toBe(202);
    expect(flows().lastMail(host.email, 'otp')!.subject).toBe('உங்கள் கடவுச்சொல்லை மீட்டமைக்கும் குறியீடு');
  });
});

describe('API errors in the caller’s language', () => {
  const signUp = (headers: Record<string, string>) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/web/auth/sign-up/email',
      headers,
      payload: { firstName: 'R2D2', lastName: 'Perera', email: 'not-an-email', countryCode: '+94', contactNo: '0771234567', password: 'Lagoon2031' },
    });

  it('answers an English request with the spec’s exact English', async () => {
    const body = expectErrorShape(await signUp({ 'accept-language': 'en-GB,en;q=0.9' }), 422);
    expect(body.message).toEqual({ firstName: 'Please enter a valid name', email: 'Please enter a valid email address' });
    expect(body.error.error_message).toBe('Please enter a valid name');
  });

  it('answers in Tamil for the language cookie, with the same status and fields', async () => {
    const body = expectErrorShape(await signUp({ cookie: `${LOCALE_COOKIE}=ta`, 'accept-language': 'en' }), 422);
    expect(body.message).toEqual({ firstName: 'சரியான பெயரை உள்ளிடுங்கள்', email: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்' });
    expect(body.error.fields).toEqual(body.message);
    expect(body.error.error_message).toBe('சரியான பெயரை உள்ளிடுங்கள்');
  });

  it('answers in Sinhala for Accept-Language without a cookie', async () => {
    const body = expectErrorShape(await signUp({ 'accept-language': 'si-LK,en;q=0.5' }), 422);
    expect(body.message).toEqual({ firstName: 'කරුණාකර වලංගු නමක් ඇතුළත් කරන්න', email: 'කරුණාකර වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න' });
  });

  it('keeps the error code and puts the sentence into the language (two-step required, signed out)', async () => {
    const english = expectErrorShape(await t.inject({ method: 'GET', url: '/api/v1/auth/me' }), 401);
    const tamil = expectErrorShape(await t.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: `${LOCALE_COOKIE}=ta` } }), 401);
    expect(english.error.error_message).toBe('Sign in to continue');
    expect(tamil.error.error_message).toBe('தொடர உள்நுழைக');
    expect(tamil.error.code).toBe(english.error.code);
  });

  it('puts request validation (the schema’s own refusals) into the language too', async () => {
    const response = await t.inject({ method: 'PUT', url: '/api/v1/web/profile/locale', headers: { ...t.authFor(host), 'accept-language': 'ta' }, payload: {} });
    const body = expectErrorShape(response, 400);
    expect(body.error.error_message).toBe('locale தேவை');
  });
});
