/**
 * The toast container (spec §4): top-right, 5 s, a progress bar, close on click, pause on hover,
 * swipe or drag sideways to dismiss. react-hot-toast runs the queue and timers (headless
 * useToaster); this file only draws the toasts. Loaded on demand by toaster-slot.tsx.
 */
import { toast as hotToast, useToaster, useToasterStore, type Toast } from 'react-hot-toast/headless';
import { useRef, type CSSProperties, type PointerEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { TOAST_DURATION_MS } from '../config';
import { shownMessage } from '../../shared/shown-message';
import { toneOf, type ToastTone } from '../notify';
import styles from './app-toaster.module.css';

const TONE_LABEL: Record<ToastTone, MessageDescriptor> = { error: msg`Error`, success: msg`Success`, info: msg`Info`, warning: msg`Warning` };
const DISMISS_DISTANCE = 80;

function ToneIcon({ tone }: { tone: ToastTone }) {
  const paths: Record<ToastTone, string> = {
    success: 'M7 12.5l3 3 7-7',
    error: 'M8 8l8 8M16 8l-8 8',
    info: 'M12 11v6M12 7.5v.5',
    warning: 'M12 7v6M12 16.5v.5',
  };
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d={paths[tone]} stroke="#fff" strokeWidth="2.4" strokeLinecap="round" fill="none" />
    </svg>
  );
}

type ToastItemProps = { toast: Toast; paused: boolean; startPause: () => void; endPause: () => void };

function ToastItem({ toast, paused, startPause, endPause }: ToastItemProps) {
  const tone = toneOf(toast);
  const drag = useRef({ startX: 0, dx: 0, active: false, moved: false });
  const element = useRef<HTMLDivElement>(null);
  const message = typeof toast.message === 'function' ? toast.message(toast) : toast.message;
  const { t, i18n } = useLingui();
  const toneLabel = i18n._(TONE_LABEL[tone]);

  const setOffset = (dx: number) => {
    const node = element.current;
    if (!node) return;
    node.style.transform = dx ? `translateX(${dx}px)` : '';
    node.style.opacity = dx ? String(Math.max(0.2, 1 - Math.abs(dx) / 240)) : '';
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { startX: event.clientX, dx: 0, active: true, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // Touch has no hover, so hold the timer while a finger is on the toast.
    if (event.pointerType !== 'mouse') startPause();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current.active) return;
    drag.current.dx = event.clientX - drag.current.startX;
    if (Math.abs(drag.current.dx) > 4) drag.current.moved = true;
    setOffset(drag.current.dx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current.active) return;
    drag.current.active = false;
    if (event.pointerType !== 'mouse') endPause();
    if (Math.abs(drag.current.dx) >= DISMISS_DISTANCE) hotToast.dismiss(toast.id);
    else setOffset(0);
  };
  const onClick = () => {
    if (drag.current.moved) {
      drag.current.moved = false;
      return;
    }
    hotToast.dismiss(toast.id);
  };

  return (
    <div
      ref={element}
      className={`${styles.toast} ${styles[tone]}`}
      data-state={toast.visible ? 'open' : 'closed'}
      data-tone={tone}
      data-type={toast.type}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClick={onClick}
    >
      <ToneIcon tone={tone} />
      <div className={styles.body} {...toast.ariaProps}>
        <span className="visually-hidden">{toneLabel}: </span>
        {typeof message === 'string' ? shownMessage(message) : message}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t`Dismiss notification`}
        onClick={(event) => {
          event.stopPropagation();
          hotToast.dismiss(toast.id);
        }}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span
        className={styles.progress}
        aria-hidden="true"
        style={
          {
            '--toast-duration': `${toast.duration ?? TOAST_DURATION_MS}ms`,
            animationPlayState: paused || !toast.visible ? 'paused' : 'running',
          } as CSSProperties
        }
      />
    </div>
  );
}

export function AppToaster() {
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION_MS });
  const { pausedAt } = useToasterStore();
  const { t } = useLingui();
  return (
    // aria-live="off" announces nothing itself (each toast is its own status or alert region); it
    // marks the region as live so a modal dialog, which hides the rest of the page from assistive
    // tech, leaves the toasts exposed (aria-hidden's hideOthers skips [aria-live]).
    <section aria-label={t`Notifications`} aria-live="off" data-toaster="" className={styles.region} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          paused={pausedAt !== undefined}
          startPause={handlers.startPause}
          endPause={handlers.endPause}
        />
      ))}
    </section>
  );
}
