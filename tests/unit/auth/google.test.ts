import { describe, expect, it, vi } from 'vitest';
import { GIS_SRC, googleIdToken, type GoogleIdApi, type GoogleHost } from '../../../src/screens/auth/providers/google';

type Notification = Parameters<NonNullable<Parameters<GoogleIdApi['prompt']>[0]>>[0];

function fakeGoogle(onPrompt: (api: { credential: (value?: string) => void; notify: (n: Notification) => void }) => void) {
  let callback: ((response: { credential?: string }) => void) | undefined;
  const id = {
    initialize: vi.fn((options: Parameters<GoogleIdApi['initialize']>[0]) => void (callback = options.callback)),
    prompt: vi.fn((listener?: (n: Notification) => void) =>
      onPrompt({ credential: (value) => callback?.({ credential: value }), notify: (n) => listener?.(n) }),
    ),
    renderButton: vi.fn(),
    cancel: vi.fn(),
  } satisfies GoogleIdApi;
  const closePopover = vi.fn();
  let dismiss: (() => void) | undefined;
  const host: GoogleHost = {
    window: { google: { accounts: { id } } },
    loadScript: vi.fn(async () => {}),
    showButton: vi.fn((render, onClose) => {
      render({} as HTMLElement);
      dismiss = onClose;
      return { close: closePopover };
    }),
    random: () => 'nonce-1',
  };
  return { id, host, closePopover, dismiss: () => dismiss?.() };
}

describe('googleIdToken', () => {
  it("loads Google Identity Services and answers the prompt's credential", async () => {
    const { id, host } = fakeGoogle(({ credential }) => credential('header.payload.signature'));
    await expect(googleIdToken('g-client', host)).resolves.toBe('header.payload.signature');
    expect(host.loadScript).toHaveBeenCalledWith(GIS_SRC);
    expect(id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'g-client', nonce: 'nonce-1', use_fedcm_for_prompt: true }));
    expect(id.cancel).toHaveBeenCalled();
  });

  it('says the sign-in was cancelled when the person dismisses the prompt', async () => {
    const { host } = fakeGoogle(({ notify }) => notify({ isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel' }));
    await expect(googleIdToken('g-client', host)).rejects.toEqual({ message: expect.stringMatching(/^Sign-in with Google was cancelled/) });
  });

  it("offers Google's button when the prompt is not displayed, and takes the credential from it", async () => {
    let answer: (value: string) => void = () => {};
    const { id, host, closePopover } = fakeGoogle(({ credential, notify }) => {
      answer = credential;
      notify({ isNotDisplayed: () => true, isSkippedMoment: () => false });
    });
    const token = googleIdToken('g-client', host);
    await vi.waitFor(() => expect(host.showButton).toHaveBeenCalledTimes(1));
    expect(id.renderButton).toHaveBeenCalled();
    answer('from.the.button');
    await expect(token).resolves.toBe('from.the.button');
    expect(closePopover).toHaveBeenCalled();
  });

  it("treats closing the button's popover as a cancellation", async () => {
    const fake = fakeGoogle(({ notify }) => notify({ isSkippedMoment: () => true, getSkippedReason: () => 'issuing_failed' }));
    const token = googleIdToken('g-client', fake.host);
    await vi.waitFor(() => expect(fake.host.showButton).toHaveBeenCalled());
    fake.dismiss();
    await expect(token).rejects.toEqual({ message: expect.stringMatching(/cancelled/) });
  });

  it('says Google could not be reached when its script does not load', async () => {
    const { host } = fakeGoogle(() => {});
    host.loadScript = async () => Promise.reject(new Error('timed out'));
    await expect(googleIdToken('g-client', host)).rejects.toEqual({ message: 'Could not reach Google. Check your connection and try again.' });
  });

  it('says Google could not be reached when the script loaded but left no API', async () => {
    const { host } = fakeGoogle(() => {});
    host.window = {};
    await expect(googleIdToken('g-client', host)).rejects.toEqual({ message: 'Could not reach Google. Check your connection and try again.' });
  });
});
