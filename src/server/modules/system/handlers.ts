import type { Handlers } from '../../handler-types';
import { getHealth } from './get-health';

export const systemHandlers = {
  getHealth: async (request) => getHealth(request.server.deps.db, request.server.deps.dbKind),
} satisfies Partial<Handlers>;
