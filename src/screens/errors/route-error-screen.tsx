import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
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
          <Trans>Back To Dashboard</Trans>
        </a>
      }
    >
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p className={styles.lead}>
        {chunkFailed ? (
          <Trans>A new version of the portal is available. Reload the page to continue where you were.</Trans>
        ) : (
          <Trans>We could not show this page. Your listings and bookings are safe; please try again in a moment.</Trans>
        )}
      </p>
      {status ? (
        <p>
          <Trans>Error code: {status}</Trans>
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <Trans>Reload Page</Trans>
        </button>
        <a href="/" className="btn btn-outline">
          <Trans>Back To Home</Trans>
        </a>
      </div>
    </ErrorShell>
  );
}
