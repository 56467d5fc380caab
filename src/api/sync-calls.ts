/**
 * The calls behind /synchronize/{propertyId}: the property's sync panel, the import feeds (add,
 * edit, remove, 'Sync now', releasing the nights of one that came back empty) and a unit's export links (replace). Each resolves to the body's
 * data or throws a CallFailure (message, fields, httpStatus), as the machines expect.
 */
import type { FeedBody, FeedSaveRequest } from '../../machines/feed-form.machine';
import type { IcalFeed, PropertySync, SyncUnit } from '../../machines/sync-panel.machine';
import { api } from '../session/session-api';
import { dataOf } from './data-of';

export const getPropertySync = (propertyId: number): Promise<PropertySync> =>
  dataOf(api().GET('/api/v1/web/properties/{propertyId}/sync', { params: { path: { propertyId } } }));

const createIcalFeed = (unitId: number, body: FeedBody): Promise<IcalFeed> =>
  dataOf(api().POST('/api/v1/web/accommodation-units/{unitId}/ical-feeds', { params: { path: { unitId } }, body }));

const updateIcalFeed = (feedId: number, body: FeedBody): Promise<IcalFeed> =>
  dataOf(api().PUT('/api/v1/web/ical-feeds/{feedId}', { params: { path: { feedId } }, body }));

/** The form's save: a new feed for its unit, or the changes to an existing one. */
export const saveIcalFeed = ({ unitId, feedId, body }: FeedSaveRequest): Promise<IcalFeed> =>
  feedId === null ? createIcalFeed(unitId, body) : updateIcalFeed(feedId, body);

export async function deleteIcalFeed(feedId: number): Promise<void> {
  await dataOf(api().DELETE('/api/v1/web/ical-feeds/{feedId}', { params: { path: { feedId } } }));
}

export const syncIcalFeed = (feedId: number): Promise<IcalFeed> =>
  dataOf(api().POST('/api/v1/web/ical-feeds/{feedId}/sync', { params: { path: { feedId } } }));

/** The host's word that a calendar which came back empty is empty: the nights it still blocks open. */
export const confirmEmptyIcalFeed = (feedId: number): Promise<IcalFeed> =>
  dataOf(api().POST('/api/v1/web/ical-feeds/{feedId}/confirm-empty', { params: { path: { feedId } } }));

export const rotateIcalExport = (unitId: number): Promise<SyncUnit> =>
  dataOf(api().POST('/api/v1/web/accommodation-units/{unitId}/ical-export/rotate', { params: { path: { unitId } } }));
