import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './action-menu.module.css';
import { useDismiss } from './use-dismiss';

export type ActionMenuItem = {
  key: string;
  label: string;
  /** A link; otherwise a button calling onSelect. */
  to?: string;
  onSelect?: () => void;
  /** Destructive (Delete, Unlist): the danger colour. */
  danger?: boolean;
  disabled?: boolean;
};

/**
 * Whether the panel opens below or above its button, from the room each side has on screen: below
 * ends at the page's sticky bottom bars, which mark themselves with data-sticky-bottom (where they
 * sit now, above the screen's foot at the end of a short page) and are in its scroll-padding.
 */
function sideFor(trigger: HTMLElement, panel: HTMLElement): 'below' | 'above' {
  const page = getComputedStyle(document.documentElement);
  const box = trigger.getBoundingClientRect();
  const bars = Array.from(document.querySelectorAll('[data-sticky-bottom]'), (bar) => bar.getBoundingClientRect().top);
  const floor = Math.min(window.innerHeight - (parseFloat(page.scrollPaddingBottom) || 0), ...bars.filter((top) => top > box.bottom));
  const roomBelow = floor - box.bottom;
  const roomAbove = box.top - (parseFloat(page.scrollPaddingTop) || 0);
  return panel.offsetHeight > roomBelow && roomAbove > roomBelow ? 'above' : 'below';
}

/**
 * A "more actions" button with a small disclosure panel of links and buttons (no ARIA menu role:
 * a plain list, so Tab and Enter work as everywhere else). Closes on Escape (focus back on the
 * button), a pointer outside, focus leaving, or choosing an item.
 */
export function ActionMenu({ label, items, align = 'end', className }: { label: string; items: ActionMenuItem[]; align?: 'start' | 'end'; className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);

  useDismiss(open, setOpen, root, button);
  // Below its button when it fits above the page's sticky bottom bars (the scroll-padding), else
  // above it: a photo at the foot of a phone screen keeps its whole menu clear of the Next bar.
  useLayoutEffect(() => {
    if (open && panel.current && button.current) panel.current.dataset.side = sideFor(button.current, panel.current);
  }, [open]);
  useEffect(() => {
    // All of it in sight, above the sticky bars (the page's scroll-padding), not under or over them.
    if (open) panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  return (
    <div
      ref={root}
      className={className ? `${styles.root} ${className}` : styles.root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className={styles.trigger} aria-expanded={open} aria-controls={panelId} aria-label={label} onClick={() => setOpen((value) => !value)}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <circle cx="4" cy="10" r="1.8" fill="currentColor" />
          <circle cx="10" cy="10" r="1.8" fill="currentColor" />
          <circle cx="16" cy="10" r="1.8" fill="currentColor" />
        </svg>
      </button>
      <ul ref={panel} id={panelId} className={styles.panel} data-align={align} hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            {item.to ? (
              <Link to={item.to} className={styles.item} data-danger={item.danger ? 'true' : undefined} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.item}
                data-danger={item.danger ? 'true' : undefined}
                disabled={item.disabled}
                onClick={() => {
                  setOpen(false);
                  // Focus back on the menu's button first: a dialog the item opens returns it there.
                  button.current?.focus();
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
