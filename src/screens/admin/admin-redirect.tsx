import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { adminRedirectMachine, type AdminRedirectPurpose } from '../../../machines/admin-redirect.machine';
import { clearHostSession, clearLocalDraft, recheckSession } from '../../app/app-session';
import { actorOptions } from '../../app/inspect';

export type { AdminRedirectPurpose };

/** Entry points from the admin panel (spec §2); the machine clears, checks the session and routes. */
export function AdminRedirect({ purpose }: { purpose: AdminRedirectPurpose }) {
  const { propertyId = '' } = useParams();
  const navigate = useNavigate();
  const actor = useActorRef(
    adminRedirectMachine.provide({
      actors: {
        clearLocalSession: fromPromise(async () => {
          clearLocalDraft();
          clearHostSession();
        }),
        checkSession: fromPromise(recheckSession),
      },
      actions: {
        navigate: (_, { to }) => navigate(to, { replace: true }),
      },
    }),
    { ...actorOptions(), input: { purpose, propertyId } },
  );
  const forAdministrators = useSelector(actor, (state) => state.matches('forAdministrators'));
  if (forAdministrators) {
    return (
      <div className="container">
        <h1>
          <Trans>This link is for administrators</Trans>
        </h1>
        <p>
          <Trans>It opens a page of the admin panel, which your host account does not use. You are still signed in.</Trans>
        </p>
        <Link to="/dashboard" className="btn btn-primary">
          <Trans>Back To Dashboard</Trans>
        </Link>
      </div>
    );
  }
  return (
    <p className="container" role="status">
      <Trans>Taking you there…</Trans>
    </p>
  );
}
