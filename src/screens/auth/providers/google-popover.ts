/** A small dialog holding Google's own sign-in button, for when Google suppresses its prompt. */
import styles from '../auth.module.css';
import type { ShowButton } from './google';

export const showGoogleButton: ShowButton = (render, onClose) => {
  const opener = document.activeElement as HTMLElement | null;
  const dialog = document.createElement('div');
  dialog.className = styles.providerPopover;
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'false');
  dialog.setAttribute('aria-labelledby', 'google-popover-title');
  const title = document.createElement('p');
  title.id = 'google-popover-title';
  title.className = styles.providerPopoverTitle;
  title.textContent = 'Continue with your Google account';
  const slot = document.createElement('div');
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'btn btn-outline btn-block';
  dismiss.textContent = 'Cancel';
  dialog.append(title, slot, dismiss);

  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    document.removeEventListener('keydown', onKey);
    dialog.remove();
    opener?.focus?.();
  };
  const cancel = () => {
    close();
    onClose();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };
  dismiss.addEventListener('click', cancel);
  document.addEventListener('keydown', onKey);
  document.body.append(dialog);
  render(slot);
  dismiss.focus();
  return { close };
};
