import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES as M } from '../../src/shared/listing-messages';
import { expectErrorShape } from './helpers/expect-error-shape';
import { listing, loadReferenceIds, propertyOf, type Property } from './helpers/listing';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';

/**
 * The description's markup checks (allowed tags, character count after stripping tags) ran
 * regexes that restarted at every '<' of text like '<a<a<a…': 20 000 such characters took about a
 * quarter of a second of one request, and four times the text sixteen times as long. Now hostile
 * text costs about what plain text of the same length does (tests/unit/shared/text.test.ts compares
 * 10 000 with 40 000 characters of each shape). Timings are compared with each other, not with a
 * fixed number of milliseconds, so a slow or busy machine does not fail the test.
 */
let t: TestApp;
let host: TestUser;
let property: Property;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
  const refs = await loadReferenceIds(t, host);
  property = propertyOf(await listing(t).create(host, { propertyTypeId: refs.villa, planId: 1 }), 201);
});
afterAll(() => t?.close());

const save = (description: string) => listing(t).save(host, property.id, 'description', { version: property.version, sizeSqm: 80, description, neighbourhood: null });

/** Hostile shapes at the contract's 20 000 characters, each against plain text of the same length. */
const LENGTH = 20_000;
const HOSTILE: Record<string, string> = {
  'unclosed tags': '<a'.repeat(LENGTH / 2),
  'unclosed comments': '<!--'.repeat(LENGTH / 4),
  'tags inside a comment opener': `<p>${'<!--<b'.repeat(LENGTH / 6)}`.slice(0, LENGTH),
};
const PLAIN = `<p>${'Sea view. '.repeat(LENGTH / 10)}`.slice(0, LENGTH);

/** The fastest of a few runs: what the work costs, with less of what a busy machine adds. */
async function fastestMs(description: string, runs = 7): Promise<number> {
  let fastest = Infinity;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await save(description);
    fastest = Math.min(fastest, performance.now() - started);
    expectErrorShape(response, 422);
  }
  return fastest;
}

describe('saveListingStep (description) with hostile markup', () => {
  for (const [what, description] of Object.entries(HOSTILE)) {
    it(`refuses 20 000 characters of ${what} about as fast as plain text of that length`, async () => {
      await save(PLAIN); // warm the route (its validators compile at first use)
      const plain = await fastestMs(PLAIN);
      const hostile = await fastestMs(description);
      // Quadratic matching took 6 to 45 times as long as the plain text here.
      expect(hostile / plain, `plain: ${plain.toFixed(1)} ms, ${what}: ${hostile.toFixed(1)} ms`).toBeLessThan(4);
    });
  }

  it('refuses a tag left open at the end as markup it does not allow', async () => {
    const open = expectErrorShape(await save(`<p>${'Sea view. '.repeat(12)}</p><img src=x onerror=alert(1)`), 422);
    expect(open.error.fields?.description).toBe(M.descriptionMarkup);
  });
});
