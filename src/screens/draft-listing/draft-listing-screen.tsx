import { useActorRef, useSelector } from '@xstate/react';
import { Link, useNavigate } from 'react-router-dom';
import { type DraftSummary } from '../../../machines/draft-listing.machine';
import { firstIncompleteStep, stepsFor } from '../../../machines/wizard-steps';
import { actorOptions } from '../../app/inspect';
import { useShell } from '../../app/shell-context';
import { notifyError, notifySuccess } from '../../app/notify';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProgressBar } from '../../components/progress-bar';
import { clearLocalDraft } from '../../app/app-session';
import styles from './draft-listing.module.css';
import { draftListingWithCalls } from '../../api/actors/draft-listing';
import { formatDateTime } from '../../shared/format';
import { LoadFailed, LoadingState } from '../../components/load-state';


/** /draft-listing: continue the draft where it stopped, or discard it after a confirmation. */
export function DraftListingScreen() {
  const navigate = useNavigate();
  const { startListing } = useShell();
  const actor = useActorRef(
    draftListingWithCalls.provide({
      actions: {
        navigate: (_, { to }) => navigate(to),
        clearDraftMarker: () => clearLocalDraft(),
        startOver: () => startListing(),
        toastSuccess: (_, { message }) => void notifySuccess(message),
        toastError: (_, { message }) => void notifyError(message),
      },
    }),
    actorOptions(),
  );
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const state = useSelector(actor, (s) => (s.matches('loading') || s.matches('gone') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('none') ? 'none' : 'draft'));
  const confirming = useSelector(actor, (s) => s.matches('confirming') || s.matches('discarding'));
  const discarding = useSelector(actor, (s) => s.matches('discarding'));

  return (
    <div className={`container ${styles.page}`}>
      <p className="eyebrow">List your property</p>
      <h1>Draft Listing</h1>
      {state === 'loading' ? <LoadingState label="Loading your draft…" rows={1} /> : null}
      {state === 'failed' ? (
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'draft.retry' })} />
      ) : null}
      {state === 'none' ? (
        <div className={styles.card}>
          <p>You have no draft listing. Start a new one whenever you are ready.</p>
          <Link to="/plan-selection" className="btn btn-primary">
            List Your Property
          </Link>
        </div>
      ) : null}
      {state === 'draft' && draft ? <DraftCard draft={draft} onContinue={() => actor.send({ type: 'draft.continue' })} onDiscard={() => actor.send({ type: 'draft.discard' })} /> : null}
      <ConfirmDialog
        open={confirming}
        busy={discarding}
        title="Discard this draft?"
        onConfirm={() => actor.send({ type: 'draft.confirmDiscard' })}
        onCancel={() => actor.send({ type: 'draft.cancelDiscard' })}
      >
        Everything you entered for {draft?.name ? `“${draft.name}”` : 'this listing'} will be deleted. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}

function DraftCard({ draft, onContinue, onDiscard }: { draft: DraftSummary; onContinue: () => void; onDiscard: () => void }) {
  const dataSteps = stepsFor(draft.isPropertyTypeRoomOrHomeStay).filter((s) => s.saves !== null);
  const done = dataSteps.filter((s) => draft.completion[s.saves!] === true).length;
  const next = firstIncompleteStep(draft.completion, draft.isPropertyTypeRoomOrHomeStay);
  return (
    <article className={styles.card} aria-labelledby="draft-name">
      <h2 id="draft-name" className={styles.name}>
        {draft.name ?? 'Untitled listing'}
      </h2>
      <p className={styles.meta}>Last saved {formatDateTime(draft.updatedAt)}</p>
      <ProgressBar label="Draft progress" value={done} max={dataSteps.length} text={`${done} of ${dataSteps.length} steps done`} />
      <p>
        Next: <strong>{next.title}</strong>
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          Continue
        </button>
        <button type="button" className="btn btn-danger" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </article>
  );
}
