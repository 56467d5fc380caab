import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed, LoadingState } from '../../src/components/load-state';

describe('the loading and failure pattern', () => {
  it('says what is loading once, for screen readers, over a skeleton they do not read', () => {
    const { container } = render(<LoadingState label="Loading your dashboard…" rows={4} />);
    expect(screen.getByRole('status').textContent).toBe('Loading your dashboard…');
    const skeleton = container.querySelector('[aria-hidden="true"]');
    expect(skeleton?.children).toHaveLength(4);
  });

  it("shows the call's message with a retry that asks again", async () => {
    const onRetry = vi.fn();
    render(<LoadFailed message="Your connection was interrupted" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('Your connection was interrupted');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("falls back to the catalogue's last resort when a failure carries no text", () => {
    render(<LoadFailed message={null} onRetry={vi.fn()} retryLabel="Reload the list" />);
    expect(screen.getByRole('alert').textContent).toBe('Sorry! Try again later');
    expect(screen.getByRole('button', { name: 'Reload the list' })).toBeTruthy();
  });
});
