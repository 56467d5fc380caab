import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingPhoto } from '../../../../machines/photo-uploads.machine';
import { LIVE_CHANGE_MESSAGES as M } from '../../../shared/live-listing-changes';
import { PhotoThumbnail } from './photo-grid';
import styles from './photos-step.module.css';

type WaitingPhotosProps = {
  photos: ListingPhoto[];
  locked: boolean;
  onDelete: (photoId: number) => void;
};

/**
 * The photos a host added to a live listing that wait for our team's review (LIVE_PHOTO_RULES):
 * apart from the approved grid, since guests do not see them yet and they cannot be moved or made
 * the main photo; deleting one withdraws it.
 */
export function WaitingPhotos({ photos, locked, onDelete }: WaitingPhotosProps) {
  const { t } = useLingui();
  if (photos.length === 0) return null;
  const total = photos.length;
  return (
    <section className={styles.waiting} aria-labelledby="waiting-photos-title">
      <h3 id="waiting-photos-title" className={styles.waitingTitle}>
        {M.photoWaitsForReview}
      </h3>
      <p className={styles.hint}>
        <Trans>Guests see these photos once our team has approved them. After that you can move them or make one the main photo.</Trans>
      </p>
      <ul className={styles.grid} aria-label={t`Photos waiting for review`}>
        {photos.map((photo, index) => {
          const number = index + 1;
          return (
            <li key={photo.id} data-photo-id={photo.id} data-waiting="true" className={styles.photo}>
              <PhotoThumbnail photo={photo} label={t`New photo ${number} of ${total}, waiting for review`} />
              <span className={styles.waitingBadge}>{M.photoWaitsForReview}</span>
              <button type="button" className={`btn btn-outline btn-small ${styles.waitingDelete}`} disabled={locked} onClick={() => onDelete(photo.id)}>
                <Trans>
                  Delete<span className="visually-hidden"> new photo {number}</span>
                </Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
