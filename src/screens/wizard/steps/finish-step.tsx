import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { isLiveForHost, isUnderReviewForHost } from '../../../../machines/wizard.machine';
import { stepPath, stepsFor } from '../../../../machines/wizard-steps';
import type { ListingStepKey } from '../../../shared/listing-steps';
import { isStoppingNote, ModerationNoteCallout } from '../../../components/moderation-note';
import { problemOf, type StepBodyProps } from '../step-types';
import { adminHostOf, AdminEditSummary } from './admin-edit-summary';
import styles from './finish-step.module.css';
import { LiveListingEditor } from './live-listing-editor';

// Messages, read in the active language at render time (i18n._).
const PART_TITLES = { property: msg`Your property`, rooms: msg`Rooms and photos`, payments: msg`Payments and policies` } as const;

/**
 * main/finish: every section with its status and an Edit link. Submitting is refused while any
 * section is missing (by the wizard and by the server). Admin edits land here too. A listing our
 * team rejected shows why first, so the host sees what to fix before submitting again.
 */
export function FinishStep({ listing, issues }: StepBodyProps) {
  const { i18n } = useLingui();
  if (!listing) return null;
  if (isLiveForHost(listing)) return <LiveListingEditor listing={listing} />;
  const sections = stepsFor(listing.isPropertyTypeRoomOrHomeStay).filter((s) => s.saves !== null);
  // A refused submission (422) names sections by step key; they count as missing even when this
  // copy of the listing still thinks them complete (another window may have changed them).
  const problem = (key: ListingStepKey) => problemOf(issues, key);
  const isDone = (key: ListingStepKey) => listing.completion[key] === true && problem(key) === null;
  const missing = sections.filter((s) => !isDone(s.saves!));
  const note = listing.moderationNote ?? null;
  // An admin (the server names the host to admins only) reads whose listing it is, and admin words.
  const host = adminHostOf(listing);
  const missingCount = missing.length;
  return (
    <div className={styles.wrap}>
      {host ? <AdminEditSummary listing={listing} host={host} /> : null}
      {isStoppingNote(note, listing.status) ? (
        <ModerationNoteCallout note={note} headingLevel={2}>
          {listing.status === 'rejected' ? (
            <p>
              <Trans>Fix what our team asked for in the sections below, then submit your listing again.</Trans>
            </p>
          ) : (
            <p>
              <Trans>Contact our team to list it again.</Trans>
            </p>
          )}
        </ModerationNoteCallout>
      ) : null}
      {isUnderReviewForHost(listing) ? (
        // Nothing to submit: the shell says it is under review and offers to withdraw it.
        <p className={styles.summaryDone} role="status">
          <Trans>Our team is reviewing your listing and will answer within two working days.</Trans>
        </p>
      ) : missing.length > 0 ? (
        <p className={styles.summaryMissing} role="status">
          {host ? (
            <Plural
              value={missingCount}
              one="One section still needs attention before the host can submit this listing."
              other="# sections still need attention before the host can submit this listing."
            />
          ) : (
            <Plural value={missingCount} one="One section still needs your attention before you can submit." other="# sections still need your attention before you can submit." />
          )}
        </p>
      ) : host ? (
        <p className={styles.summaryDone} role="status">
          <Trans>Every section is complete.</Trans>
        </p>
      ) : (
        <p className={styles.summaryDone} role="status">
          <Trans>Everything is complete. Submit your listing and our team will review it within two working days.</Trans>
        </p>
      )}
      {(['property', 'rooms', 'payments'] as const).map((part) => (
        <section key={part} aria-labelledby={`part-${part}`}>
          <h2 id={`part-${part}`} className={styles.partTitle}>
            {i18n._(PART_TITLES[part])}
          </h2>
          <ul className={styles.list}>
            {sections
              .filter((s) => s.part === part)
              .map((s) => {
                const done = isDone(s.saves!);
                const why = problem(s.saves!);
                const title = s.title;
                return (
                  <li key={s.id} className={styles.row}>
                    <span className={styles.status} data-done={done ? 'true' : 'false'}>
                      {done ? <Trans>Complete</Trans> : <Trans>Missing</Trans>}
                    </span>
                    <span className={styles.name}>
                      {s.title}
                      {why ? <span className={styles.problem}>{why}</span> : null}
                    </span>
                    <Link to={stepPath(s.id, listing.id)} className={styles.edit}>
                      <Trans>
                        Edit<span className="visually-hidden"> {title}</span>
                      </Trans>
                    </Link>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
