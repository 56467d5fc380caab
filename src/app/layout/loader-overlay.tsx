import { useLoader } from '../providers';
import { Trans } from '@lingui/react/macro';
import styles from './loader-overlay.module.css';

/** Covers the page while the loader actor is busy. The status region is always in the DOM so
 * screen readers announce 'Loading' when it fills. */
export function LoaderOverlay() {
  const { isLoading } = useLoader();
  return (
    <div role="status" aria-live="polite" aria-busy={isLoading} className={isLoading ? styles.overlay : undefined}>
      {isLoading ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Loading</Trans>
          </span>
        </>
      ) : null}
    </div>
  );
}
