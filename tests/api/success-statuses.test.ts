import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/server/plugins/api-routes';
import { successStatuses } from '../../src/server/plugins/contract-statuses';
import { expectErrorShape } from './helpers/expect-error-shape';
import { listing, loadReferenceIds } from './helpers/listing';
import { accounts } from './helpers/accounts';
import { loadOperations } from './helpers/contract-operations';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
});
afterAll(() => t?.close());

const operations = loadOperations();
/** The 2xx statuses an operation documents in openapi/portal.yaml, lowest first. */
const documented = (operationId: string) =>
  operations
    .find((op) => op.id === operationId)!
    .statuses.filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);

describe('the success status of every operation', () => {
  it("is read from the contract: each operation's documented 2xx, the first when it documents several", () => {
    const statuses = successStatuses(loadContract());
    for (const op of operations) expect([op.id, statuses.get(op.id)]).toEqual([op.id, documented(op.id)[0]]);
    // Every kind of success the contract uses is covered by a request below.
    expect(new Set(statuses.values())).toEqual(new Set([200, 201, 202]));
  });

  it('answers 200 where the contract documents 200 (getHealth)', async () => {
    expect(documented('getHealth')).toEqual([200]);
    expect((await t.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('answers 201 where the contract documents 201 (createProperty), with no status set by its handler', async () => {
    expect(documented('createProperty')).toEqual([201]);
    const refs = await loadReferenceIds(t, host);
    const response = await listing(t).create(host, { propertyTypeId: refs.villa, planId: 1 });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
  });

  it('answers 202 where the contract documents 202 (sendOtp)', async () => {
    expect(documented('sendOtp')).toEqual([202]);
    expect((await accounts(t).sendOtp('nobody@example.lk', 'FORGOT_PASSWORD')).statusCode).toBe(202);
  });

  it('still answers a refusal with its own status on an operation whose success is 201', async () => {
    expectErrorShape(await listing(t).create(host, { propertyTypeId: 999_999, planId: 1 }), 422);
  });
});
