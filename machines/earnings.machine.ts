import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { earningsRangeProblem, monthRange, yearRange } from '../src/shared/earnings';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * /earnings-manage: the report of a period (this month, a month, a year or a custom range) for all
 * of the host's properties or one, and its downloads. The report on screen stays while another
 * period loads, so changing the period never blanks the page; a failed load offers a retry. The
 * property list (for the filter) loads once beside it; without it the filter offers "All" only.
 */
export type EarningsReport = components['schemas']['EarningsReport'];
export type EarningsProperty = Pick<components['schemas']['HostPropertySummary'], 'id' | 'name'>;
export type EarningsPeriodKind = 'thisMonth' | 'month' | 'year' | 'custom';
export type EarningsPeriod = { kind: EarningsPeriodKind; from: string; to: string };
export type EarningsQuery = { from: string; to: string; propertyId: number | null };
export type EarningsDownload = EarningsQuery & { format: 'xlsx' | 'csv' };

type EarningsInput = { today: string };

type EarningsContext = {
  today: string;
  period: EarningsPeriod;
  propertyId: number | null;
  properties: EarningsProperty[] | null;
  report: EarningsReport | null;
  error: UiText | null;
  /** Why the last period asked for was refused before any call (a reversed or too long range). */
  periodProblem: string | null;
  downloadError: UiText | null;
};

type EarningsEvent =
  | { type: 'earnings.period'; period: EarningsPeriod }
  | { type: 'earnings.property'; propertyId: number | null }
  | { type: 'earnings.retry' }
  | { type: 'earnings.download'; format: 'xlsx' | 'csv' };

/** The period "this month" stands for on `today`. */
export const thisMonth = (today: string): EarningsPeriod => ({ kind: 'thisMonth', ...monthRange(today.slice(0, 7)) });
export const monthPeriod = (month: string): EarningsPeriod => ({ kind: 'month', ...monthRange(month) });
export const yearPeriod = (year: number): EarningsPeriod => ({ kind: 'year', ...yearRange(year) });

const queryOf = (context: EarningsContext): EarningsQuery => ({ from: context.period.from, to: context.period.to, propertyId: context.propertyId });

export const earningsMachine = setup({
  types: { context: {} as EarningsContext, events: {} as EarningsEvent, input: {} as EarningsInput },
  actors: {
    loadEarnings: fromPromise<EarningsReport, EarningsQuery>(async () => {
      throw new Error('loadEarnings not provided');
    }),
    loadProperties: fromPromise<EarningsProperty[]>(async () => {
      throw new Error('loadProperties not provided');
    }),
    downloadEarnings: fromPromise<void, EarningsDownload>(async () => {
      throw new Error('downloadEarnings not provided');
    }),
  },
  guards: {
    periodIsValid: ({ event }) => event.type === 'earnings.period' && earningsRangeProblem(event.period.from, event.period.to) === null,
  },
  actions: {
    choosePeriod: assign(({ event }) => (event.type === 'earnings.period' ? { period: event.period, periodProblem: null } : {})),
    refusePeriod: assign(({ event }) =>
      event.type === 'earnings.period' ? { periodProblem: earningsRangeProblem(event.period.from, event.period.to)?.message ?? null } : {},
    ),
    chooseProperty: assign(({ event }) => (event.type === 'earnings.property' ? { propertyId: event.propertyId } : {})),
  },
}).createMachine({
  id: 'earnings',
  context: ({ input }) => ({
    today: input.today,
    period: thisMonth(input.today),
    propertyId: null,
    properties: null,
    report: null,
    error: null,
    periodProblem: null,
    downloadError: null,
  }),
  // The filter's list is a convenience: if it fails, "All properties" still works.
  invoke: {
    src: 'loadProperties',
    onDone: { actions: assign({ properties: ({ event }) => event.output }) },
    onError: { actions: assign({ properties: () => [] }) },
  },
  initial: 'loading',
  on: {
    'earnings.period': [
      { guard: 'periodIsValid', target: '.loading', actions: 'choosePeriod' },
      { actions: 'refusePeriod' },
    ],
    'earnings.property': { target: '.loading', actions: 'chooseProperty' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadEarnings',
        input: ({ context }) => queryOf(context),
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output, error: null, today: ({ event }) => event.output.today }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    failed: {
      on: { 'earnings.retry': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'earnings.download': { target: 'downloading' } },
        },
        downloading: {
          tags: ['downloading'],
          invoke: {
            src: 'downloadEarnings',
            input: ({ context, event }) => ({ ...queryOf(context), format: event.type === 'earnings.download' ? event.format : 'xlsx' }),
            onDone: { target: 'idle', actions: assign({ downloadError: null }) },
            onError: { target: 'idle', actions: assign({ downloadError: ({ event }) => failureText(event.error) }) },
          },
        },
      },
    },
  },
});
