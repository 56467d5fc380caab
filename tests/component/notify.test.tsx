import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../src/app/layout/app-toaster';
import { notify, notifyError, type NotifyKind } from '../../src/app/notify';

afterEach(() => {
  act(() => toast.remove());
});

const cases: Array<[NotifyKind, string, string, 'alert' | 'status']> = [
  [0, 'error', 'error', 'alert'],
  [1, 'success', 'success', 'status'],
  [2, 'info', 'blank', 'status'],
  [3, 'warning', 'blank', 'alert'],
];

describe('notify', () => {
  it.each(cases)('shows kind %i as a %s toast (react-hot-toast type %s, role %s)', async (kind, tone, type, role) => {
    render(<AppToaster />);
    await act(() => notify(kind, `Message of kind ${kind}`));
    const message = await screen.findByRole(role);
    expect(message.textContent).toContain(`Message of kind ${kind}`);
    const card = message.closest('[data-tone]');
    expect(card?.getAttribute('data-tone')).toBe(tone);
    expect(card?.getAttribute('data-type')).toBe(type);
  });

  it("shows 'Your connection was interrupted' as the info/interrupted kind (status 2), not an error, even when a flow reports it as a failure", async () => {
    render(<AppToaster />);
    await act(() => notifyError('Your connection was interrupted'));
    const message = await screen.findByRole('status');
    expect(message.textContent).toContain('Your connection was interrupted');
    expect(message.closest('[data-tone]')?.getAttribute('data-tone')).toBe('info');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the session-expired toast once when several calls fail with 401 together', async () => {
    render(<AppToaster />);
    await act(() =>
      Promise.all([
        notifyError('Your session expired! Please login again..'),
        notifyError('Your session expired! Please login again..'),
        notifyError('Your session expired! Please login again..'),
      ]),
    );
    await screen.findByRole('alert');
    expect(screen.getAllByText('Your session expired! Please login again..')).toHaveLength(1);
  });

  it('never shows the same message twice at the same moment, but does show different ones', async () => {
    render(<AppToaster />);
    await act(() => notify(1, 'Saved your listing'));
    await act(() => notify(1, 'Saved your listing'));
    await act(() => notify(1, 'Photo uploaded'));
    await screen.findByText('Photo uploaded');
    expect(screen.getAllByText('Saved your listing')).toHaveLength(1);
  });

  it('closes a toast when it is clicked', async () => {
    render(<AppToaster />);
    await act(() => notify(1, 'Saved your listing'));
    const card = (await screen.findByText('Saved your listing')).closest('[data-tone]') as HTMLElement;
    act(() => card.click());
    expect(card.getAttribute('data-state')).toBe('closed');
  });
});
