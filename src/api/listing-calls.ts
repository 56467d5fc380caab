/**
 * The calls behind the start-listing decision, the plan cards and the inquiry dialog (spec §7).
 * Each resolves with the envelope's data or rejects with the envelope, as flow machines expect.
 */
import type { components } from '../../openapi/schema';
import { api, unwrap } from '../session/session-api';
import { callApi } from './envelope';
import { once } from './once';

export type Plan = components['schemas']['Plan'];
export type InquiryPayload = components['schemas']['InquiryPayload'];
export type DraftListing = { id: number; planId: number | null; updatedAt: string };

export const listPlans = once(() => unwrap(callApi(api().GET('/api/v1/plans'))));

export const listPropertyTypes = once(() => unwrap(callApi(api().GET('/api/v1/property-types'))));

/** GET .../plan-check: whether the host already has a listing on the Starter plan. */
export const checkStarterListing = async (): Promise<boolean> =>
  (await unwrap(callApi(api().GET('/api/v1/web/properties/host/listed-properties/plan-check')))).starterListingExists;

/** The host's draft listing, or null (a host has at most one, DOMAIN.md "Property lifecycle"). */
export const findDraftListing = async (): Promise<DraftListing | null> =>
  (await unwrap(callApi(api().GET('/api/v1/web/properties/host/draft')))).draft;

export const sendInquiry = (body: InquiryPayload) => unwrap(callApi(api().POST('/api/v1/web/inquiries', { body })));
