import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import controls from '../../components/form-controls.module.css';
import styles from './inquiry-dialog.module.css';

type ExternalUrlsProps = {
  links: string[];
  /** The blocking message of 'links.<index>', if any. */
  problem: (field: string) => string | null;
  /** The 'Enter a valid URL' warning of 'links.<index>', if any. */
  warning: (field: string) => string | null;
  onAdd: () => void;
  onChange: (index: number, value: string) => void;
  onRemove: (index: number) => void;
};

/**
 * The optional list of the property's pages elsewhere (spec §5 "External URLs"). An error blocks
 * the submit; a warning only points out a link that does not look like one.
 */
export function ExternalUrls({ links, problem, warning, onAdd, onChange, onRemove }: ExternalUrlsProps) {
  const base = useId();
  return (
    <fieldset className={styles.urls}>
      <legend className={controls.label}>
        <Trans>External URLs</Trans>
      </legend>
      <p id={`${base}-hint`} className={controls.hint}>
        <Trans>Optional: your property on Airbnb, Booking.com or your own website.</Trans>
      </p>
      {links.map((link, index) => {
        const field = `links.${index}`;
        const inputId = `${base}-${index}`;
        const error = problem(field);
        const caution = error ? null : warning(field);
        const noteId = `${inputId}-note`;
        const number = index + 1;
        return (
          <div key={index} className={styles.urlRow}>
            <label className="visually-hidden" htmlFor={inputId}>
              <Trans>URL {number}</Trans>
            </label>
            <input
              id={inputId}
              name={field}
              className={controls.input}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={link}
              aria-invalid={error ? true : undefined}
              aria-describedby={error || caution ? noteId : undefined}
              onChange={(event) => onChange(index, event.target.value)}
            />
            <button type="button" className={`btn btn-ghost btn-small ${styles.remove}`} onClick={() => onRemove(index)}>
              <Trans>
                Remove<span className="visually-hidden"> URL {number}</span>
              </Trans>
            </button>
            {error ? (
              <p id={noteId} className={`${controls.error} ${styles.urlNote}`}>
                {error}
              </p>
            ) : caution ? (
              <p id={noteId} className={`${styles.warning} ${styles.urlNote}`}>
                {caution}
              </p>
            ) : null}
          </div>
        );
      })}
      <div>
        <button type="button" className="btn btn-outline btn-small" aria-describedby={`${base}-hint`} onClick={onAdd}>
          <Trans>Add URL</Trans>
        </button>
      </div>
    </fieldset>
  );
}
