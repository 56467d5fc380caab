import { msg } from '@lingui/core/macro';
import { assign, type EventObject } from 'xstate';
import { otpFormSchema, OTP_LENGTH, validateForm } from './account-forms';
import { failureText } from './failure-text';
import type { UiText } from './ui-text';

/**
 * The one-time code step that sign-up and the forgotten password share: entering and verifying the
 * code and, beside it, the resend countdown. Its fields live in each machine's own context (the
 * screens and tests read `otp`, `otpError`, `secondsLeft` there), so the step is a state config
 * plus named actions and guards that a machine spreads into its `setup`, not a child actor.
 */
const RESEND_SECONDS = 60;
const NEW_CODE_SENT_MESSAGE = msg`We have sent you a new code.`;

export type OtpCodeContext = { key: string | null; otp: string; otpError: UiText | null; secondsLeft: number };

export const freshOtpCode = (): OtpCodeContext => ({ key: null, otp: '', otpError: null, secondsLeft: RESEND_SECONDS });

const otpProblem = (otp: string) => validateForm(otpFormSchema, { otp }).otp ?? null;

/**
 * Typed for the host machine: XState checks an action's event and context types against the
 * machine's, so the shared assigns are made per machine (`otpCodeActions<Context, Event>()`).
 */
export function otpCodeActions<TContext extends OtpCodeContext, TEvent extends EventObject>() {
  const update = <P = undefined>(assigner: (context: TContext, params: P) => Partial<OtpCodeContext>) =>
    assign<TContext, TEvent, P, TEvent, never>(({ context }, params) => assigner(context, params) as Partial<TContext>);
  return {
    changeOtp: update<{ value: string }>((_, { value }) => ({ otp: value.replace(/\D/g, '').slice(0, OTP_LENGTH), otpError: null })),
    showOtpProblem: update((context) => ({ otpError: otpProblem(context.otp) })),
    showOtpFailure: update<{ error: unknown }>((_, { error }) => ({ otpError: failureText(error) })),
    /** A first code was sent: a new key and an empty entry. */
    startOtpEntry: update<{ key: string }>((_, { key }) => ({ key, otp: '', otpError: null })),
    /** A new code was sent: the new key; what the host typed so far stays. */
    replaceOtpKey: update<{ key: string }>((_, { key }) => ({ key, otpError: null })),
    tick: update((context) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    restartCountdown: update(() => ({ secondsLeft: RESEND_SECONDS })),
  };
}

export const otpCodeGuards = {
  otpIsValid: ({ context }: { context: OtpCodeContext }) => otpProblem(context.otp) === null,
  countdownOver: ({ context }: { context: OtpCodeContext }) => context.secondsLeft <= 0,
};

/** For the `onDone` of the call that sends the first code. */
export const startOtpEntry = {
  type: 'startOtpEntry',
  params: ({ event }: { event: { output: { key: string } } }) => ({ key: event.output.key }),
} as const;

const showOtpFailure = { type: 'showOtpFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

const keyed = <const K extends string, const V>(key: K, value: V) => ({ [key]: value }) as Record<K, V>;

type OtpCodeStateOptions<P extends string, TVerified, TResend> = {
  /** The machine's event prefix: `signUp` listens for `signUp.otpChange`, `signUp.verify`, `signUp.resend`, `signUp.back`. */
  prefix: P;
  backTarget: string;
  /** The transition taken once `validateOtp` accepts the code. */
  onVerified: TVerified;
  /** The actor that emails a new code, and what it is given. */
  resend: TResend;
};

/** The `code` state: `entry` (editing ⇄ verifying) in parallel with `resend` (coolingDown → available → sending). */
export function otpCodeState<const P extends string, const TVerified, const TResend extends { src: string; input: unknown }>(
  options: OtpCodeStateOptions<P, TVerified, TResend>,
) {
  const { prefix, backTarget, onVerified, resend } = options;
  return {
    type: 'parallel',
    on: keyed(`${prefix}.back`, { target: backTarget }),
    states: {
      entry: {
        initial: 'editing',
        states: {
          editing: {
            on: {
              ...keyed(`${prefix}.otpChange`, {
                actions: { type: 'changeOtp', params: ({ event }: { event: { value: string } }) => ({ value: event.value }) },
              }),
              ...keyed(`${prefix}.verify`, [{ guard: 'otpIsValid', target: 'verifying' }, { actions: 'showOtpProblem' }]),
            },
          },
          verifying: {
            tags: ['busy'],
            invoke: {
              src: 'validateOtp',
              input: ({ context }: { context: OtpCodeContext }) => ({ key: context.key ?? '', otp: context.otp }),
              onDone: onVerified,
              onError: { target: 'editing', actions: showOtpFailure },
            },
          },
        },
      },
      resend: {
        initial: 'coolingDown',
        states: {
          coolingDown: {
            entry: 'restartCountdown',
            // On the parent so the re-entered `counting` below is checked against it after every tick.
            always: { guard: 'countdownOver', target: 'available' },
            initial: 'counting',
            states: {
              counting: { after: { 1000: { target: 'counting', reenter: true, actions: 'tick' } } },
            },
          },
          available: { on: keyed(`${prefix}.resend`, { target: 'sending' }) },
          sending: {
            invoke: {
              ...resend,
              onDone: {
                target: 'coolingDown',
                actions: [
                  { type: 'replaceOtpKey', params: ({ event }: { event: { output: { key: string } } }) => ({ key: event.output.key }) },
                  { type: 'toastInfo', params: { message: NEW_CODE_SENT_MESSAGE } },
                ],
              },
              onError: { target: 'available', actions: showOtpFailure },
            },
          },
        },
      },
    },
  } as const;
}
