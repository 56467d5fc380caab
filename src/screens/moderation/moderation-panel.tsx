import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangesDecision, Property } from '../../../machines/moderation.machine';
import { PendingChangesList } from './pending-changes-list';
import { listPlans, type Plan } from '../../api/listing-calls';
import { ConfirmDialog, type ConfirmInput } from '../../components/confirm-dialog';
import controls from '../../components/form-controls.module.css';
import { ACTION_LABELS, MODERATION_MESSAGES as M, MODERATION_REASON_MAX, type AdminStatusAction } from '../../shared/listing-moderation';
import { planDisplayName } from '../../shared/plan-names';
import { statusToWords } from '../../shared/text';
import { StatusBadge } from '../../components/listing-status-badge';
import { useModeration } from './use-moderation';
import styles from './moderation-panel.module.css';
import { formatDateTime } from '../../shared/format';

type AdminChoice = AdminStatusAction | 'change_plan' | ChangesDecision;

const BUTTONS: Record<AdminChoice, MessageDescriptor> = {
  approve: msg`Approve`,
  reject: msg`Reject…`,
  suspend: msg`Suspend…`,
  unsuspend: msg`Unsuspend`,
  change_plan: msg`Change plan…`,
  approve_changes: msg`Approve changes`,
  reject_changes: msg`Reject changes…`,
};

/** The dialog's input, its label a message read when shown. */
type QuestionInput = Omit<ConfirmInput, 'label'> & { label: MessageDescriptor };

const QUESTIONS: Record<AdminChoice, { title: MessageDescriptor; body: MessageDescriptor; input?: QuestionInput }> = {
  approve: { title: msg`Approve this listing?`, body: msg`It goes live at once: guests can find and book it. The host is emailed.` },
  reject: {
    title: msg`Reject this listing?`,
    body: msg`The host is emailed the reason and sees it on their listings; they edit the listing and submit it again.`,
    input: { label: msg`What the host should change`, requiredMessage: M.reasonRequired, maxLength: MODERATION_REASON_MAX },
  },
  suspend: {
    title: msg`Suspend this listing?`,
    body: msg`Guests can no longer find or book it; bookings already made stay. The host is emailed the reason.`,
    input: { label: msg`Reason for the host`, requiredMessage: M.reasonRequired, maxLength: MODERATION_REASON_MAX },
  },
  unsuspend: { title: msg`Lift the suspension?`, body: msg`The listing goes live again and the host is emailed.` },
  approve_changes: {
    title: msg`Approve these changes?`,
    body: msg`They go live at once: guests see the new values and the new photos. The host is emailed what was approved.`,
    input: { label: msg`Note for the host (optional)`, maxLength: MODERATION_REASON_MAX },
  },
  reject_changes: {
    title: msg`Reject these changes?`,
    body: msg`Guests keep seeing the approved values; new photos are deleted. The host is emailed the reason, sees it on their listing and may change it again.`,
    input: { label: msg`What the host should change`, requiredMessage: M.reasonRequired, maxLength: MODERATION_REASON_MAX },
  },
  change_plan: {
    title: msg`Change the plan`,
    body: msg`After sales closed a Reservation Management or Full Service inquiry. The status stays as it is.`,
    input: { label: msg`Note for the history (optional)`, maxLength: MODERATION_REASON_MAX },
  },
};


/**
 * /view/{propertyId} for admins: the moderation actions the listing's status allows now (the
 * server's allowedModerationActions) and its whole history: who, when, why. Reject and suspend
 * ask for the reason in a dialog; every action is confirmed first.
 */
export function ModerationPanel({ listing, onChanged }: { listing: Property; onChanged: (property: Property) => void }) {
  const actor = useModeration(listing.id, onChanged);
  const property = useSelector(actor, (s) => s.context.property) ?? listing;
  const pending = useSelector(actor, (s) => s.context.pending) as AdminChoice | null;
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const done = useSelector(actor, (s) => s.matches('done'));
  const reasonError = useSelector(actor, (s) => s.context.reasonError);
  const [plans, setPlans] = useState<Plan[]>([]);
  const [planId, setPlanId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const planSelectId = useId();
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();

  useEffect(() => {
    if (pending !== 'change_plan' || plans.length > 0) return;
    listPlans().then(setPlans, () => setPlans([]));
  }, [pending, plans.length]);
  useEffect(() => {
    if (pending === 'change_plan') setPlanId(null);
  }, [pending]);
  function keepFocusInPanel() {
    return window.setTimeout(() => {
      if (panelRef.current?.contains(document.activeElement)) return;
      const first = panelRef.current?.querySelector<HTMLButtonElement>('button:not([disabled])');
      (first ?? headingRef.current)?.focus();
    }, 0);
  }
  // The dialog gives focus back to the button that opened it; when that button went with the old
  // status (Approve, once approved, or read again after a 409), focus lands on the panel's first
  // action or its heading.
  const reread = useSelector(actor, (s) => s.matches({ failed: 'shown' }) && s.context.property !== null && !s.context.stale);
  useEffect(() => {
    if (!done && !reread) return;
    const timer = keepFocusInPanel();
    return () => window.clearTimeout(timer);
  }, [done, reread]);

  const allowed = (property.allowedModerationActions ?? []) as AdminChoice[];
  const history = property.moderationHistory ?? [];
  const waiting = (property.pendingChanges ?? []).filter((change) => change.state === 'pending');
  const newPhotos = property.photosWaitingForReview ?? [];
  const question = pending ? QUESTIONS[pending] : null;
  const planName = planDisplayName(property.planName);
  const statusWords = statusToWords(property.status).toLowerCase();
  return (
    <section ref={panelRef} className={styles.panel} aria-labelledby="moderation-title">
      <div className={styles.head}>
        <h2 id="moderation-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          <Trans>Moderation</Trans>
        </h2>
        <StatusBadge status={property.status} />
        <span className={styles.muted}>{planName ? <Trans>Plan: {planName}</Trans> : <Trans>Plan: none yet</Trans>}</span>
      </div>
      {allowed.length > 0 ? (
        <div className={styles.buttons}>
          {allowed.map((action) => (
            <button
              key={action}
              type="button"
              className={`btn btn-small ${action === 'approve' || action === 'unsuspend' ? 'btn-primary' : 'btn-outline'}`}
              disabled={saving}
              onClick={() => actor.send({ type: 'moderation.choose', action })}
            >
              {saving && pending === action ? t`Saving…` : i18n._(BUTTONS[action])}
            </button>
          ))}
        </div>
      ) : (
        <p className={styles.none}>
          <Trans>Nothing to decide while the listing is {statusWords}.</Trans>
        </p>
      )}
      {waiting.length > 0 || newPhotos.length > 0 ? (
        <section aria-labelledby="pending-changes-title" className={styles.changes}>
          <h3 id="pending-changes-title" className={styles.historyTitle}>
            <Trans>Changes waiting for review</Trans>
          </h3>
          <p className={styles.muted}>
            <Trans>Guests see the approved values (before) until the changes are approved.</Trans>
          </p>
          <PendingChangesList changes={waiting} newPhotos={newPhotos} />
          <div className={styles.buttons}>
            {(['approve_changes', 'reject_changes'] as const).map((action) => (
              <button
                key={action}
                type="button"
                className={`btn btn-small ${action === 'approve_changes' ? 'btn-primary' : 'btn-outline'}`}
                disabled={saving}
                onClick={() => actor.send({ type: 'moderation.choose', action })}
              >
                {saving && pending === action ? t`Saving…` : i18n._(BUTTONS[action])}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      <h3 className={styles.historyTitle}>
        <Trans>History</Trans>
      </h3>
      {history.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Nothing has happened to this listing yet.</Trans>
        </p>
      ) : (
        <ol className={styles.history} aria-label={t`Moderation history, newest first`}>
          {history.map((entry) => {
            const reason = entry.reason;
            return (
              <li key={entry.id} className={styles.entry}>
                <p className={styles.what}>
                  {ACTION_LABELS[entry.action]}
                  {entry.action === 'change_plan'
                    ? `: ${planDisplayName(entry.fromPlanName) ?? t`none`} → ${planDisplayName(entry.toPlanName) ?? t`none`}`
                    : `: ${statusToWords(entry.fromStatus)} → ${statusToWords(entry.toStatus)}`}
                </p>
                <p className={styles.muted}>
                  {formatDateTime(entry.at)} · {entry.actor.name ?? t`A removed account`}
                  {entry.actor.email ? ` (${entry.actor.email})` : ''} · {entry.actor.role === 'ADMIN' ? t`our team` : t`host`}
                </p>
                {entry.reason ? (
                  <p>
                    <Trans>Why: {reason}</Trans>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={confirming || saving}
        title={question ? i18n._(question.title) : ''}
        input={question?.input ? { ...question.input, label: i18n._(question.input.label) } : undefined}
        busy={saving}
        inputError={typeof reasonError === 'string' || reasonError === null ? reasonError : i18n._(reasonError)}
        extra={
          pending === 'change_plan' ? (
            <div className={controls.field}>
              <label className={controls.label} htmlFor={planSelectId}>
                <Trans>New plan</Trans>
              </label>
              <select
                id={planSelectId}
                className={`${controls.input} ${styles.select}`}
                value={planId ?? ''}
                onChange={(event) => setPlanId(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{t`Choose a plan`}</option>
                {plans.map((plan) => (
                  <option key={plan.id} value={plan.id} disabled={plan.id === property.planId}>
                    {plan.id === property.planId ? t`${{ plan: plan.displayName }} (current)` : plan.displayName}
                  </option>
                ))}
              </select>
            </div>
          ) : null
        }
        onConfirm={(reason) => actor.send({ type: 'moderation.confirm', reason, planId })}
        onCancel={() => actor.send({ type: 'moderation.cancel' })}
      >
        {question ? i18n._(question.body) : null}
      </ConfirmDialog>
    </section>
  );
}
