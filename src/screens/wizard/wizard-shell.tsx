import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { wizardView } from '../../../machines/wizard.machine';
import { progressOf, stepAt } from '../../../machines/wizard-steps';
import { actorOptions } from '../../app/inspect';
import { FormAlert } from '../../components/form-field';
import { ProgressBar } from '../../components/progress-bar';
import { LIFECYCLE_MESSAGES } from '../../shared/listing-lifecycle';
import { initialValues, StepBody } from './step-registry';
import { adminHostOf } from './steps/admin-edit-summary';
import { LeaveGuard } from './leave-guard';
import { unsavedSteps } from './unsaved-steps';
import { wizardWithEffects } from './wizard-effects';
import styles from './wizard-shell.module.css';
import { LoadFailed, LoadingState } from '../../components/load-state';

const PART_LABEL = { property: 'Part 1 · Your property', rooms: 'Part 2 · Rooms and photos', payments: 'Part 3 · Payments and policies' } as const;

/**
 * Every wizard route renders this shell: one wizard actor for the whole listing, told about each
 * route change, with the progress bar, the step's title, its form and the Back / Next buttons.
 */
export function WizardShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const actor = useActorRef(wizardWithEffects(navigate), actorOptions());

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
  const state = useSelector(actor, (s) => (s.matches('failed') ? 'failed' : s.matches('conflict') ? 'conflict' : s.matches('loading') ? 'loading' : 'ready'));
  const step = view.step;
  if (!step) return null;
  const values = view.unsaved ?? initialValues(step, view.listing);
  const progress = progressOf(step.id, view.isPropertyTypeRoomOrHomeStay);
  // /admin-edit-property/{id} lands on main/finish: an admin reviews the host's listing, in admin words.
  const adminFinish = step.id === 'main/finish' && adminHostOf(view.listing) !== null;
  // A listed, unlisted or suspended listing: main/finish is its editor and each step saves back to it.
  const liveFinish = step.id === 'main/finish' && view.live;

  return (
    <div className={`container ${styles.page}`}>
      <LeaveGuard unsaved={unsaved} />
      <header className={styles.head}>
        <p className="eyebrow">{step.part ? PART_LABEL[step.part] : 'List your property'}</p>
        {step.saves !== null && !view.live ? (
          <ProgressBar label="Listing progress" value={progress.position} max={progress.total} text={`Step ${progress.position} of ${progress.total}`} />
        ) : null}
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {adminFinish ? "Review the host's listing" : liveFinish ? 'Manage your listing' : step.title}
        </h1>
        {liveFinish ? (
          <p className={styles.intro}>Each section shows what guests see now. Edit one, save it, and you come back here.</p>
        ) : step.intro && !adminFinish ? (
          <p className={styles.intro}>{step.intro}</p>
        ) : null}
      </header>

      {state === 'loading' ? (
        <LoadingState label="Loading your listing…" />
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
              <p>{view.error}</p>
              <button type="button" className="btn btn-outline btn-small" onClick={() => actor.send({ type: 'wizard.reload' })}>
                Reload
              </button>
            </div>
          ) : (
            <FormAlert message={view.issues.length === 0 ? view.error : null} />
          )}
          {/* /complete itself tells the host their listing was submitted. */}
          {view.underReview && step.id !== 'complete' ? (
            <div className={styles.review} role="status">
              <p>{LIFECYCLE_MESSAGES.inReviewReadOnly}</p>
              <button type="button" className="btn btn-outline btn-small" disabled={view.buttonDisabled} onClick={() => actor.send({ type: 'wizard.withdraw' })}>
                Withdraw from review
              </button>
            </div>
          ) : null}
          {/* The buttons come with the step's form: no Next before there is a form, and nothing moves under a finger reaching for it. */}
          <Suspense fallback={<p className={styles.status}>Loading…</p>}>
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
            <div className={styles.actions}>
              {liveFinish ? (
                <span />
              ) : step.id !== 'start' && step.id !== 'complete' ? (
                <button type="button" className="btn btn-outline" disabled={view.buttonDisabled} onClick={() => actor.send({ type: 'wizard.back' })}>
                  Back
                </button>
              ) : (
                <span />
              )}
              {liveFinish ? (
                <Link to="/listed-properties" className="btn btn-primary">
                  Back to your listings
                </Link>
              ) : adminFinish ? (
                // An admin edits for the host; submitting for review is the host's own step.
                <Link to="/admin-property-listings" className="btn btn-primary">
                  Back to property listings
                </Link>
              ) : step.id !== 'complete' && !(step.id === 'main/finish' && view.underReview) ? (
                <button type="submit" className="btn btn-primary" disabled={view.buttonDisabled || state === 'conflict'}>
                  {view.buttonDisabled ? 'Saving…' : step.id === 'main/finish' ? 'Submit for review' : step.id === 'start' ? "Let's start" : view.live ? 'Save' : 'Next'}
                </button>
              ) : null}
            </div>
          </Suspense>
        </form>
      )}
    </div>
  );
}
