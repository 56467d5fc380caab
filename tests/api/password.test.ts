import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index';
import { createAdmin } from '../../src/server/modules/auth/create-admin';
import { accounts, refreshCookieOf } from './helpers/accounts';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let a: ReturnType<typeof accounts>;
beforeAll(async () => {
  t = await buildTestApp();
  a = accounts(t);
});
afterAll(() => t.close());

async function signedIn(email: string, password: string) {
  const response = await a.signIn(email, password);
  expect(response.statusCode).toBe(200);
  return { access: { authorization: `Bearer ${response.json().data.accessToken}` }, refresh: refreshCookieOf(response)!.value };
}

describe('updatePassword with a reset key (forgot password)', () => {
  it('resets the password, ends every session, mails a notice, and the old password stops working', async () => {
    const user = await t.createUser();
    const laptop = await signedIn(user.email, user.password);
    const { key } = (await a.sendOtp(user.email, 'FORGOT_PASSWORD')).json().data;
    const validated = await a.validateOtp(key, a.lastMail(user.email, 'otp')!.otp!);
    expect(validated.statusCode).toBe(200);
    const { resetKey } = validated.json().data;
    expect(resetKey).toBeTruthy();
    expect(validated.json().data.accessToken).toBeUndefined();

    const reset = await a.putPassword({ password: 'Kandy2031x', resetKey });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password was changed. Please sign in with your new password');
    expect(a.lastMail(user.email, 'password-changed')?.subject).toBe('Your password was changed');
    expectErrorShape(await a.renew(laptop.refresh), 401);
    expectErrorShape(await a.signIn(user.email, user.password), 401);
    expect((await a.signIn(user.email, 'Kandy2031x')).statusCode).toBe(200);
    // the key worked once
    expectErrorShape(await a.putPassword({ password: 'Galle2031xy', resetKey }), 422);
  });

  it('keeps the reset key when the new password breaks the rule, and refuses a made-up key', async () => {
    const user = await t.createUser();
    const { key } = (await a.sendOtp(user.email, 'FORGOT_PASSWORD')).json().data;
    const { resetKey } = (await a.validateOtp(key, a.lastMail(user.email, 'otp')!.otp!)).json().data;
    expect(expectErrorShape(await a.putPassword({ password: 'short', resetKey }), 422).message).toHaveProperty('password');
    expect(expectErrorShape(await a.putPassword({ password: 'Qwerty123', resetKey }), 422).message).toEqual({
      password: 'This password is too easy to guess. Please choose a less common one',
    });
    expect((await a.putPassword({ password: 'Jaffna2031z', resetKey })).statusCode).toBe(200);
    expect(expectErrorShape(await a.putPassword({ password: 'Jaffna2031z', resetKey: 'x'.repeat(43) }), 422).message).toHaveProperty('resetKey');
  });

  it('lets a reset key expire after 15 minutes', async () => {
    const user = await t.createUser();
    const { key } = (await a.sendOtp(user.email, 'FORGOT_PASSWORD')).json().data;
    const { resetKey } = (await a.validateOtp(key, a.lastMail(user.email, 'otp')!.otp!)).json().data;
    t.clock.advance(15 * 60 * 1000 + 1);
    expectErrorShape(await a.putPassword({ password: 'Jaffna2031z', resetKey }), 422);
  });
});

describe('updatePassword when signed in', () => {
  it('needs the current password, revokes the other sessions, keeps the caller signed in and mails a notice', async () => {
    const user = await t.createUser({ password: 'Mangosteen2031q' });
    const phone = await signedIn(user.email, user.password);
    const laptop = await signedIn(user.email, user.password);

    expect(expectErrorShape(await a.putPassword({ password: 'Rambutan2031' }, laptop.access), 422).message).toEqual({
      currentPassword: 'Please enter your current password',
    });
    expect(expectErrorShape(await a.putPassword({ password: 'Rambutan2031', currentPassword: 'Wrong2031x' }, laptop.access), 422).message).toEqual({
      currentPassword: 'Your current password is not correct',
    });
    expect(expectErrorShape(await a.putPassword({ password: user.password, currentPassword: user.password }, laptop.access), 422).message).toEqual({
      password: 'Your new password must be different from your current one',
    });
    const mailsBefore = a.mailsTo(user.email).length;
    const changed = await a.putPassword({ password: 'Rambutan2031', currentPassword: user.password }, laptop.access);
    expect(changed.statusCode).toBe(200);
    expect(a.mailsTo(user.email)).toHaveLength(mailsBefore + 1);
    expect(a.lastMail(user.email)?.kind).toBe('password-changed');

    expectErrorShape(await a.renew(phone.refresh), 401);
    expectErrorShape(await a.renew(laptop.refresh), 401);
    const fresh = refreshCookieOf(changed)!.value;
    expect((await a.renew(fresh)).statusCode).toBe(200);
    expect((await a.signIn(user.email, 'Rambutan2031')).statusCode).toBe(200);
  });

  it('checks at most the limit of 51 concurrent current passwords, so the right one among 50 wrong ones cannot slip through', async () => {
    const user = await t.createUser();
    const { access } = await signedIn(user.email, user.password);
    const guesses = [...Array.from({ length: 50 }, (_, i) => `Wrong${2031 + i}x`), user.password];
    const answers = await Promise.all(guesses.map((currentPassword) => a.putPassword({ password: 'Rambutan2031', currentPassword }, access)));
    // 422 and 200 were checked against the hash; 429 was refused before it (5: the production limit per account and address).
    expect(answers.filter((answer) => answer.statusCode !== 429).length).toBeLessThanOrEqual(5);
  });

  it('answers 401 without a session or a reset key', async () => {
    expectErrorShape(await a.putPassword({ password: 'Rambutan2031', currentPassword: 'Ceylon2026' }), 401);
  });
});

describe('admin:create and the first-time reset', () => {
  it('creates an admin with a temporary password that signs in flagged mustResetPassword, then resets without the old one', async () => {
    const { id, password } = await createAdmin({ db: t.db, email: 'Chaminda.Admin@example.lk', firstName: 'Chaminda', lastName: 'Rajapaksa' });
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[0-9]).{16}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: 'ADMIN', mustResetPassword: true });
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    await expect(createAdmin({ db: t.db, email: 'chaminda.admin@example.lk', firstName: 'A', lastName: 'B' })).rejects.toThrow(/already exists/);

    const first = await a.signIn('chaminda.admin@example.lk', password);
    expect(first.json().data.user).toMatchObject({ mustResetPassword: true, role: { guard: 'ADMIN' } });
    const access = { authorization: `Bearer ${first.json().data.accessToken}` };
    // The temporary password is not a new one (issue 23, item 18).
    const kept = expectErrorShape(await a.putPassword({ password }, access), 422);
    expect(kept.message).toEqual({ password: 'Please choose a new password of your own, not the temporary one' });
    expect((await a.putPassword({ password: 'Monsoon2031k' }, access)).statusCode).toBe(200);

    const again = await a.signIn('chaminda.admin@example.lk', 'Monsoon2031k');
    expect(again.json().data.user.mustResetPassword).toBe(false);
    expectErrorShape(await a.signIn('chaminda.admin@example.lk', password), 401);
  });
});
