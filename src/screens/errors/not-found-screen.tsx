import { Link } from 'react-router-dom';
import { ErrorShell } from './error-shell';
import styles from './error-shell.module.css';

export function NotFoundScreen() {
  return (
    <ErrorShell
      headerAction={
        <Link to="/dashboard" className="btn btn-outline btn-small">
          Back To Dashboard
        </Link>
      }
    >
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className={styles.lead}>Sorry, the page you are looking for does not exist or is unavailable right now.</p>
      <div>
        <p>This can happen when:</p>
        <ul className={styles.causes}>
          <li>the page has been removed or moved,</li>
          <li>you followed a wrong or outdated link, or</li>
          <li>the URL was mistyped.</li>
        </ul>
      </div>
      <div className={styles.actions}>
        <Link to="/" className="btn btn-primary">
          Back To Home
        </Link>
      </div>
    </ErrorShell>
  );
}
