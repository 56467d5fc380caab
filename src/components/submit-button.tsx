import type { ReactNode } from 'react';

type SubmitButtonProps = {
  busy: boolean;
  /** What the button says while the call is under way, e.g. 'Saving…'. */
  busyLabel: string;
  children: ReactNode;
  /** Full width, as on the account cards. */
  block?: boolean;
};

/** The primary submit button: disabled and relabelled while busy, so a second click cannot send twice. */
export function SubmitButton({ busy, busyLabel, children, block = false }: SubmitButtonProps) {
  return (
    <button type="submit" className={block ? 'btn btn-primary btn-block' : 'btn btn-primary'} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
