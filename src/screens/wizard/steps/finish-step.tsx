import { Link } from 'react-router-dom';
import { isLiveForHost, isUnderReviewForHost } from '../../../../machines/wizard.machine';
import { stepPath, stepsFor } from '../../../../machines/wizard-steps';
import type { ListingStepKey } from '../../../shared/listing-steps';
import { isStoppingNote, ModerationNoteCallout } from '../../../components/moderation-note';
import { problemOf, type StepBodyProps } from '../step-types';
import { adminHostOf, AdminEditSummary } from './admin-edit-summary';
import styles from './finish-step.module.css';
import { LiveListingEditor } from './live-listing-editor';

const PART_TITLES = { property: 'Your property', rooms: 'Rooms and photos', payments: 'Payments and policies' } as const;

/**
 * main/finish: every section with its status and an Edit link. Submitting is refused while any
 * section is missing (by the wizard and by the server). Admin edits land here too. A listing our
 * team rejected shows why first, so the host sees what to fix before submitting again.
 */
export function FinishStep({ listing, issues }: StepBodyProps) {
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
  return (
    <div className={styles.wrap}>
      {host ? <AdminEditSummary listing={listing} host={host} /> : null}
      {isStoppingNote(note, listing.status) ? (
        <ModerationNoteCallout note={note} headingLevel={2}>
          {listing.status === 'rejected' ? <p>Fix what our team asked for in the sections below, then submit your listing again.</p> : <p>Contact our team to list it again.</p>}
        </ModerationNoteCallout>
      ) : null}
      {isUnderReviewForHost(listing) ? (
        // Nothing to submit: the shell says it is under review and offers to withdraw it.
        <p className={styles.summaryDone} role="status">
          Our team is reviewing your listing and will answer within two working days.
        </p>
      ) : missing.length > 0 ? (
        <p className={styles.summaryMissing} role="status">
          {missing.length === 1 ? 'One section still needs' : `${missing.length} sections still need`}{' '}
          {host ? 'attention before the host can submit this listing.' : 'your attention before you can submit.'}
        </p>
      ) : host ? (
        <p className={styles.summaryDone} role="status">
          Every section is complete.
        </p>
      ) : (
        <p className={styles.summaryDone} role="status">
          Everything is complete. Submit your listing and our team will review it within two working days.
        </p>
      )}
      {(['property', 'rooms', 'payments'] as const).map((part) => (
        <section key={part} aria-labelledby={`part-${part}`}>
          <h2 id={`part-${part}`} className={styles.partTitle}>
            {PART_TITLES[part]}
          </h2>
          <ul className={styles.list}>
            {sections
              .filter((s) => s.part === part)
              .map((s) => {
                const done = isDone(s.saves!);
                const why = problem(s.saves!);
                return (
                  <li key={s.id} className={styles.row}>
                    <span className={styles.status} data-done={done ? 'true' : 'false'}>
                      {done ? 'Complete' : 'Missing'}
                    </span>
                    <span className={styles.name}>
                      {s.title}
                      {why ? <span className={styles.problem}>{why}</span> : null}
                    </span>
                    <Link to={stepPath(s.id, listing.id)} className={styles.edit}>
                      Edit<span className="visually-hidden"> {s.title}</span>
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
