import type { Handlers } from '../../handler-types';
import { exportEarnings } from './export-earnings';
import { getEarnings } from './get-earnings';

export const earningsHandlers = {
  getEarnings: async (request) => ({
    data: await getEarnings({ deps: request.server.deps, caller: request.user!, filters: request.query }),
  }),
  exportEarnings: async (request, reply) => {
    const { format, ...filters } = request.query;
    const file = await exportEarnings({ deps: request.server.deps, caller: request.user!, format, filters });
    return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
  },
} satisfies Partial<Handlers>;
