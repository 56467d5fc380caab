import { useRef } from 'react';

/**
 * For a Radix dialog opened by a flow rather than a Radix trigger: remembers what had focus when
 * it opened and gives focus back to it on close (Radix can only return focus to its trigger).
 * Spread the result onto Dialog.Content.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
    },
  };
}
