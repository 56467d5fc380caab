import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../handler-types';
import { blockCalendarRange } from './block-calendar-range';
import { getPropertyCalendar } from './get-property-calendar';
import { openCalendarRange } from './open-calendar-range';
import { setCalendarMinStay, setCalendarPrice } from './set-calendar-rates';

/** Calendar writes share one shape: the property from the path, the selection in the body. */
const calendarWrite = <B extends { unitIds: number[]; from: string; to: string }>(request: FastifyRequest<{ Params: { propertyId: number }; Body: B }>) => ({
  deps: request.server.deps,
  caller: request.user!,
  propertyId: request.params.propertyId,
  body: request.body,
});

export const calendarHandlers = {
  getPropertyCalendar: async (request) => {
    const { from, to } = request.query;
    return { data: await getPropertyCalendar({ deps: request.server.deps, caller: request.user!, propertyId: request.params.propertyId, from, to }) };
  },
  setCalendarPrice: async (request) => ({ data: await setCalendarPrice(calendarWrite(request)), message: 'The prices were saved' }),
  setCalendarMinStay: async (request) => ({ data: await setCalendarMinStay(calendarWrite(request)), message: 'The minimum stay was saved' }),
  blockCalendarRange: async (request) => ({ data: await blockCalendarRange(calendarWrite(request)), message: 'The nights were blocked' }),
  openCalendarRange: async (request) => ({ data: await openCalendarRange(calendarWrite(request)), message: 'The nights were opened' }),
} satisfies Partial<Handlers>;
