import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TWO_STEP_MESSAGES } from '../../src/shared/two-step';

const api = vi.hoisted(() => ({
  listSignInProviders: vi.fn(async () => []),
  signInEmail: vi.fn(),
  verifyTwoStepSignIn: vi.fn(),
  getTwoStep: vi.fn(),
  startTwoStepSetup: vi.fn(),
  enableTwoStep: vi.fn(),
  disableTwoStep: vi.fn(),
  refreshSessionAfterTwoStep: vi.fn(async () => undefined),
}));
vi.mock('../../src/session/session-api', () => api);

const { LoginScreen } = await import('../../src/screens/auth/login-screen');
const { TwoStepSection } = await import('../../src/screens/profile/two-step-section');

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Host%20Portal:a%40b.lk', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-2345${i % 8 + 2}`.slice(0, 10) + String(i));

beforeEach(() => vi.clearAllMocks());

describe('the login screen with two-step verification', () => {
  async function toCodeStep() {
    api.signInEmail.mockResolvedValue({ twoStepChallenge: 'challenge-1', expiresIn: 300 });
    const user = userEvent.setup();
    inRouter(<LoginScreen />);
    await user.type(screen.getByLabelText('Email'), 'admin@demo.lk');
    await user.type(screen.getByLabelText('Password'), 'Lagoon2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Two-step verification' });
    return user;
  }

  it('asks for the authenticator code after the password and focuses it', async () => {
    await toCodeStep();
    const field = screen.getByLabelText('Authentication code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText('The 6-digit code from your authenticator app.')).toBeTruthy();
  });

  it("shows a wrong code's message on the field and sends the challenge with the code", async () => {
    const user = await toCodeStep();
    api.verifyTwoStepSignIn.mockRejectedValue({ message: TWO_STEP_MESSAGES.wrongCode });
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_STEP_MESSAGES.wrongCode)).toBeTruthy();
    expect(api.verifyTwoStepSignIn).toHaveBeenCalledWith({ challenge: 'challenge-1', code: '123456' });
    expect(screen.getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true');
  });

  it('switches to a recovery code and back to the password form', async () => {
    const user = await toCodeStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });
});

describe('the profile section', () => {
  it('tells an admin it is required, sets it up with the QR code and key, then shows the recovery codes once', async () => {
    api.getTwoStep.mockResolvedValue({ enabled: false, required: true, recoveryCodesLeft: 0, passwordRequired: true });
    api.startTwoStepSetup.mockResolvedValue(SETUP);
    api.enableTwoStep.mockResolvedValue({ recoveryCodes: CODES });
    const user = userEvent.setup();
    inRouter(<TwoStepSection />);
    expect(await screen.findByText('Admins must turn on two-step verification to use the admin tools.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up two-step verification' }));

    const qr = await screen.findByRole('img', { name: 'QR code to add your account to an authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(SETUP.qrSvg)}`);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    await user.type(screen.getByLabelText('Code from the app'), '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(TWO_STEP_MESSAGES.enterCode)).toBeTruthy();
    expect(api.enableTwoStep).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Code from the app'), '6');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Please enter your current password')).toBeTruthy();
    expect(api.enableTwoStep).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Your current password'), 'Lagoon2026');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(api.enableTwoStep).toHaveBeenCalledWith({ code: '123456', currentPassword: 'Lagoon2026' });
    expect(api.refreshSessionAfterTwoStep).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByText('10 recovery codes left. Admins need it on to use the admin tools.')).toBeTruthy();
    expect(screen.queryByText('Admins must turn on two-step verification to use the admin tools.')).toBeNull();
  });

  it('turns off with the current password after saying what an admin loses', async () => {
    api.getTwoStep.mockResolvedValue({ enabled: true, required: true, recoveryCodesLeft: 3, passwordRequired: true });
    api.disableTwoStep.mockResolvedValue(undefined);
    const user = userEvent.setup();
    inRouter(<TwoStepSection />);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(screen.getByText(/the admin tools stay closed until you set it up again/)).toBeTruthy();
    expect(screen.getByText(/Enter your current password to confirm it is you/)).toBeTruthy();
    expect(screen.queryByLabelText('Code or recovery code')).toBeNull();
    await user.type(screen.getByLabelText('Your current password'), 'Lagoon2026');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByRole('button', { name: 'Set up two-step verification' })).toBeTruthy();
    expect(api.disableTwoStep).toHaveBeenCalledWith({ currentPassword: 'Lagoon2026' });
  });

  it('asks an account without a password (Google, Facebook or Apple) for a code instead', async () => {
    api.getTwoStep.mockResolvedValue({ enabled: true, required: false, recoveryCodesLeft: 3, passwordRequired: false });
    api.disableTwoStep.mockResolvedValue(undefined);
    const user = userEvent.setup();
    inRouter(<TwoStepSection />);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(screen.queryByLabelText('Your current password')).toBeNull();
    await user.type(screen.getByLabelText('Code or recovery code'), 'abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByRole('button', { name: 'Set up two-step verification' })).toBeTruthy();
    expect(api.disableTwoStep).toHaveBeenCalledWith({ code: 'abcde-23456' });
  });
});
