import { ACCEPTED_IMAGE_TYPES, MAX_LISTING_PHOTOS, MIN_LISTING_PHOTOS } from '../../../shared/image-uploads';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { shownPhotos, waitingPhotosOf, type ChosenFile, type PhotoUploadsEvent } from '../../../../machines/photo-uploads.machine';
import type { WizardListing } from '../../../../machines/wizard.machine';
import { textIn } from '../../../../machines/ui-text';
import { actorOptions } from '../../../app/inspect';
import { notifyError } from '../../../app/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ProgressBar } from '../../../components/progress-bar';
import type { StepBodyProps } from '../step-types';
import styles from './photos-step.module.css';
import { photoUploadsWithCalls } from '../../../api/actors/photo-uploads';
import { PhotoGrid } from './photo-grid';
import { WaitingPhotos } from './waiting-photos';

/** The picture's pixel size, read by the browser's own decoder; unknown when it cannot (the server checks anyway). */
async function pixelSize(file: File): Promise<{ width?: number; height?: number }> {
  if (typeof createImageBitmap !== 'function') return {};
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return {};
  }
}

const chosen = (files: File[]): Promise<ChosenFile[]> =>
  Promise.all(files.map(async (file) => ({ name: file.name, size: file.size, type: file.type, file, ...(await pixelSize(file)) })));

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;


/** image/01: at least 5 photos, each uploaded with its own progress (a finished one leaves the list for the grid); reorder, main photo, delete. */
export function PhotosStep({ listing, onListingChange }: StepBodyProps<unknown>) {
  if (!listing) return null;
  return <PhotosEditor listing={listing} onListingChange={onListingChange} />;
}

function PhotosEditor({ listing, onListingChange }: { listing: WizardListing; onListingChange?: (listing: WizardListing) => void }) {
  const { t, i18n } = useLingui();
  const actor = useActorRef(
    photoUploadsWithCalls.provide({
      actions: {
        listingChanged: (_, { listing: changed }) => onListingChange?.(changed),
        toastError: (_, { message }) => void notifyError(message),
      },
    }),
    { ...actorOptions(), input: { listing } },
  );
  const send = (event: PhotoUploadsEvent) => actor.send(event);
  const context = useSelector(actor, (s) => s.context);
  const state = useSelector(actor, (s) => s.value as string);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const uploading = context.uploads.some((u) => u.status === 'waiting' || u.status === 'uploading');
  const inputRef = useRef<HTMLInputElement>(null);
  // Local UI state: whether files hover over the drop zone.
  const [dropping, setDropping] = useState(false);

  // A listing the wizard reloaded (409 on Next) may be newer than the editor's.
  useEffect(() => {
    actor.send({ type: 'photos.listing', listing });
  }, [actor, listing]);

  const photos = shownPhotos(context);
  const waiting = waitingPhotosOf(context.listing);
  const count = photos.length;
  const deleting = [...photos, ...waiting].find((p) => p.id === context.deletingId) ?? null;
  const interrupted = state === 'interrupted';
  const locked = uploading || busy || interrupted;
  const minimum = MIN_LISTING_PHOTOS;
  const maximum = MAX_LISTING_PHOTOS;
  const missing = MIN_LISTING_PHOTOS - count;
  const error = textIn(i18n, context.error);
  const deletingNumber = deleting ? photos.indexOf(deleting) + 1 : 0;

  const choose = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (inputRef.current) inputRef.current.value = '';
    if (list.length > 0) void chosen(list).then((picked) => send({ type: 'photos.choose', files: picked }));
  };

  const dropFiles = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    choose(event.dataTransfer.files);
  };

  return (
    <div className={styles.stack}>
      <p className={styles.counter} aria-live="polite">
        {/* Never '6 of 5 photos': past the minimum the count stands alone. */}
        <strong>{count > MIN_LISTING_PHOTOS ? <Plural value={count} one="# photo" other="# photos" /> : <Trans>{count} of {minimum} photos</Trans>}</strong>{' '}
        {count >= MIN_LISTING_PHOTOS ? <Trans>— enough to continue. You can add up to {maximum}.</Trans> : <Trans>— add {missing} more to continue.</Trans>}
      </p>

      <div
        className={styles.dropZone}
        data-state={dropping ? 'over' : 'idle'}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={dropFiles}
      >
        <input
          ref={inputRef}
          id="listing-photo-input"
          className={styles.fileInput}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={(event) => choose(event.target.files)}
        />
        <label htmlFor="listing-photo-input" className="btn btn-primary">
          <Trans>Choose photos</Trans>
        </label>
        <p className={styles.hint}>
          <Trans>
            or drop them here. JPEG, PNG or WebP, at least 1024 × 683 pixels and up to 15 MB each. Bright daytime photos of every room, the view and the outside work best.
          </Trans>
        </p>
      </div>

      {context.uploads.length > 0 ? (
        <ul className={styles.uploads} aria-label={t`Uploads`}>
          {context.uploads.map((upload) => {
            const name = upload.name;
            const percent = Math.round((upload.sent / Math.max(1, upload.size)) * 100);
            const size = megabytes(upload.size);
            return (
              <li key={upload.key} className={styles.upload} data-status={upload.status}>
                <span className={styles.uploadName}>{upload.name}</span>
                {upload.status === 'failed' ? (
                  <p role="alert" className={styles.uploadError}>
                    {textIn(i18n, upload.message)}
                  </p>
                ) : (
                  <ProgressBar
                    label={t`Uploading ${name}`}
                    value={upload.sent}
                    max={upload.size}
                    text={upload.status === 'waiting' ? t`Waiting` : t`${percent} % of ${size}`}
                  />
                )}
                {upload.status === 'failed' ? (
                  <div className={styles.retryRow}>
                    {upload.retryable ? (
                      <button type="button" className="btn btn-primary btn-small" aria-label={t`Try again ${name}`} onClick={() => send({ type: 'photos.retry', key: upload.key })}>
                        <Trans>Try again</Trans>
                      </button>
                    ) : null}
                    <button type="button" className="btn btn-outline btn-small" aria-label={t`Dismiss ${name}`} onClick={() => send({ type: 'photos.dismiss', key: upload.key })}>
                      <Trans>Dismiss</Trans>
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}

      {state === 'conflict' || state === 'reloading' ? (
        <div role="alert" className={styles.conflict}>
          <p>{error}</p>
          <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => send({ type: 'photos.reload' })}>
            <Trans>Reload</Trans>
          </button>
        </div>
      ) : null}

      {interrupted ? (
        <div role="alert" className={styles.conflict}>
          <p>
            <Trans>{error}: the change to your photos is not saved yet.</Trans>
          </p>
          <div className={styles.retryRow}>
            <button type="button" className="btn btn-primary btn-small" onClick={() => send({ type: 'photos.retry' })}>
              <Trans>Try again</Trans>
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={() => send({ type: 'photos.cancel' })}>
              <Trans>Undo the change</Trans>
            </button>
          </div>
        </div>
      ) : null}

      {count === 0 && waiting.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No photos yet. Start with the photo guests should see first; you can change the order and the main photo later.</Trans>
        </p>
      ) : (
        <>
          {uploading ? <p className={styles.hint}>
              <Trans>You can reorder and delete photos once the uploads have finished.</Trans>
            </p> : null}
          <PhotoGrid
            photos={photos}
            locked={locked}
            onMoveTo={(photoId, index) => send({ type: 'photos.moveTo', photoId, index })}
            onSetMain={(photoId) => send({ type: 'photos.setMain', photoId })}
            onDelete={(photoId) => send({ type: 'photos.delete', photoId })}
          />
          <WaitingPhotos photos={waiting} locked={locked} onDelete={(photoId) => send({ type: 'photos.delete', photoId })} />
        </>
      )}

      {state !== 'conflict' && !interrupted && context.error ? (
        <p role="alert" className={styles.uploadError}>
          {error}
        </p>
      ) : null}

      <ConfirmDialog
        open={state === 'confirmingDelete' || (state === 'changing' && deleting !== null)}
        title={t`Delete this photo?`}
        busy={busy}
        onConfirm={() => send({ type: 'photos.confirm' })}
        onCancel={() => send({ type: 'photos.cancel' })}
      >
        {deleting ? (
          <img
            src={deleting.thumbnailUrl}
            alt={photos.includes(deleting) ? t`The photo to delete, photo ${deletingNumber}` : t`The new photo to delete`}
            className={styles.confirmImage}
          />
        ) : null}
        <p>
          {deleting && !photos.includes(deleting) ? (
            <Trans>It will not be sent for review. You can upload it again later.</Trans>
          ) : (
            <Trans>Guests will no longer see it. You can upload it again later.</Trans>
          )}
        </p>
      </ConfirmDialog>
    </div>
  );
}
