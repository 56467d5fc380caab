import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema/index';
import { propertyOf } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let admin: TestUser;
let host: TestUser;
let id: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN', firstName: 'Dilani', lastName: 'Fernando' });
  host = await t.createUser({ firstName: 'Nimal', lastName: 'Perera' });
  const [row] = await t.db.insert(properties).values({ ownerId: host.id, planId: 1, status: 'pending_review', name: 'Palm Shade Villa' }).returning({ id: properties.id });
  id = row.id;
});
afterAll(() => t?.close());

const getAs = (user: TestUser) => t.inject({ method: 'GET', url: `/api/v1/web/properties/${id}`, headers: t.authFor(user) });

describe('getProperty: whose listing it is', () => {
  it("tells an admin the host's name and email, so an admin edit names whose listing it is", async () => {
    const property = propertyOf(await getAs(admin));
    expect(property).toMatchObject({ id, name: 'Palm Shade Villa', status: 'pending_review' });
    expect(property.host).toEqual({ id: host.id, name: 'Nimal Perera', email: host.email });
  });

  it('leaves it out for the host, as the moderation history is', async () => {
    const property = propertyOf(await getAs(host));
    expect(property).not.toHaveProperty('host');
  });
});
