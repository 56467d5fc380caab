import type { ReactNode } from 'react';
import type { UiText } from '../../machines/ui-text';
import { FormAlert } from './form-field';
import layout from './form-layout.module.css';

type BusyFormProps = {
  busy: boolean;
  /** The message of the last failed call, shown above the fields. */
  alert?: UiText | null;
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * A form whose machine does the validating (so the browser's own bubbles are off) and that
 * tells assistive tech while its call is under way.
 */
export function BusyForm({ busy, alert, onSubmit, children }: BusyFormProps) {
  return (
    <form
      className={layout.form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {alert !== undefined ? <FormAlert message={alert} /> : null}
      {children}
    </form>
  );
}
