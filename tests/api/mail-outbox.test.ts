import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, properties, propertyModerationEvents } from '../../src/server/db/schema/index';
import type { MailMessage, Mailer } from '../../src/server/lib/mailer';
import { createMailOutbox, MAIL_RETRY_DELAYS_MS } from '../../src/server/lib/outbox/mail-outbox';
import { queueMail } from '../../src/server/lib/outbox/queue-mail';
import { createBackgroundTasks } from '../../src/server/lib/background-tasks';
import { expectErrorShape } from './helpers/expect-error-shape';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(() => t?.close());

async function listingWaitingForReview(owner: TestUser): Promise<number> {
  const [row] = await t.db.insert(properties).values({ ownerId: owner.id, planId: 1, status: 'pending_review', name: 'Palm Shade Villa' }).returning({ id: properties.id });
  return row.id;
}
const approve = (id: number) => t.inject({ method: 'POST', url: `/api/v1/web/admin/properties/${id}/approve`, headers: t.authFor(admin) });
const statusOf = async (id: number) => (await t.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]!.status;
const historyOf = (id: number) => t.db.select().from(propertyModerationEvents).where(eq(propertyModerationEvents.propertyId, id));
const queuedTo = async (to: string) =>
  (await t.db.select().from(mailOutbox)).filter((row) => (row.message as MailMessage).to === to);
const sentTo = (to: string) => t.mails.filter((mail) => mail.to === to);

describe('the mail outbox', () => {
  it('commits a decision with its mail: the mail server down, the listing is approved and its mail waits in the outbox', async () => {
    const host = await t.createUser();
    const id = await listingWaitingForReview(host);
    t.breakMail((mail) => mail.to === host.email);
    try {
      expect((await approve(id)).statusCode).toBe(200);
    } finally {
      t.breakMail(null);
    }
    expect(await statusOf(id)).toBe('listed');
    const [waiting] = await queuedTo(host.email);
    expect(waiting).toMatchObject({ attempts: 1, lockedBy: null });
    expect(waiting!.lastError).toContain('ECONNREFUSED');
    // Due again one retry delay after the failed try.
    const dueIn = waiting!.deliverAt!.getTime() - t.clock().getTime();
    expect(dueIn).toBeGreaterThan(MAIL_RETRY_DELAYS_MS[0]! - 10_000);
    expect(dueIn).toBeLessThanOrEqual(MAIL_RETRY_DELAYS_MS[0]!);
    expect(sentTo(host.email)).toEqual([]);

    // Not before its time; then once, and it leaves the outbox.
    expect(await t.app.deps.outbox.worker.runDue()).not.toContain(waiting!.id);
    t.clock.advance(dueIn + 1);
    expect(await t.app.deps.outbox.worker.runDue()).toContain(waiting!.id);
    expect(sentTo(host.email).map((mail) => mail.purpose)).toEqual(['approve']);
    expect(await queuedTo(host.email)).toEqual([]);
    await t.app.deps.outbox.worker.runDue();
    expect(sentTo(host.email)).toHaveLength(1);
  });

  it('sends the mail of a committed change at once and keeps nothing behind', async () => {
    const host = await t.createUser();
    expect((await approve(await listingWaitingForReview(host))).statusCode).toBe(200);
    expect(sentTo(host.email)).toHaveLength(1);
    expect(await queuedTo(host.email)).toEqual([]);
  });

  it('rolls a decision back with its mail: when the mail cannot be written, the listing is not approved', async () => {
    const host = await t.createUser();
    const id = await listingWaitingForReview(host);
    await t.db.execute(sql`create function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'outbox refused (test)'; end $$`);
    await t.db.execute(sql`create trigger refuse_outbox before insert on mail_outbox for each row execute function refuse_outbox()`);
    try {
      expectErrorShape(await approve(id), 500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_outbox on mail_outbox`);
      await t.db.execute(sql`drop function refuse_outbox()`);
    }
    expect(await statusOf(id)).toBe('pending_review');
    expect(await historyOf(id)).toEqual([]);
    expect(await queuedTo(host.email)).toEqual([]);
    expect(sentTo(host.email)).toEqual([]);
  });

  it('writes no mail for a change that is refused', async () => {
    const host = await t.createUser();
    const id = await listingWaitingForReview(host);
    expect((await approve(id)).statusCode).toBe(200);
    expectErrorShape(await approve(id), 409);
    expect(sentTo(host.email)).toHaveLength(1);
    expect(await queuedTo(host.email)).toEqual([]);
  });

  it('never sends a mail twice when two workers deliver at the same time', async () => {
    const to = (n: number) => `outbox-${n}.${process.pid}@example.lk`;
    for (let n = 0; n < 12; n += 1) await queueMail(t.db, { to: to(n), subject: `Mail ${n}`, text: 'Hello', kind: 'inquiry' }, t.clock());
    const sent: string[] = [];
    // A mail server that takes a moment, so both workers are busy at once.
    const slowMailer: Mailer = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        sent.push(message.to);
      },
    };
    const log = { info: () => {}, error: () => {} };
    const worker = (holder: string) =>
      createMailOutbox({ db: t.db, mailer: slowMailer, clock: t.clock, log, background: createBackgroundTasks(log), holder, concurrency: 12 }).worker;
    const [first, second] = [worker('worker:one'), worker('worker:two')];
    const claimed = await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
    const ours = Array.from({ length: 12 }, (_, n) => to(n));
    expect(sent.filter((address) => ours.includes(address)).sort()).toEqual([...ours].sort());
    expect(new Set(claimed.flat()).size).toBe(claimed.flat().length);
    for (const address of ours) expect(await queuedTo(address)).toEqual([]);
  });
});
