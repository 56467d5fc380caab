import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { isTotpCode, TOTP_CODE_LENGTH, TWO_STEP_MESSAGES } from '../src/rules/two-step';
import { failureText } from './failure-text';

/**
 * The 'Two-step verification' section of /profile. Off: start a setup, which shows the secret as a
 * QR code and as text once; a code from the app turns it on and the ten recovery codes are shown
 * once. On: turning it off takes a current code, a recovery code or the password. After either
 * change the session is renewed, so the access token (and, for admins, the admin tools) follows.
 */
export type TwoStepStatus = components['schemas']['TwoStepStatus'];
export type TwoStepSetup = components['schemas']['TwoStepSetup'];

export type TwoStepContext = {
  status: TwoStepStatus | null;
  setup: TwoStepSetup | null;
  code: string;
  codeError: string | null;
  /** A failed call's message (loading, starting, turning off). */
  error: string | null;
  /** Shown once, right after turning on. */
  recoveryCodes: string[] | null;
  disableCode: string;
  disablePassword: string;
};

export type TwoStepEvent =
  | { type: 'twoStep.retry' }
  | { type: 'twoStep.start' }
  | { type: 'twoStep.codeChange'; value: string }
  | { type: 'twoStep.verify' }
  | { type: 'twoStep.cancel' }
  | { type: 'twoStep.codesSaved' }
  | { type: 'twoStep.turnOff' }
  | { type: 'twoStep.disableChange'; field: 'code' | 'password'; value: string }
  | { type: 'twoStep.disableConfirm' }
  | { type: 'twoStep.keepOn' };

export const TWO_STEP_ON_MESSAGE = 'Two-step verification is on';
export const TWO_STEP_OFF_MESSAGE = 'Two-step verification is off';

const initialContext = (): TwoStepContext => ({
  status: null,
  setup: null,
  code: '',
  codeError: null,
  error: null,
  recoveryCodes: null,
  disableCode: '',
  disablePassword: '',
});

export const twoStepMachine = setup({
  types: { context: {} as TwoStepContext, events: {} as TwoStepEvent },
  actors: {
    loadStatus: fromPromise<TwoStepStatus>(async () => {
      throw new Error('loadStatus not provided');
    }),
    startSetup: fromPromise<TwoStepSetup>(async () => {
      throw new Error('startSetup not provided');
    }),
    enable: fromPromise<{ recoveryCodes: string[] }, { code: string }>(async () => {
      throw new Error('enable not provided');
    }),
    disable: fromPromise<void, { code?: string; password?: string }>(async () => {
      throw new Error('disable not provided');
    }),
  },
  actions: {
    /** Renew the access token and the session's user after a change. */
    refreshSession: () => {},
    toastSuccess: (_, _params: { message: string }) => {},
    focusCode: () => {},
  },
  guards: {
    isOn: ({ context }) => context.status?.enabled === true,
    codeIsComplete: ({ context }) => isTotpCode(context.code),
    hasProof: ({ context }) => context.disableCode.trim() !== '' || context.disablePassword !== '',
  },
}).createMachine({
  id: 'twoStep',
  initial: 'loading',
  context: initialContext,
  states: {
    loading: {
      invoke: {
        src: 'loadStatus',
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    failed: { on: { 'twoStep.retry': 'loading' } },
    ready: { always: [{ guard: 'isOn', target: 'on' }, { target: 'off' }] },
    off: {
      on: { 'twoStep.start': { target: 'starting', actions: assign({ error: null }) } },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        src: 'startSetup',
        onDone: { target: 'scanning', actions: assign({ setup: ({ event }) => event.output, code: '', codeError: null }) },
        onError: { target: 'off', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    scanning: {
      entry: 'focusCode',
      on: {
        'twoStep.codeChange': {
          actions: assign({ code: ({ event }) => event.value.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH), codeError: null }),
        },
        'twoStep.verify': [
          { guard: 'codeIsComplete', target: 'enabling' },
          { actions: [assign({ codeError: TWO_STEP_MESSAGES.enterCode }), 'focusCode'] },
        ],
        // The unconfirmed secret stays on the server until the next setup replaces it; it does nothing.
        'twoStep.cancel': { target: 'off', actions: assign({ setup: null, code: '', codeError: null }) },
      },
    },
    enabling: {
      tags: ['busy'],
      invoke: {
        src: 'enable',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'showingCodes',
          actions: [
            assign({
              recoveryCodes: ({ event }) => event.output.recoveryCodes,
              setup: null,
              code: '',
              status: ({ context, event }) => ({ ...context.status!, enabled: true, recoveryCodesLeft: event.output.recoveryCodes.length }),
            }),
            'refreshSession',
            { type: 'toastSuccess', params: { message: TWO_STEP_ON_MESSAGE } },
          ],
        },
        onError: { target: 'scanning', actions: assign({ codeError: ({ event }) => failureText(event.error), code: '' }) },
      },
    },
    showingCodes: {
      on: { 'twoStep.codesSaved': { target: 'on', actions: assign({ recoveryCodes: null }) } },
    },
    on: {
      on: { 'twoStep.turnOff': { target: 'confirmingOff', actions: assign({ disableCode: '', disablePassword: '', error: null }) } },
    },
    confirmingOff: {
      on: {
        'twoStep.disableChange': {
          actions: assign(({ event }) => (event.field === 'code' ? { disableCode: event.value, error: null } : { disablePassword: event.value, error: null })),
        },
        'twoStep.disableConfirm': [
          { guard: 'hasProof', target: 'disabling' },
          { actions: assign({ error: TWO_STEP_MESSAGES.codeOrPassword }) },
        ],
        'twoStep.keepOn': { target: 'on', actions: assign({ disableCode: '', disablePassword: '', error: null }) },
      },
    },
    disabling: {
      tags: ['busy'],
      invoke: {
        src: 'disable',
        // A code if one was typed, else the password.
        input: ({ context }) => (context.disableCode.trim() ? { code: context.disableCode.trim() } : { password: context.disablePassword }),
        onDone: {
          target: 'off',
          actions: [
            assign({ status: ({ context }) => ({ ...context.status!, enabled: false, recoveryCodesLeft: 0 }), disableCode: '', disablePassword: '' }),
            'refreshSession',
            { type: 'toastSuccess', params: { message: TWO_STEP_OFF_MESSAGE } },
          ],
        },
        onError: { target: 'confirmingOff', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
  },
});
