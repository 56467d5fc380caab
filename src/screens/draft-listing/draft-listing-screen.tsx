import { useActorRef, useSelector } from '@xstate/react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const draftName = draft?.name;

  return (
    <div className={`container ${styles.page}`}>
      <p className="eyebrow">
        <Trans>List your property</Trans>
      </p>
      <h1>
        <Trans>Draft Listing</Trans>
      </h1>
      {state === 'loading' ? <LoadingState label={t`Loading your draft…`} rows={1} /> : null}
      {state === 'failed' ? (
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'draft.retry' })} />
      ) : null}
      {state === 'none' ? (
        <div className={styles.card}>
          <p>
            <Trans>You have no draft listing. Start a new one whenever you are ready.</Trans>
          </p>
          <Link to="/plan-selection" className="btn btn-primary">
            <Trans>List Your Property</Trans>
          </Link>
        </div>
      ) : null}
      {state === 'draft' && draft ? <DraftCard draft={draft} onContinue={() => actor.send({ type: 'draft.continue' })} onDiscard={() => actor.send({ type: 'draft.discard' })} /> : null}
      <ConfirmDialog
        open={confirming}
        busy={discarding}
        title={t`Discard this draft?`}
        onConfirm={() => actor.send({ type: 'draft.confirmDiscard' })}
        onCancel={() => actor.send({ type: 'draft.cancelDiscard' })}
      >
        {draftName ? (
          <Trans>Everything you entered for “{draftName}” will be deleted. This cannot be undone.</Trans>
        ) : (
          <Trans>Everything you entered for this listing will be deleted. This cannot be undone.</Trans>
        )}
      </ConfirmDialog>
    </div>
  );
}

function DraftCard({ draft, onContinue, onDiscard }: { draft: DraftSummary; onContinue: () => void; onDiscard: () => void }) {
  const dataSteps = stepsFor(draft.isPropertyTypeRoomOrHomeStay).filter((s) => s.saves !== null);
  const done = dataSteps.filter((s) => draft.completion[s.saves!] === true).length;
  const next = firstIncompleteStep(draft.completion, draft.isPropertyTypeRoomOrHomeStay);
  const { t } = useLingui();
  const steps = dataSteps.length;
  const savedAt = formatDateTime(draft.updatedAt);
  const nextStep = next.title;
  return (
    <article className={styles.card} aria-labelledby="draft-name">
      <h2 id="draft-name" className={styles.name}>
        {draft.name ?? t`Untitled listing`}
      </h2>
      <p className={styles.meta}>
        <Trans>Last saved {savedAt}</Trans>
      </p>
      <ProgressBar label={t`Draft progress`} value={done} max={steps} text={t`${done} of ${steps} steps done`} />
      <p>
        <Trans>
          Next: <strong>{nextStep}</strong>
        </Trans>
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          <Trans>Continue</Trans>
        </button>
        <button type="button" className="btn btn-danger" onClick={onDiscard}>
          <Trans>Discard</Trans>
        </button>
      </div>
    </article>
  );
}
