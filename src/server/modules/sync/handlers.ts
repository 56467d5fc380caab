import type { Handlers } from '../../handler-types';
import { EMPTY_FEED_TEXT } from '../../../shared/empty-feed';
import { confirmEmptyIcalFeed } from './confirm-empty-ical-feed';
import { createIcalFeed } from './create-ical-feed';
import { deleteIcalFeed } from './delete-ical-feed';
import { getIcalExport, matchesEtag } from './get-ical-export';
import { getPropertySync } from './get-property-sync';
import { rotateIcalExport } from './rotate-ical-export';
import { syncIcalFeed } from './sync-ical-feed';
import { updateIcalFeed } from './update-ical-feed';

/** Calendar sync: import feeds from channels, and the export links channels read. */
export const syncHandlers = {
  getPropertySync: async (request) => ({
    data: await getPropertySync({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId }),
  }),
  createIcalFeed: async (request) => {
    const data = await createIcalFeed({ deps: request.server.deps, caller: request.user!, unitId: request.params.unitId, body: request.body, log: request.log });
    return { data, message: data.lastStatus === 'ok' ? 'The calendar was added and synced' : 'The calendar was added, but it could not be synced yet' };
  },
  updateIcalFeed: async (request) => ({
    data: await updateIcalFeed({ deps: request.server.deps, caller: request.user!, feedId: request.params.feedId, body: request.body, log: request.log }),
    message: 'The calendar was saved',
  }),
  deleteIcalFeed: async (request) => {
    await deleteIcalFeed({ deps: request.server.deps, caller: request.user!, feedId: request.params.feedId });
    return { data: null, message: 'The calendar was removed; the nights it blocked are open again' };
  },
  syncIcalFeed: async (request) => {
    const data = await syncIcalFeed({ deps: request.server.deps, caller: request.user!, feedId: request.params.feedId, log: request.log });
    if (data.lastStatus === 'ok' && data.emptySince) return { data, message: EMPTY_FEED_TEXT.title };
    return { data, message: data.lastStatus === 'ok' ? 'The calendar is in sync' : 'The calendar could not be synced' };
  },
  confirmEmptyIcalFeed: async (request) => ({
    data: await confirmEmptyIcalFeed({ deps: request.server.deps, caller: request.user!, feedId: request.params.feedId }),
    message: EMPTY_FEED_TEXT.released,
  }),
  rotateIcalExport: async (request) => ({
    data: await rotateIcalExport({ deps: request.server.deps, caller: request.user!, unitId: request.params.unitId }),
    message: 'New export links were made; paste them into each channel again',
  }),
  getIcalExport: async (request, reply) => {
    const calendar = await getIcalExport({ deps: request.server.deps, token: request.params.token, channel: request.params.channel });
    // Channels poll these links: no-cache lets them keep a copy and ask with If-None-Match.
    reply.header('etag', calendar.etag).header('cache-control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], calendar.etag)) return reply.code(304).send();
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="calendar.ics"').send(calendar.body);
  },
} satisfies Partial<Handlers>;
