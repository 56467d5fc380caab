/**
 * The calls behind the start-listing decision, the plan cards and the inquiry dialog (spec §7).
 * Each resolves with the body's data or throws a CallFailure, as flow machines expect.
 */
import type { components } from '../../openapi/schema';
import { api } from '../session/session-api';
import { dataOf } from './data-of';
import { once } from './once';

export type Plan = components['schemas']['Plan'];
export type InquiryPayload = components['schemas']['InquiryPayload'];
export type DraftListing = { id: number; planId: number | null; updatedAt: string };

export const listPlans = once(() => dataOf(api().GET('/api/v1/plans')));

export const listPropertyTypes = once(() => dataOf(api().GET('/api/v1/property-types')));

/** GET .../plan-check: whether the host already has a listing on the Starter plan. */
export const checkStarterListing = async (): Promise<boolean> =>
  (await dataOf(api().GET('/api/v1/web/properties/host/listed-properties/plan-check'))).starterListingExists;

/** The host's draft listing, or null (a host has at most one, DOMAIN.md "Property lifecycle"). */
export const findDraftListing = async (): Promise<DraftListing | null> =>
  (await dataOf(api().GET('/api/v1/web/properties/host/draft'))).draft;

export const sendInquiry = (body: InquiryPayload) => dataOf(api().POST('/api/v1/web/inquiries', { body }));
