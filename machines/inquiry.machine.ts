import { assign, fromPromise, setup } from 'xstate';
import type { PlanKey } from '../src/shared/plan-names';
import { inquiryFailureMessage } from '../src/shared/inquiry-failure';
import { API_MESSAGES } from '../src/shared/api-messages';
import {
  emptyInquiryForm,
  validateInquiry,
  type FieldMessage,
  type InquiryForm,
} from '../src/shared/inquiry';
import { toInquiryPayload, type InquiryPayload } from '../src/shared/inquiry-payload';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * The inquiry dialog for the Reservation Management and Full Service plans (spec §4, §5, §8).
 * closed → open (the property types load beside the form) → submitting → closed on success, with
 * the form reset, a toast and a trip to /; a failure keeps the dialog open with the server's words.
 * Closing keeps what was typed, so reopening the dialog does not make the host start again.
 */
export type PropertyTypeOption = { id: number; name: string };

/** The text fields; the property type and the URL list have their own events. */
export type InquiryTextField = 'name' | 'email' | 'countryCode' | 'contactNo' | 'location' | 'description';

type InquiryOpenEvent = {
  type: 'inquiry.open';
  planId: number;
  plan: PlanKey;
  /** The signed-in host's id, 0 for a visitor (spec §3). */
  customerId: number;
  /** What the account already knows (name, email, phone), used for fields still empty. */
  prefill?: Partial<Pick<InquiryForm, 'name' | 'email' | 'countryCode' | 'contactNo'>>;
};

export type InquiryEvent =
  | InquiryOpenEvent
  | { type: 'inquiry.close' }
  | { type: 'inquiry.change'; field: InquiryTextField; value: string }
  | { type: 'inquiry.choosePropertyType'; id: number | null }
  | { type: 'inquiry.addLink' }
  | { type: 'inquiry.changeLink'; index: number; value: string }
  | { type: 'inquiry.removeLink'; index: number }
  | { type: 'inquiry.retryPropertyTypes' }
  | { type: 'inquiry.submit' };

export type InquiryContext = {
  planId: number | null;
  plan: PlanKey | null;
  customerId: number;
  form: InquiryForm;
  /** After the first submit the field messages follow every change; before it, none show. */
  tried: boolean;
  issues: FieldMessage[];
  warnings: FieldMessage[];
  serverError: UiText | null;
  propertyTypes: PropertyTypeOption[];
};


export const INQUIRY_SUCCESS = API_MESSAGES.inquirySent;

/** The words of a failed send: the server's message, or its first field message (spec §8). */
export function inquiryFailureText(error: unknown): UiText {
  const serverMessage = typeof error === 'object' && error !== null ? (error as { serverMessage?: unknown }).serverMessage : undefined;
  return serverMessage === undefined ? failureText(error) : inquiryFailureMessage(serverMessage);
}

const initialContext = (): InquiryContext => ({
  planId: null,
  plan: null,
  customerId: 0,
  form: emptyInquiryForm(),
  tried: false,
  issues: [],
  warnings: [],
  serverError: null,
  propertyTypes: [],
});

/** Re-checks the form after a change; field messages appear only once a submit has been tried. */
const recheck = (context: InquiryContext, form: InquiryForm): Partial<InquiryContext> => {
  const result = validateInquiry(form);
  return {
    form,
    warnings: result.warnings,
    issues: context.tried ? result.issues : [],
    serverError: null,
  };
};

const withPrefill = (form: InquiryForm, prefill: InquiryOpenEvent['prefill'] = {}): InquiryForm => {
  const filled = { ...form };
  for (const key of ['name', 'email', 'contactNo'] as const) {
    const value = prefill[key];
    if (filled[key] === '' && value) filled[key] = value;
  }
  // The country code goes with the number it was filled with.
  if (form.contactNo === '' && prefill.contactNo && prefill.countryCode) filled.countryCode = prefill.countryCode;
  return filled;
};

export const inquiryMachine = setup({
  types: { context: {} as InquiryContext, events: {} as InquiryEvent },
  actors: {
    loadPropertyTypes: fromPromise<PropertyTypeOption[]>(async () => {
      throw new Error('loadPropertyTypes not provided');
    }),
    sendInquiry: fromPromise<unknown, InquiryPayload>(async () => {
      throw new Error('sendInquiry not provided');
    }),
  },
  actions: {
    toastWarning: (_, _params: { message: UiText }) => {},
    toastSuccess: (_, _params: { message: UiText }) => {},
    toastError: (_, _params: { message: UiText }) => {},
    navigate: (_, _params: { to: string }) => {},
    /** Moves focus to the first field with a message, once the screen has drawn it. */
    focusFirstProblem: (_, _params: { field: string }) => {},
    edit: assign(({ context }, form: InquiryForm) => recheck(context, form)),
  },
  guards: {
    formIsValid: ({ context }) => validateInquiry(context.form).ok,
  },
}).createMachine({
  id: 'inquiry',
  initial: 'closed',
  context: initialContext,
  states: {
    closed: {
      on: {
        'inquiry.open': {
          target: 'open',
          actions: assign(({ context, event }) => ({
            planId: event.planId,
            plan: event.plan,
            customerId: event.customerId,
            form: withPrefill(context.form, event.prefill),
            serverError: null,
          })),
        },
      },
    },

    open: {
      type: 'parallel',
      states: {
        propertyTypes: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadPropertyTypes',
                onDone: { target: 'loaded', actions: assign({ propertyTypes: ({ event }) => event.output }) },
                onError: { target: 'failed' },
              },
            },
            loaded: {},
            failed: {
              on: { 'inquiry.retryPropertyTypes': { target: 'loading' } },
            },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'inquiry.close': { target: '#inquiry.closed' },
                'inquiry.change': {
                  actions: { type: 'edit', params: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) },
                },
                'inquiry.choosePropertyType': {
                  actions: { type: 'edit', params: ({ context, event }) => ({ ...context.form, propertyTypeId: event.id }) },
                },
                'inquiry.addLink': {
                  actions: { type: 'edit', params: ({ context }) => ({ ...context.form, links: [...context.form.links, ''] }) },
                },
                'inquiry.changeLink': {
                  actions: {
                    type: 'edit',
                    params: ({ context, event }) => ({
                      ...context.form,
                      links: context.form.links.map((link, index) => (index === event.index ? event.value : link)),
                    }),
                  },
                },
                'inquiry.removeLink': {
                  actions: {
                    type: 'edit',
                    params: ({ context, event }) => ({
                      ...context.form,
                      links: context.form.links.filter((_, index) => index !== event.index),
                    }),
                  },
                },
                'inquiry.submit': [
                  {
                    guard: 'formIsValid',
                    target: 'submitting',
                    actions: assign({ tried: true, issues: [], serverError: null }),
                  },
                  {
                    actions: [
                      assign(({ context }) => {
                        const result = validateInquiry(context.form);
                        return { tried: true, issues: result.issues, warnings: result.warnings };
                      }),
                      {
                        type: 'toastWarning',
                        params: ({ context }) => ({ message: validateInquiry(context.form).firstProblem ?? '' }),
                      },
                      {
                        type: 'focusFirstProblem',
                        params: ({ context }) => ({ field: context.issues[0]?.field ?? 'name' }),
                      },
                    ],
                  },
                ],
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                src: 'sendInquiry',
                input: ({ context }) =>
                  toInquiryPayload(context.form, { planId: context.planId ?? 0, customerId: context.customerId }),
                onDone: {
                  target: '#inquiry.closed',
                  actions: [
                    assign(() => initialContext()),
                    // The spec's words, whatever the server's success message says.
                    { type: 'toastSuccess', params: { message: INQUIRY_SUCCESS } },
                    { type: 'navigate', params: { to: '/' } },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: [
                    assign({ serverError: ({ event }) => inquiryFailureText(event.error) }),
                    { type: 'toastError', params: ({ event }) => ({ message: inquiryFailureText(event.error) }) },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
