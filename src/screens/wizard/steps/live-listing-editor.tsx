import { Link } from 'react-router-dom';
import { stepPath, stepsFor } from '../../../../machines/wizard-steps';
import type { WizardListing } from '../../../../machines/wizard.machine';
import { StatusBadge } from '../../../components/listing-status-badge';
import { LIFECYCLE_MESSAGES } from '../../../shared/listing-lifecycle';
import { isListingFormStepKey, type ListingStepKey } from '../../../shared/listing-steps';
import { LIVE_CHANGE_RULES, newPhotosLabel, sectionLabel } from '../../../shared/live-listing-changes';
import { waitingPhotosOf } from '../../../../machines/photo-uploads.machine';
import { ChangeReviewNote } from './change-review-note';
import { cancellationPolicies, propertyTypes } from '../reference-lists';
import { useReference } from '../use-reference';
import { listingUnitNoun, pendingChangeOf, sectionSummary } from './live-listing-summary';
import finish from './finish-step.module.css';
import styles from './live-listing-editor.module.css';

const PART_TITLES = { property: 'Your property', rooms: 'Rooms and photos', payments: 'Payments and policies' } as const;

/** What the live status means for guests, under the badge. */
const STATUS_LINES: Record<string, string> = {
  listed: 'Guests can find and book it. Most changes go live as soon as you save them; a new name, property type, location, address, important information or new photos wait for our team’s review, and guests see the approved version until then.',
  unlisted: 'It is paused: guests cannot find it until you list it again from your listings. Changes follow the same rules as on a live listing.',
  suspended: LIFECYCLE_MESSAGES.suspendedNotEditable,
};

/**
 * main/finish for a listed, unlisted or suspended listing (its host): the live status on top, then
 * every section with its current value and an Edit link into its step, whose Next comes back here
 * (the wizard machine). A section whose change waits for our team reads "Waiting for review: …"
 * (photos: how many new ones wait); one our team turned down says why, and our team's latest
 * answer shows under the status. A suspended listing is read-only.
 */
export function LiveListingEditor({ listing }: { listing: WizardListing }) {
  const { data: types } = useReference(propertyTypes);
  const { data: policies } = useReference(cancellationPolicies);
  const names = { propertyTypes: types, cancellationPolicies: policies };
  const sections = stepsFor(listing.isPropertyTypeRoomOrHomeStay).filter((s) => s.saves !== null);
  const steps = (listing.steps ?? {}) as Record<string, unknown>;
  const extra = {
    unitCount: Array.isArray(listing.units) ? listing.units.length : 0,
    photoCount: Array.isArray(listing.photos) ? listing.photos.length : 0,
    unitNoun: listingUnitNoun(listing, types),
  };
  const editable = listing.status !== 'suspended';
  const newPhotos = waitingPhotosOf(listing).length;
  const summary = (key: ListingStepKey, data: unknown) => sectionSummary(key, data, extra, names);
  return (
    <div className={finish.wrap}>
      <section aria-labelledby="live-status-title" className={styles.status}>
        <h2 id="live-status-title" className={finish.partTitle}>
          Live status
        </h2>
        <p className={styles.badgeLine}>
          <StatusBadge status={listing.status} />
        </p>
        <p className={styles.statusText}>{STATUS_LINES[listing.status] ?? ''}</p>
        <ChangeReviewNote review={(listing as { changeReview?: Parameters<typeof ChangeReviewNote>[0]['review'] }).changeReview} />
      </section>
      {(['property', 'rooms', 'payments'] as const).map((part) => (
        <section key={part} aria-labelledby={`part-${part}`}>
          <h2 id={`part-${part}`} className={finish.partTitle}>
            {PART_TITLES[part]}
          </h2>
          <ul className={finish.list}>
            {sections
              .filter((s) => s.part === part)
              .map((s) => {
                const key = s.saves!;
                const label = sectionLabel(key);
                const change = pendingChangeOf(listing, key);
                const reviewed = isListingFormStepKey(key) && LIVE_CHANGE_RULES[key] === 'review';
                const photosWaiting = key === 'photos' && newPhotos > 0;
                return (
                  <li key={s.id} className={styles.row} data-section={key}>
                    <span className={finish.name}>
                      <span className={styles.label}>{label}</span>
                      <span className={styles.value}>{summary(key, steps[key])}</span>
                      {change?.state === 'pending' ? (
                        <span className={styles.pending}>Waiting for review: {summary(key, change.values)}</span>
                      ) : change?.state === 'rejected' ? (
                        <span className={finish.problem}>
                          Our team did not approve “{summary(key, change.values)}”: {change.reason}
                        </span>
                      ) : photosWaiting ? (
                        <span className={styles.pending}>Waiting for review: {newPhotosLabel(newPhotos).toLowerCase()}</span>
                      ) : reviewed ? (
                        <span className={styles.note}>Changes are reviewed by our team</span>
                      ) : key === 'photos' ? (
                        <span className={styles.note}>New photos are reviewed by our team</span>
                      ) : null}
                    </span>
                    {editable ? (
                      <Link to={stepPath(s.id, listing.id)} className={finish.edit}>
                        Edit<span className="visually-hidden"> {label}</span>
                      </Link>
                    ) : null}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
