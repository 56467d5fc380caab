import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/components/confirm-dialog';

function renderDialog(withInput: boolean) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Discard this draft?"
      input={withInput ? { label: 'Reason', requiredMessage: 'Please give a reason' } : undefined}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      Everything you entered for this listing will be deleted.
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog (spec §5 "Confirmation dialogs")', () => {
  it('asks its question with the buttons Yes and No', () => {
    renderDialog(false);
    const dialog = screen.getByRole('alertdialog', { name: 'Discard this draft?' });
    expect(dialog.textContent).toContain('Everything you entered for this listing will be deleted.');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
  });

  it('confirms at once when no input is configured', async () => {
    const { onConfirm, user } = renderDialog(false);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('');
  });

  it('shows the configured error and blocks Yes while the configured input is empty', async () => {
    const { onConfirm, user } = renderDialog(true);
    await user.type(screen.getByLabelText('Reason'), '   ');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('alert').textContent).toBe('Please give a reason');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('Reason'));
  });

  it('hands the typed text to Yes, trimmed', async () => {
    const { onConfirm, user } = renderDialog(true);
    await user.type(screen.getByLabelText('Reason'), ' Photos are of another property ');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('Photos are of another property');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cancels on No and on Escape without confirming', async () => {
    const { onConfirm, onCancel, user } = renderDialog(true);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('gives the focus back to the button that opened it', async () => {
    function Asker() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Remove
          </button>
          <ConfirmDialog open={open} title="Remove it?" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </>
      );
    }
    render(<Asker />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alertdialog', { name: 'Remove it?' }).contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
  });
});
