import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from './helpers/test-app';
import { PLAN_OFFERS } from '../../src/shared/plan-names';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser();
});
afterAll(() => t.close());

async function list(url: string, signedIn = false) {
  const response = await t.app.inject({ method: 'GET', url, headers: signedIn ? t.authFor(host) : {} });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { data: Record<string, unknown>[] };
  expect(Object.keys(body)).toEqual(['data']);
  expect(body.data.length).toBeGreaterThan(0);
  for (const item of body.data) expect(Number.isInteger(item.id) && (item.id as number) > 0).toBe(true);
  return body.data;
}

const names = (items: Record<string, unknown>[]) => items.map((i) => i.name);

describe('reference lists', () => {
  it('lists property types with Room and Homestay flagged for the simplified unit step', async () => {
    const types = await list('/api/v1/property-types');
    expect(names(types)).toEqual(expect.arrayContaining(['Villa', 'Guest House', 'Boutique Hotel', 'Tea Estate Bungalow']));
    const flagged = types.filter((p) => p.isRoomOrHomeStay === true).map((p) => p.name);
    expect(flagged.sort()).toEqual(['Homestay', 'Room']);
    expect(types.every((p) => typeof p.isRoomOrHomeStay === 'boolean')).toBe(true);
  });

  it('lists languages with English, Sinhala and Tamil in their own scripts', async () => {
    const languages = await list('/api/v1/languages');
    expect(languages.slice(0, 3)).toEqual([
      expect.objectContaining({ code: 'en', name: 'English', nativeName: 'English' }),
      expect.objectContaining({ code: 'si', name: 'Sinhala', nativeName: 'සිංහල' }),
      expect.objectContaining({ code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' }),
    ]);
    expect(languages.map((l) => l.code)).toEqual(expect.arrayContaining(['de', 'fr', 'ru', 'zh', 'ja', 'hi']));
  });

  it('lists questions including the SLTDA tourism registration number', async () => {
    const questions = await list('/api/v1/questions');
    expect(questions.some((q) => /Sri Lanka Tourism Development Authority/.test(String(q.question)))).toBe(true);
    for (const q of questions) {
      expect(['text', 'yes_no']).toContain(q.answerType);
      expect(typeof q.required).toBe('boolean');
    }
  });

  it('lists amenity categories each with their amenities', async () => {
    const categories = await list('/api/v1/web/amenities/with-categories');
    expect(names(categories)).toEqual(
      expect.arrayContaining(['General', 'Kitchen', 'Bathroom', 'Outdoors & View', 'Safety', 'Family', 'Services']),
    );
    const services = categories.find((c) => c.name === 'Services')!;
    expect(names(services.amenities as Record<string, unknown>[])).toEqual(
      expect.arrayContaining(['Airport pickup', 'Tuk-tuk hire', 'Ayurveda spa']),
    );
    const outdoors = categories.find((c) => c.name === 'Outdoors & View')!;
    expect(names(outdoors.amenities as Record<string, unknown>[])).toEqual(
      expect.arrayContaining(['Ocean view', 'Garden', 'Swimming pool']),
    );
  });

  it('keeps shared and other bathroom types apart', async () => {
    const shared = names(await list('/api/v1/web/bathroom-types/shared'));
    const other = names(await list('/api/v1/web/bathroom-types/other'));
    expect(shared).toContain('Shared with other guests');
    expect(other).toContain('Bathtub');
    expect(shared.filter((n) => other.includes(n))).toEqual([]);
  });

  it('lists bedroom types, unit categories and highlights', async () => {
    expect(names(await list('/api/v1/bed-room-types'))).toEqual(
      expect.arrayContaining(['Single bed', 'Double bed', 'Queen bed', 'King bed', 'Twin beds', 'Bunk bed', 'Sofa bed']),
    );
    expect(names(await list('/api/v1/web/unit-categories'))).toEqual(expect.arrayContaining(['Double room', 'Family room']));
    expect(names(await list('/api/v1/web/highlights'))).toEqual(
      expect.arrayContaining(['Beachfront', 'Surf spot nearby', 'Tea country views', 'Wildlife safari access']),
    );
  });

  it('lists the three plans with their exact display names, commissions and five features', async () => {
    const plans = await list('/api/v1/plans', true);
    expect(plans.map((p) => [p.id, p.name, p.displayName, p.commissionPercent])).toEqual([
      [1, 'STARTER', 'Listing Only', 0],
      [2, 'SUPPORTIVE', 'Reservation Management', 10],
      [3, 'ALL_INCLUSIVE', 'Full Service', 18],
    ]);
    // The same five features and payout the cards on / and /plan-selection show (issue 23, item 13).
    for (const plan of plans) {
      const offer = PLAN_OFFERS[plan.name as keyof typeof PLAN_OFFERS];
      expect([plan.features, plan.payoutText]).toEqual([[...offer.features], offer.payout]);
    }
    expect(plans[2].payoutText).toMatch(/every 15th day of the month/);
  });

  it('lists cancellation policies from Flexible to Non-refundable for signed-in hosts', async () => {
    const policies = await list('/api/v1/web/cancellation-policies', true);
    expect(names(policies)).toEqual(['Flexible', 'Moderate', 'Strict', 'Non-refundable']);
    for (const p of policies) {
      expect(p.refundPercentAfter).toBeGreaterThanOrEqual(0);
      expect(p.refundPercentAfter).toBeLessThanOrEqual(100);
      expect(typeof p.freeCancellationDays).toBe('number');
    }
  });

  it('lists other parties for signed-in hosts', async () => {
    expect(names(await list('/api/v1/web/other-parties', true))).toEqual(
      expect.arrayContaining(['Property management company', 'Co-owner', 'Travel agent']),
    );
  });
});
