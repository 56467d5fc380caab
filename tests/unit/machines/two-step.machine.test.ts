import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { TWO_STEP_OFF_MESSAGE, TWO_STEP_ON_MESSAGE, twoStepMachine, type TwoStepStatus } from '../../../machines/two-step.machine';
import { TWO_STEP_MESSAGES } from '../../../src/shared/two-step';

const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg></svg>' };
const CODES = ['abcde-23456', 'fghjk-34567'];

type Fakes = {
  enable?: (input: { code: string; currentPassword?: string }) => Promise<{ recoveryCodes: string[] }>;
  disable?: (input: { code?: string; currentPassword?: string }) => Promise<void>;
};

function start(status: TwoStepStatus | Error, fakes: Fakes = {}) {
  const calls = {
    enable: vi.fn(fakes.enable ?? (async (_input: { code: string; currentPassword?: string }) => ({ recoveryCodes: CODES }))),
    disable: vi.fn(fakes.disable ?? (async (_input: { code?: string; currentPassword?: string }) => undefined)),
    startSetup: vi.fn(async () => SETUP),
    refreshSession: vi.fn(),
    toast: vi.fn(),
    focusCode: vi.fn(),
  };
  const actor = createActor(
    twoStepMachine.provide({
      actors: {
        loadStatus: fromPromise(async () => {
          if (status instanceof Error) throw { message: status.message };
          return status;
        }),
        startSetup: fromPromise(() => calls.startSetup()),
        enable: fromPromise(({ input }) => calls.enable(input)),
        disable: fromPromise(({ input }) => calls.disable(input)),
      },
      actions: { refreshSession: calls.refreshSession, toastSuccess: (_, { message }) => calls.toast(message), focusCode: calls.focusCode },
    }),
  ).start();
  return { actor, calls };
}

const OFF: TwoStepStatus = { enabled: false, required: false, recoveryCodesLeft: 0, passwordRequired: true };
const ON: TwoStepStatus = { enabled: true, required: true, recoveryCodesLeft: 7, passwordRequired: true };
// An account that signs in with Google, Facebook or Apple only: no password to ask for.
const SOCIAL_OFF: TwoStepStatus = { ...OFF, passwordRequired: false };
const SOCIAL_ON: TwoStepStatus = { ...ON, passwordRequired: false };

describe('twoStepMachine', () => {
  it('loads the status and shows off or on', async () => {
    expect((await waitFor(start(OFF).actor, (s) => !s.matches('loading'))).value).toBe('off');
    expect((await waitFor(start(ON).actor, (s) => !s.matches('loading'))).value).toBe('on');
  });

  it('offers a retry when the status cannot be loaded', async () => {
    const { actor } = start(new Error('Your connection was interrupted'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Your connection was interrupted');
  });

  it('sets up: shows the secret, refuses an incomplete code or a missing password, turns on with both and shows the recovery codes once', async () => {
    const { actor, calls } = start(OFF);
    await waitFor(actor, (s) => s.matches('off'));
    actor.send({ type: 'twoStep.start' });
    await waitFor(actor, (s) => s.matches('scanning'));
    expect(actor.getSnapshot().context.setup).toEqual(SETUP);
    expect(calls.focusCode).toHaveBeenCalled();

    actor.send({ type: 'twoStep.codeChange', value: '12 3a4' });
    expect(actor.getSnapshot().context.code).toBe('1234');
    actor.send({ type: 'twoStep.verify' });
    expect(actor.getSnapshot().context.codeError).toBe(TWO_STEP_MESSAGES.enterCode);
    expect(calls.enable).not.toHaveBeenCalled();

    actor.send({ type: 'twoStep.codeChange', value: '123456' });
    actor.send({ type: 'twoStep.verify' });
    expect(actor.getSnapshot().context.enablePasswordError).toBe('Please enter your current password');
    expect(calls.enable).not.toHaveBeenCalled();

    actor.send({ type: 'twoStep.enablePasswordChange', value: 'Lagoon2026' });
    expect(actor.getSnapshot().context.enablePasswordError).toBeNull();
    actor.send({ type: 'twoStep.verify' });
    await waitFor(actor, (s) => s.matches('showingCodes'));
    expect(calls.enable).toHaveBeenCalledWith({ code: '123456', currentPassword: 'Lagoon2026' });
    expect(actor.getSnapshot().context.enablePassword).toBe('');
    expect(actor.getSnapshot().context).toMatchObject({ recoveryCodes: CODES, setup: null, status: { enabled: true, recoveryCodesLeft: 2 } });
    expect(calls.refreshSession).toHaveBeenCalledTimes(1);
    expect(calls.toast).toHaveBeenCalledWith(TWO_STEP_ON_MESSAGE);

    actor.send({ type: 'twoStep.codesSaved' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context.recoveryCodes).toBeNull();
  });

  it("keeps the setup open with the server's message when the code is wrong", async () => {
    const { actor, calls } = start(OFF, { enable: async () => Promise.reject({ message: TWO_STEP_MESSAGES.wrongCode }) });
    await waitFor(actor, (s) => s.matches('off'));
    actor.send({ type: 'twoStep.start' });
    await waitFor(actor, (s) => s.matches('scanning'));
    actor.send({ type: 'twoStep.codeChange', value: '000000' });
    actor.send({ type: 'twoStep.enablePasswordChange', value: 'Lagoon2026' });
    actor.send({ type: 'twoStep.verify' });
    await waitFor(actor, (s) => s.matches('scanning') && s.context.codeError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ codeError: TWO_STEP_MESSAGES.wrongCode, code: '', setup: SETUP });
    expect(calls.refreshSession).not.toHaveBeenCalled();
  });

  it('keeps the code and clears the password when the server says the password is wrong', async () => {
    const refusal = { message: 'Your current password is not correct', fields: { currentPassword: 'Your current password is not correct' } };
    const { actor } = start(OFF, { enable: async () => Promise.reject(refusal) });
    await waitFor(actor, (s) => s.matches('off'));
    actor.send({ type: 'twoStep.start' });
    await waitFor(actor, (s) => s.matches('scanning'));
    actor.send({ type: 'twoStep.codeChange', value: '123456' });
    actor.send({ type: 'twoStep.enablePasswordChange', value: 'Wrong2026' });
    actor.send({ type: 'twoStep.verify' });
    await waitFor(actor, (s) => s.matches('scanning') && s.context.enablePasswordError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ enablePasswordError: 'Your current password is not correct', enablePassword: '', code: '123456', codeError: null });
  });

  it('turns on with the code alone for an account without a password', async () => {
    const { actor, calls } = start(SOCIAL_OFF);
    await waitFor(actor, (s) => s.matches('off'));
    actor.send({ type: 'twoStep.start' });
    await waitFor(actor, (s) => s.matches('scanning'));
    actor.send({ type: 'twoStep.codeChange', value: '123456' });
    actor.send({ type: 'twoStep.verify' });
    await waitFor(actor, (s) => s.matches('showingCodes'));
    expect(calls.enable).toHaveBeenCalledWith({ code: '123456' });
  });

  it('cancels a setup back to off, forgetting the secret', async () => {
    const { actor } = start(OFF);
    await waitFor(actor, (s) => s.matches('off'));
    actor.send({ type: 'twoStep.start' });
    await waitFor(actor, (s) => s.matches('scanning'));
    actor.send({ type: 'twoStep.cancel' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.setup).toBeNull();
  });

  it('turns off with the current password, and asks for it first', async () => {
    const { actor, calls } = start(ON);
    await waitFor(actor, (s) => s.matches('on'));
    actor.send({ type: 'twoStep.turnOff' });
    actor.send({ type: 'twoStep.disableConfirm' });
    expect(actor.getSnapshot().context.error).toBe('Please enter your current password');
    expect(calls.disable).not.toHaveBeenCalled();

    actor.send({ type: 'twoStep.disableChange', field: 'password', value: 'Lagoon2026' });
    actor.send({ type: 'twoStep.disableConfirm' });
    await waitFor(actor, (s) => s.matches('off'));
    expect(calls.disable).toHaveBeenCalledWith({ currentPassword: 'Lagoon2026' });
    expect(actor.getSnapshot().context.status).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0, passwordRequired: true });
    expect(calls.refreshSession).toHaveBeenCalledTimes(1);
    expect(calls.toast).toHaveBeenCalledWith(TWO_STEP_OFF_MESSAGE);
  });

  it('turns off with a code or a recovery code for an account without a password', async () => {
    const { actor, calls } = start(SOCIAL_ON);
    await waitFor(actor, (s) => s.matches('on'));
    actor.send({ type: 'twoStep.turnOff' });
    actor.send({ type: 'twoStep.disableConfirm' });
    expect(actor.getSnapshot().context.error).toBe(TWO_STEP_MESSAGES.codeOrRecoveryCode);
    actor.send({ type: 'twoStep.disableChange', field: 'code', value: ' 123456 ' });
    actor.send({ type: 'twoStep.disableConfirm' });
    await waitFor(actor, (s) => s.matches('off'));
    expect(calls.disable).toHaveBeenCalledWith({ code: '123456' });
  });

  it('shows a refusal without turning off', async () => {
    const { actor, calls } = start(ON, { disable: async () => Promise.reject({ message: 'Your current password is not correct' }) });
    await waitFor(actor, (s) => s.matches('on'));
    actor.send({ type: 'twoStep.turnOff' });
    actor.send({ type: 'twoStep.disableChange', field: 'password', value: 'Wrong2026' });
    actor.send({ type: 'twoStep.disableConfirm' });
    await waitFor(actor, (s) => s.matches('confirmingOff') && s.context.error !== null);
    expect(calls.disable).toHaveBeenCalledWith({ currentPassword: 'Wrong2026' });
    expect(actor.getSnapshot().context.error).toBe('Your current password is not correct');
    actor.send({ type: 'twoStep.keepOn' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(calls.refreshSession).not.toHaveBeenCalled();
  });
});
