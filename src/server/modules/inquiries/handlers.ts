import type { Handlers } from '../../handler-types';
import { createInquiry } from './create-inquiry';

export const inquiryHandlers = {
  createInquiry: async (request) => createInquiry({ deps: request.server.deps, log: request.log, userId: request.user!.id, body: request.body }),
} satisfies Partial<Handlers>;
