import type { Handlers } from '../../handler-types';
import { getDashboard } from './get-dashboard';

export const dashboardHandlers = {
  getDashboard: async (request) => ({ data: await getDashboard({ deps: request.server.deps, caller: request.user! }) }),
} satisfies Partial<Handlers>;
