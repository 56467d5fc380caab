import type { Handlers } from '../../handler-types';
import { getHealth } from './get-health';
import { getMapSettings } from './get-map-settings';

export const systemHandlers = {
  getHealth: async (request) => getHealth(request.server.deps.db, request.server.deps.dbKind),
  getMapSettings: async (request) => getMapSettings(request.server.deps.config.map),
} satisfies Partial<Handlers>;
