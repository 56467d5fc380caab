import type { Handlers } from '../../handler-types';
import { requestLocale } from '../../lib/request-locale';
import { createInquiry } from './create-inquiry';

export const inquiryHandlers = {
  createInquiry: async (request) => createInquiry({ deps: request.server.deps, log: request.log, userId: request.user!.id, body: request.body, locale: requestLocale(request) }),
} satisfies Partial<Handlers>;
