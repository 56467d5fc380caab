import { useEffect, type RefObject } from 'react';

/**
 * While a menu is open: a press outside `root` closes it, and Escape closes it and gives focus back
 * to the `button` that opened it (the account menu and the per-item action menus).
 */
export function useDismiss(open: boolean, setOpen: (open: boolean) => void, root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen, root, button]);
}
