import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { wizardView } from '../../../machines/wizard.machine';
import { progressOf, stepAt } from '../../../machines/wizard-steps';
import { textIn } from '../../../machines/ui-text';
import { actorOptions } from '../../app/inspect';
import { PageNotFound } from '../../app/route-params';
import type { ShellContext } from '../../app/shell-context';
import { FormAlert } from '../../components/form-field';
import { initialValues, StepBody } from './step-registry';
import { adminHostOf } from './steps/admin-edit-summary';
import { LeaveGuard } from './leave-guard';
import { stepIntro, stepTitle } from './step-titles';
import { unsavedSteps } from './unsaved-steps';
import { wizardWithEffects } from './wizard-effects';
import { WizardProgress } from './wizard-progress';
import styles from './wizard-shell.module.css';
import { LoadFailed, LoadingState } from '../../components/load-state';

/**
 * Every wizard route renders this shell: one wizard actor for the whole listing, told about each
 * route change, with the step's title, its form and the Back / Next buttons; the part, the
 * progress bar and "Save & exit" go into the layout's slim header (inline when there is no layout).
 */
export function WizardShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const actor = useActorRef(wizardWithEffects(navigate), actorOptions());
  // Null when rendered without the app's layout (component tests): the header then sits inline.
  const shell = useOutletContext<ShellContext | null | undefined>();

  useEffect(() => {
    const at = stepAt(location.pathname);
    if (at) actor.send({ type: 'wizard.visit', stepId: at.step.id, propertyId: at.propertyId });
  }, [actor, location.pathname]);

  const view = useSelector(actor, wizardView);
  // Each step's heading takes the focus, so screen readers announce the new step and Tab starts
  // at its form instead of at the Next button the host just pressed.
  const heading = useRef<HTMLHeadingElement>(null);
  const stepId = view.step?.id;
  useEffect(() => {
    if (stepId) heading.current?.focus();
  }, [stepId]);
  const edits = useSelector(actor, (s) => s.context.edits);
  const unsaved = useMemo(() => unsavedSteps(edits, view.listing), [edits, view.listing]);
  const unsavedNow = () => unsavedSteps(actor.getSnapshot().context.edits, actor.getSnapshot().context.listing);
  const state = useSelector(actor, (s) => (s.matches('failed') ? 'failed' : s.matches('conflict') ? 'conflict' : s.matches('loading') ? 'loading' : 'ready'));
  // The router's wizard routes name its parts ('/property/:step/…'), not its steps: a path no step
  // has ('/property/99/5') is a page that does not exist, which the router's error screen answers
  // with the not-found screen (as for a parameter that cannot name anything, route-params.tsx).
  if (stepAt(location.pathname) === null) throw new PageNotFound();
  const step = view.step;
  if (!step) return null;
  const values = view.unsaved ?? initialValues(step, view.listing);
  const progress = progressOf(step.id, view.isPropertyTypeRoomOrHomeStay);
  // /admin-edit-property/{id} lands on main/finish: an admin reviews the host's listing, in admin words.
  const adminFinish = step.id === 'main/finish' && adminHostOf(view.listing) !== null;
  // A listed, unlisted or suspended listing: main/finish is its editor and each step saves back to it.
  const liveFinish = step.id === 'main/finish' && view.live;
  // The unit editor reports the unit it holds open (its 'editing', kept with the step's edits): while
  // one is open its Save is the step's one primary action, and Next steps back to an outline.
  const unitEditorOpen = step.saves === 'units' && (view.unsaved as { editing?: unknown } | undefined)?.editing != null;
  const title = adminFinish ? t`Review the host's listing` : liveFinish ? t`Manage your listing` : stepTitle(i18n, step);
  const header = (
    <WizardProgress
      step={step}
      title={title}
      live={view.live}
      progress={step.saves !== null && !view.live ? progress : null}
      busy={view.buttonDisabled}
      onSaveAndExit={() => actor.send({ type: 'wizard.saveAndExit', values, changed: unsaved.some((s) => s.id === step.id) })}
    />
  );

  return (
    <div className={`container ${styles.page}`}>
      <LeaveGuard unsaved={unsaved} unsavedNow={unsavedNow} />
      {shell == null ? header : shell.wizardHeaderSlot ? createPortal(header, shell.wizardHeaderSlot) : null}
      <header className={styles.head}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {liveFinish ? (
          <p className={styles.intro}>
            <Trans>Each section shows what guests see now. Edit one, save it, and you come back here.</Trans>
          </p>
        ) : step.intro && !adminFinish ? (
          <p className={styles.intro}>{stepIntro(i18n, step)}</p>
        ) : null}
      </header>

      {state === 'loading' ? (
        <LoadingState label={t`Loading your listing…`} />
      ) : state === 'failed' ? (
        <LoadFailed message={view.error} onRetry={() => actor.send({ type: 'wizard.retry' })} />
      ) : (
        <form
          className={styles.form}
          data-wizard-form=""
          noValidate
          aria-busy={view.buttonDisabled}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send(step.id === 'main/finish' ? { type: 'wizard.submit' } : { type: 'wizard.next', values });
          }}
        >
          {state === 'conflict' ? (
            <div className={styles.conflict} role="alert">
              <p>{textIn(i18n, view.error)}</p>
              <button type="button" className="btn btn-outline btn-small" onClick={() => actor.send({ type: 'wizard.reload' })}>
                <Trans>Reload</Trans>
              </button>
            </div>
          ) : (
            <FormAlert message={view.issues.length === 0 ? view.error : null} />
          )}
          {/* /complete itself tells the host their listing was submitted. */}
          {view.underReview && step.id !== 'complete' ? (
            <div className={styles.review} role="status">
              <p>
                <Trans>
                  This listing is being reviewed by our team, so it cannot be changed now. Withdraw it from review to edit it again; you will
                  then need to submit it again.
                </Trans>
              </p>
              <button type="button" className="btn btn-outline btn-small" disabled={view.buttonDisabled} onClick={() => actor.send({ type: 'wizard.withdraw' })}>
                <Trans>Withdraw from review</Trans>
              </button>
            </div>
          ) : null}
          {/* The buttons come with the step's form: no Next before there is a form, and nothing moves under a finger reaching for it. */}
          <Suspense fallback={<p className={styles.status}>
                <Trans>Loading…</Trans>
              </p>}>
            {/* Under review every field is read-only: a disabled fieldset disables them all at once. */}
            <fieldset disabled={view.underReview} className={styles.body}>
              <StepBody
                step={step}
                listing={view.listing}
                values={values}
                issues={view.issues}
                onChange={(edited: unknown) => actor.send({ type: 'wizard.edit', values: edited })}
                onListingChange={(listing) => actor.send({ type: 'wizard.listingChanged', listing })}
                unitEditor={view.unitEditor}
              />
            </fieldset>
            <div className={styles.actions} data-sticky-bottom="">
              {liveFinish ? (
                <span />
              ) : step.id !== 'start' && step.id !== 'complete' ? (
                <button type="button" className="btn btn-outline" disabled={view.buttonDisabled} onClick={() => actor.send({ type: 'wizard.back' })}>
                  <Trans>Back</Trans>
                </button>
              ) : (
                <span />
              )}
              {liveFinish ? (
                <Link to="/listed-properties" className="btn btn-primary">
                  <Trans>Back to your listings</Trans>
                </Link>
              ) : adminFinish ? (
                // An admin edits for the host; submitting for review is the host's own step.
                <Link to="/admin-property-listings" className="btn btn-primary">
                  <Trans>Back to property listings</Trans>
                </Link>
              ) : step.id !== 'complete' && !(step.id === 'main/finish' && view.underReview) ? (
                <button type="submit" className={unitEditorOpen ? 'btn btn-outline' : 'btn btn-primary'} disabled={view.buttonDisabled || state === 'conflict'}>
                  {view.buttonDisabled
                    ? t`Saving…`
                    : step.id === 'main/finish'
                      ? t`Submit for review`
                      : step.id === 'start'
                        ? t`Let's start`
                        : view.live
                          ? t`Save`
                          : t`Next`}
                </button>
              ) : null}
            </div>
          </Suspense>
        </form>
      )}
    </div>
  );
}
