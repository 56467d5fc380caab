import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { ErrorShell } from './error-shell';
import styles from './error-shell.module.css';

export function NotFoundScreen() {
  return (
    <ErrorShell
      headerAction={
        <Link to="/dashboard" className="btn btn-outline btn-small">
          <Trans>Back To Dashboard</Trans>
        </Link>
      }
    >
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>Page Not Found</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Sorry, the page you are looking for does not exist or is unavailable right now.</Trans>
      </p>
      <div>
        <p>
          <Trans>This can happen when:</Trans>
        </p>
        <ul className={styles.causes}>
          <li>
            <Trans>the page has been removed or moved,</Trans>
          </li>
          <li>
            <Trans>you followed a wrong or outdated link, or</Trans>
          </li>
          <li>
            <Trans>the URL was mistyped.</Trans>
          </li>
        </ul>
      </div>
      <div className={styles.actions}>
        <Link to="/" className="btn btn-primary">
          <Trans>Back To Home</Trans>
        </Link>
      </div>
    </ErrorShell>
  );
}
