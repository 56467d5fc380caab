import type { Handlers } from '../../handler-types';
import { listAdminProperties, type AdminPropertyFilters } from './list-admin-properties';

export const adminHandlers = {
  listAdminProperties: async (request) => ({
    // The contract marks the query optional, so its type is unknown here; Ajv has checked it.
    data: await listAdminProperties({ deps: request.server.deps, filters: (request.query ?? {}) as AdminPropertyFilters }),
  }),
} satisfies Partial<Handlers>;
