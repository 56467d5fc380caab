import type { components } from '../../../../openapi/schema';
import { formatDay } from '../../../shared/format';
import styles from './live-listing-editor.module.css';

type ChangeReview = components['schemas']['ListingChangeReview'];

/**
 * Our team's latest answer to the host's changes of a live listing (also mailed to them): which
 * sections were approved or not, and the note. Shown under the live status until the next answer.
 */
export function ChangeReviewNote({ review }: { review: ChangeReview | null | undefined }) {
  if (!review) return null;
  const what = review.sections.join(', ');
  const approved = review.decision === 'approve';
  return (
    <div className={approved ? styles.reviewApproved : styles.reviewRejected} data-decision={review.decision}>
      <p className={styles.reviewLine}>
        {approved
          ? `On ${formatDay(review.decidedAt)} our team approved your changes: ${what}. Guests see them now.`
          : `On ${formatDay(review.decidedAt)} our team did not approve your changes: ${what}. Guests keep seeing the approved version.`}
      </p>
      {review.note ? <p className={styles.reviewLine}>{approved ? `A note from our team: ${review.note}` : `The reason: ${review.note}`}</p> : null}
    </div>
  );
}
