import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { components } from '../../../openapi/schema';
import { newPhotosLabel, sectionLabel } from '../../shared/live-listing-changes';
import styles from './moderation-panel.module.css';

type PendingChange = components['schemas']['ListingPendingChange'];
type ListingPhoto = components['schemas']['ListingPhoto'];

/** A field's name in words: propertyTypeId → "Property type id". */
const fieldWords = (field: string) => {
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A stored value in words (read at render time): text as is, nothing as "—", lists and groups as their JSON. */
function valueWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return i18n._(value ? msg`Yes` : msg`No`);
  return JSON.stringify(value);
}

/** For our team: each section's waiting change, field by field, before → after; then the new photos, as thumbnails. */
export function PendingChangesList({ changes, newPhotos }: { changes: readonly PendingChange[]; newPhotos: readonly ListingPhoto[] }) {
  const { t } = useLingui();
  const total = newPhotos.length;
  return (
    <ul className={styles.changeList} aria-label={t`Changes waiting for review`}>
      {changes.map((change) => (
        <li key={change.step}>
          <p className={styles.what}>{sectionLabel(change.step)}</p>
          <ul className={styles.fieldChanges}>
            {change.changes.map(({ field, before, after }) => (
              <li key={field}>
                {fieldWords(field)}: <del>{valueWords(before)}</del> → <ins>{valueWords(after)}</ins>
              </li>
            ))}
          </ul>
        </li>
      ))}
      {newPhotos.length > 0 ? (
        <li key="new-photos">
          <p className={styles.what}>{newPhotosLabel(newPhotos.length)}</p>
          <ul className={styles.newPhotos} aria-label={t`New photos waiting for review`}>
            {newPhotos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img src={photo.thumbnailUrl} alt={t`New photo ${{ number: index + 1 }} of ${total}`} width={photo.width} height={photo.height} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </li>
      ) : null}
    </ul>
  );
}
