/**
 * The calls behind /synchronize/{propertyId}: the property's sync panel, the import feeds (add,
 * edit, remove, 'Sync now', releasing the nights of one that came back empty) and a unit's export links (replace). Each resolves to the envelope's
 * data or rejects with the envelope (message, fields, httpStatus), as the machines expect.
 */
import type { FeedBody, FeedSaveRequest } from '../../machines/feed-form.machine';
import type { IcalFeed, PropertySync, SyncUnit } from '../../machines/sync-panel.machine';
import { api, unwrap } from '../session/session-api';
import { callApi } from './envelope';

export const getPropertySync = (propertyId: number): Promise<PropertySync> =>
  unwrap(callApi(api().GET('/api/v1/web/properties/{propertyId}/sync', { params: { path: { propertyId } } })));

const createIcalFeed = (unitId: number, body: FeedBody): Promise<IcalFeed> =>
  unwrap(callApi(api().POST('/api/v1/web/accommodation-units/{unitId}/ical-feeds', { params: { path: { unitId } }, body })));

const updateIcalFeed = (feedId: number, body: FeedBody): Promise<IcalFeed> =>
  unwrap(callApi(api().PUT('/api/v1/web/ical-feeds/{feedId}', { params: { path: { feedId } }, body })));

/** The form's save: a new feed for its unit, or the changes to an existing one. */
export const saveIcalFeed = ({ unitId, feedId, body }: FeedSaveRequest): Promise<IcalFeed> =>
  feedId === null ? createIcalFeed(unitId, body) : updateIcalFeed(feedId, body);

export async function deleteIcalFeed(feedId: number): Promise<void> {
  await unwrap(callApi(api().DELETE('/api/v1/web/ical-feeds/{feedId}', { params: { path: { feedId } } })));
}

export const syncIcalFeed = (feedId: number): Promise<IcalFeed> =>
  unwrap(callApi(api().POST('/api/v1/web/ical-feeds/{feedId}/sync', { params: { path: { feedId } } })));

/** The host's word that a calendar which came back empty is empty: the nights it still blocks open. */
export const confirmEmptyIcalFeed = (feedId: number): Promise<IcalFeed> =>
  unwrap(callApi(api().POST('/api/v1/web/ical-feeds/{feedId}/confirm-empty', { params: { path: { feedId } } })));

export const rotateIcalExport = (unitId: number): Promise<SyncUnit> =>
  unwrap(callApi(api().POST('/api/v1/web/accommodation-units/{unitId}/ical-export/rotate', { params: { path: { unitId } } })));
