import { msg } from '@lingui/core/macro';
import { assign, fromPromise, not, setup } from 'xstate';
import type { components } from '../openapi/schema';
import { isTotpCode, TOTP_CODE_LENGTH, TWO_STEP_MESSAGES } from '../src/shared/two-step';
import { failureFields, failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * The 'Two-step verification' section of /profile. Off: start a setup, which shows the secret as a
 * QR code and as text once; a code from the app turns it on and the ten recovery codes are shown
 * once. Turning it on or off needs the current password when the account has one
 * (status.passwordRequired), so a session alone cannot change it; an account without a password
 * turns it off with a code or a recovery code. The server counts this session as two-step (or not)
 * at once; after either change the session is renewed so the signed-in user's details
 * (twoStepEnabled) follow.
 */
export type TwoStepStatus = components['schemas']['TwoStepStatus'];
export type TwoStepSetup = components['schemas']['TwoStepSetup'];

export type TwoStepContext = {
  status: TwoStepStatus | null;
  setup: TwoStepSetup | null;
  code: string;
  codeError: UiText | null;
  /** The current password typed beside the code that turns it on. */
  enablePassword: string;
  enablePasswordError: UiText | null;
  /** A failed call's message (loading, starting, turning off). */
  error: UiText | null;
  /** Shown once, right after turning on. */
  recoveryCodes: string[] | null;
  disableCode: string;
  disablePassword: string;
};

export type TwoStepEvent =
  | { type: 'twoStep.retry' }
  | { type: 'twoStep.start' }
  | { type: 'twoStep.codeChange'; value: string }
  | { type: 'twoStep.enablePasswordChange'; value: string }
  | { type: 'twoStep.verify' }
  | { type: 'twoStep.cancel' }
  | { type: 'twoStep.codesSaved' }
  | { type: 'twoStep.turnOff' }
  | { type: 'twoStep.disableChange'; field: 'code' | 'password'; value: string }
  | { type: 'twoStep.disableConfirm' }
  | { type: 'twoStep.keepOn' };

export const TWO_STEP_ON_MESSAGE = msg`Two-step verification is on`;
export const TWO_STEP_OFF_MESSAGE = msg`Two-step verification is off`;

const initialContext = (): TwoStepContext => ({
  status: null,
  setup: null,
  code: '',
  codeError: null,
  enablePassword: '',
  enablePasswordError: null,
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
    enable: fromPromise<{ recoveryCodes: string[] }, { code: string; currentPassword?: string }>(async () => {
      throw new Error('enable not provided');
    }),
    disable: fromPromise<void, { code?: string; currentPassword?: string }>(async () => {
      throw new Error('disable not provided');
    }),
  },
  actions: {
    /** Renew the access token and the session's user after a change. */
    refreshSession: () => {},
    toastSuccess: (_, _params: { message: UiText }) => {},
    focusCode: () => {},
  },
  guards: {
    isOn: ({ context }) => context.status?.enabled === true,
    codeIsComplete: ({ context }) => isTotpCode(context.code),
    needsPassword: ({ context }) => context.status?.passwordRequired === true,
    passwordMissingToEnable: ({ context }) => context.status?.passwordRequired === true && context.enablePassword === '',
    hasProof: ({ context }) => (context.status?.passwordRequired ? context.disablePassword !== '' : context.disableCode.trim() !== ''),
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
        onDone: {
          target: 'scanning',
          actions: assign({ setup: ({ event }) => event.output, code: '', codeError: null, enablePassword: '', enablePasswordError: null }),
        },
        onError: { target: 'off', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    scanning: {
      entry: 'focusCode',
      on: {
        'twoStep.codeChange': {
          actions: assign({ code: ({ event }) => event.value.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH), codeError: null }),
        },
        'twoStep.enablePasswordChange': { actions: assign({ enablePassword: ({ event }) => event.value, enablePasswordError: null }) },
        'twoStep.verify': [
          { guard: not('codeIsComplete'), actions: [assign({ codeError: TWO_STEP_MESSAGES.enterCode }), 'focusCode'] },
          { guard: 'passwordMissingToEnable', actions: assign({ enablePasswordError: TWO_STEP_MESSAGES.enterPassword }) },
          { target: 'enabling' },
        ],
        // The unconfirmed secret stays on the server until the next setup replaces it; it does nothing.
        'twoStep.cancel': { target: 'off', actions: assign({ setup: null, code: '', codeError: null, enablePassword: '', enablePasswordError: null }) },
      },
    },
    enabling: {
      tags: ['busy'],
      invoke: {
        src: 'enable',
        input: ({ context }) => (context.status?.passwordRequired ? { code: context.code, currentPassword: context.enablePassword } : { code: context.code }),
        onDone: {
          target: 'showingCodes',
          actions: [
            assign({
              recoveryCodes: ({ event }) => event.output.recoveryCodes,
              setup: null,
              code: '',
              enablePassword: '',
              status: ({ context, event }) => ({ ...context.status!, enabled: true, recoveryCodesLeft: event.output.recoveryCodes.length }),
            }),
            'refreshSession',
            { type: 'toastSuccess', params: { message: TWO_STEP_ON_MESSAGE } },
          ],
        },
        // A wrong password keeps the code typed; a wrong code keeps the password.
        onError: {
          target: 'scanning',
          actions: assign(({ event }) => {
            return 'currentPassword' in failureFields(event.error)
              ? { enablePasswordError: failureText(event.error), enablePassword: '' }
              : { codeError: failureText(event.error), code: '' };
          }),
        },
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
          { guard: 'needsPassword', actions: assign({ error: TWO_STEP_MESSAGES.enterPassword }) },
          { actions: assign({ error: TWO_STEP_MESSAGES.codeOrRecoveryCode }) },
        ],
        'twoStep.keepOn': { target: 'on', actions: assign({ disableCode: '', disablePassword: '', error: null }) },
      },
    },
    disabling: {
      tags: ['busy'],
      invoke: {
        src: 'disable',
        // The password when the account has one, else a code or a recovery code.
        input: ({ context }) => (context.status?.passwordRequired ? { currentPassword: context.disablePassword } : { code: context.disableCode.trim() }),
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
