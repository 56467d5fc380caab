import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { stepPath, stepsFor } from '../../../../machines/wizard-steps';
import type { WizardListing } from '../../../../machines/wizard.machine';
import { cancellationPolicyTexts } from '../../../components/listing-reference-texts';
import { StatusBadge } from '../../../components/listing-status-badge';
import { propertyTypeName } from '../../../components/reference-names';
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

// Messages, read in the active language at render time (i18n._).
const PART_TITLES = { property: msg`Your property`, rooms: msg`Rooms and photos`, payments: msg`Payments and policies` } as const;

/** What the live status means for guests, under the badge (messages, read at render time; the suspended line is the shared rules' text). */
const STATUS_LINES: Record<string, MessageDescriptor | string> = {
  listed: msg`Guests can find and book it. Most changes go live as soon as you save them; a new name, property type, location, address, important information or new photos wait for our team’s review, and guests see the approved version until then.`,
  unlisted: msg`It is paused: guests cannot find it until you list it again from your listings. Changes follow the same rules as on a live listing.`,
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
  const { i18n } = useLingui();
  const { data: types } = useReference(propertyTypes);
  const { data: policies } = useReference(cancellationPolicies);
  // The summaries name the type and the policy in the active language; the unit noun keys on the English type name.
  const names = {
    propertyTypes: types?.map((type) => ({ id: type.id, name: propertyTypeName(i18n, type) })),
    cancellationPolicies: policies?.map((policy) => ({ id: policy.id, name: cancellationPolicyTexts(i18n, policy).name })),
  };
  const sections = stepsFor(listing.isPropertyTypeRoomOrHomeStay).filter((s) => s.saves !== null);
  const steps = (listing.steps ?? {}) as Record<string, unknown>;
  const extra = {
    unitCount: Array.isArray(listing.units) ? listing.units.length : 0,
    photoCount: Array.isArray(listing.photos) ? listing.photos.length : 0,
    unitNoun: listingUnitNoun(listing, types),
  };
  const editable = listing.status !== 'suspended';
  const newPhotos = waitingPhotosOf(listing).length;
  const summary = (key: ListingStepKey, data: unknown) => sectionSummary(i18n, key, data, extra, names);
  const statusLine = STATUS_LINES[listing.status] ?? '';
  return (
    <div className={finish.wrap}>
      <section aria-labelledby="live-status-title" className={styles.status}>
        <h2 id="live-status-title" className={finish.partTitle}>
          <Trans>Live status</Trans>
        </h2>
        <p className={styles.badgeLine}>
          <StatusBadge status={listing.status} />
        </p>
        <p className={styles.statusText}>{typeof statusLine === 'string' ? statusLine : i18n._(statusLine)}</p>
        <ChangeReviewNote review={(listing as { changeReview?: Parameters<typeof ChangeReviewNote>[0]['review'] }).changeReview} />
      </section>
      {(['property', 'rooms', 'payments'] as const).map((part) => (
        <section key={part} aria-labelledby={`part-${part}`}>
          <h2 id={`part-${part}`} className={finish.partTitle}>
            {i18n._(PART_TITLES[part])}
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
                const proposed = change ? summary(key, change.values) : '';
                const reason = change?.reason ?? '';
                const waitingPhotos = newPhotosLabel(newPhotos).toLowerCase();
                return (
                  <li key={s.id} className={styles.row} data-section={key}>
                    <span className={finish.name}>
                      <span className={styles.label}>{label}</span>
                      <span className={styles.value}>{summary(key, steps[key])}</span>
                      {change?.state === 'pending' ? (
                        <span className={styles.pending}>
                          <Trans>Waiting for review: {proposed}</Trans>
                        </span>
                      ) : change?.state === 'rejected' ? (
                        <span className={finish.problem}>
                          <Trans>
                            Our team did not approve “{proposed}”: {reason}
                          </Trans>
                        </span>
                      ) : photosWaiting ? (
                        <span className={styles.pending}>
                          <Trans>Waiting for review: {waitingPhotos}</Trans>
                        </span>
                      ) : reviewed ? (
                        <span className={styles.note}>
                          <Trans>Changes are reviewed by our team</Trans>
                        </span>
                      ) : key === 'photos' ? (
                        <span className={styles.note}>
                          <Trans>New photos are reviewed by our team</Trans>
                        </span>
                      ) : null}
                    </span>
                    {editable ? (
                      <Link to={stepPath(s.id, listing.id)} className={finish.edit}>
                        <Trans>
                          Edit<span className="visually-hidden"> {label}</span>
                        </Trans>
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
