import { useActorRef } from '@xstate/react';
import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { adminRedirectMachine, type AdminRedirectPurpose } from '../../../machines/admin-redirect.machine';
import { clearHostSession, clearLocalDraft, recheckSession } from '../../app/app-session';
import { actorOptions } from '../../app/inspect';

export type { AdminRedirectPurpose };

/** Entry points from the admin panel (spec §2); the machine clears, checks the session and routes. */
export function AdminRedirect({ purpose }: { purpose: AdminRedirectPurpose }) {
  const { propertyId = '' } = useParams();
  const navigate = useNavigate();
  useActorRef(
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
  return (
    <p className="container" role="status">
      Taking you there…
    </p>
  );
}
