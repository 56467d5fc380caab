/**
 * The calls behind the start-listing decision, the plan cards and the inquiry dialog (spec §7).
 * Each resolves with the envelope's data or rejects with the envelope, as flow machines expect.
 */
import type { components } from '../../openapi/schema';
import { api, unwrap } from '../session/session-api';
import { callApi } from './envelope';

export type Plan = components['schemas']['Plan'];
export type PropertyType = components['schemas']['PropertyType'];
export type InquiryPayload = components['schemas']['InquiryPayload'];
export type DraftListing = { id: number; planId: number | null; updatedAt: string };

/**
 * Plans and property types are reference lists that change with a release, not while a page is
 * open: one request per page load, forgotten again when it fails so the next try asks afresh.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export const listPlans = once(() => unwrap(callApi(api().GET('/api/v1/plans'))));

export const listPropertyTypes = once(() => unwrap(callApi(api().GET('/api/v1/property-types'))));

/** GET .../plan-check: whether the host already has a listing on the Starter plan. */
export const checkStarterListing = async (): Promise<boolean> =>
  (await unwrap(callApi(api().GET('/api/v1/web/properties/host/listed-properties/plan-check')))).starterListingExists;

/** The host's draft listing, or null (a host has at most one, DOMAIN.md "Property lifecycle"). */
export const findDraftListing = async (): Promise<DraftListing | null> =>
  (await unwrap(callApi(api().GET('/api/v1/web/properties/host/draft')))).draft;

export const sendInquiry = (body: InquiryPayload) => unwrap(callApi(api().POST('/api/v1/web/inquiries', { body })));
