import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageNotFound } from '../../app/route-params';
import { ErrorShell } from './error-shell';
import { NotFoundScreen } from './not-found-screen';
import styles from './error-shell.module.css';

/** The router's errorElement: a calm page instead of 'Unexpected Application Error!'. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (error instanceof PageNotFound) return <NotFoundScreen />;
  // A stale tab after a new release cannot fetch its old chunks; a reload fixes it.
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <ErrorShell
      headerAction={
        <a href="/dashboard" className="btn btn-outline btn-small">
          Back To Dashboard
        </a>
      }
    >
      <h1>Something went wrong</h1>
      <p className={styles.lead}>
        {chunkFailed
          ? 'A new version of the portal is available. Reload the page to continue where you were.'
          : 'We could not show this page. Your listings and bookings are safe; please try again in a moment.'}
      </p>
      {status ? <p>Error code: {status}</p> : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload Page
        </button>
        <a href="/" className="btn btn-outline">
          Back To Home
        </a>
      </div>
    </ErrorShell>
  );
}
