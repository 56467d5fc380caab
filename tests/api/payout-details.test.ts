import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { properties } from '../../src/server/db/schema/index';
import { BANK_ACCOUNT, listing, propertyOf } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

type Dashboard = components['schemas']['Dashboard'];

let t: TestApp;
let host: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  [host, admin] = await Promise.all([t.createUser(), t.createUser({ role: 'ADMIN' })]);
});
afterAll(() => t?.close());

const liveListing = async (status: string, name: string, planId = 1) => {
  const [row] = await t.db.insert(properties).values({ ownerId: host.id, planId, status, name }).returning({ id: properties.id });
  return row.id;
};
const changePlan = (id: number, planId: number) =>
  t.inject({ method: 'PUT', url: `/api/v1/web/admin/properties/${id}/plan`, headers: t.authFor(admin), payload: { planId } });
const prompts = async () => {
  const answer = await t.inject({ method: 'GET', url: '/api/v1/web/dashboard', headers: t.authFor(host) });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as Dashboard).prompts;
};

describe('a plan that pays out asks for bank details on the dashboard', () => {
  it('asks for each live listing moved to Full Service until its bank details are given', async () => {
    const listed = await liveListing('listed', 'Palm Shade Guest House');
    const paused = await liveListing('unlisted', 'Lagoon View');
    // A draft on Full Service: its own wizard asks at final/01; the dashboard asks only for live listings.
    await liveListing('draft', 'Half-done Villa', 3);
    expect((await prompts()).payoutDetailsNeeded).toEqual([]);

    for (const id of [listed, paused]) expect((await changePlan(id, 3)).statusCode).toBe(200);
    expect((await prompts()).payoutDetailsNeeded).toEqual([
      { propertyId: listed, name: 'Palm Shade Guest House' },
      { propertyId: paused, name: 'Lagoon View' },
    ]);

    const current = propertyOf(await listing(t).get(host, listed));
    expect(current.completion.payments).toBe(false);
    propertyOf(await listing(t).save(host, listed, 'payments', { version: current.version, bankAccount: BANK_ACCOUNT }));
    expect((await prompts()).payoutDetailsNeeded).toEqual([{ propertyId: paused, name: 'Lagoon View' }]);
  });

  it('does not ask for a listing on a plan without payouts', async () => {
    const starter = await liveListing('listed', 'Starter Stay');
    expect((await prompts()).payoutDetailsNeeded.map((item) => item.propertyId)).not.toContain(starter);
  });
});
