import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { movedTo, type ListingPhoto } from '../../../../machines/photo-uploads.machine';
import { ActionMenu, type ActionMenuItem } from '../../../components/action-menu';
import styles from './photos-step.module.css';

type PhotoGridProps = {
  photos: ListingPhoto[];
  /** Uploads or a change on their way: nothing can be moved, made main or deleted. */
  locked: boolean;
  onMoveTo: (photoId: number, index: number) => void;
  onSetMain: (photoId: number) => void;
  onDelete: (photoId: number) => void;
};

/** A drag under way: which photo, from where, and the place it would land on now. */
type Drag = { id: number; pointerId: number; x: number; y: number; from: number; to: number; moving: boolean };

/** How far (px) a pointer goes before a press becomes a drag; below it a press is just a press. */
const DRAG_THRESHOLD = 6;

/**
 * The listing's photos as a grid of thumbnails (2 columns on a phone, 3 on a wider screen). A photo
 * is moved by dragging it (a mouse anywhere on it; a finger or pen on its handle, so the page still
 * scrolls under a finger elsewhere), by its handle with the arrow keys (Home and End: first and
 * last), or from its menu, which also makes it the main photo or deletes it. While dragging, the
 * others make room where it would land; the drop is saved as one reorder.
 */
export function PhotoGrid({ photos, locked, onMoveTo, onSetMain, onDelete }: PhotoGridProps) {
  const { t } = useLingui();
  const grid = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [moved, setMoved] = useState('');
  const hintId = useId();
  const count = photos.length;
  const ids = photos.map((p) => p.id);
  const shown = drag?.moving ? movedTo(ids, drag.id, drag.to).map((id) => photos.find((p) => p.id === id)!) : photos;

  /** The place in the grid under a point: the tile it is on, else the nearest tile's. */
  const placeAt = (x: number, y: number): number => {
    const tiles = Array.from(grid.current?.querySelectorAll<HTMLElement>('[data-photo-id]') ?? []);
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    tiles.forEach((tile, index) => {
      const r = tile.getBoundingClientRect();
      const distance = x >= r.left && x <= r.right && y >= r.top && y <= r.bottom ? -1 : Math.hypot(x - (r.left + r.width / 2), y - (r.top + r.height / 2));
      if (distance < bestDistance) [best, bestDistance] = [index, distance];
    });
    return best;
  };

  const move = (photoId: number, index: number) => {
    if (locked || index < 0 || index >= count || ids.indexOf(photoId) === index) return;
    const place = index + 1;
    setMoved(t`Photo moved to place ${place} of ${count}.`);
    onMoveTo(photoId, index);
  };

  const pointerDown = (event: PointerEvent<HTMLLIElement>, photo: ListingPhoto) => {
    const target = event.target as Element;
    const onHandle = target.closest('[data-drag-handle]') !== null;
    if (locked || event.button !== 0 || drag) return;
    // A finger away from the handle scrolls the page; the menu's buttons keep their clicks.
    if (!onHandle && (event.pointerType !== 'mouse' || target.closest('button, a, [data-menu]'))) return;
    event.preventDefault();
    const from = ids.indexOf(photo.id);
    setDrag({ id: photo.id, pointerId: event.pointerId, x: event.clientX, y: event.clientY, from, to: from, moving: false });
  };

  // The drag follows the pointer on the window, not by pointer capture: the tiles move in the DOM
  // as they make room, and a moved element loses its capture.
  const latest = useRef({ drag, placeAt, move });
  latest.current = { drag, placeAt, move };
  const dragging = drag?.pointerId ?? null;
  useEffect(() => {
    if (dragging === null) return;
    const onMove = (event: globalThis.PointerEvent) => {
      const current = latest.current.drag;
      if (!current || event.pointerId !== current.pointerId) return;
      if (!current.moving && Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_THRESHOLD) return;
      event.preventDefault();
      const to = latest.current.placeAt(event.clientX, event.clientY);
      if (!current.moving || to !== current.to) setDrag({ ...current, moving: true, to });
    };
    const onUp = (event: globalThis.PointerEvent) => {
      const current = latest.current.drag;
      if (!current || event.pointerId !== current.pointerId) return;
      setDrag(null);
      if (current.moving) latest.current.move(current.id, current.to);
    };
    const onCancel = () => setDrag(null);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  }, [dragging]);

  const handleKey = (event: KeyboardEvent<HTMLButtonElement>, photoId: number) => {
    const at = ids.indexOf(photoId);
    const to = { ArrowLeft: at - 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowDown: at + 1, Home: 0, End: count - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(photoId, to);
  };

  return (
    <>
      <p id={hintId} className="visually-hidden">
        <Trans>Drag a photo to change its place, or use its move button with the arrow keys.</Trans>
      </p>
      <ol ref={grid} className={styles.grid} aria-label={t`Your photos`} aria-describedby={hintId} data-dragging={drag?.moving ? 'true' : undefined}>
        {shown.map((photo, index) => {
          const number = index + 1;
          const menu: ActionMenuItem[] = [
            ...(photo.isMain ? [] : [{ key: 'main', label: t`Make main photo`, onSelect: () => onSetMain(photo.id), disabled: locked }]),
            { key: 'earlier', label: t`Move earlier`, onSelect: () => move(photo.id, index - 1), disabled: locked || index === 0 },
            { key: 'later', label: t`Move later`, onSelect: () => move(photo.id, index + 1), disabled: locked || index === count - 1 },
            { key: 'delete', label: t`Delete`, onSelect: () => onDelete(photo.id), danger: true, disabled: locked },
          ];
          return (
            <li
              key={photo.id}
              data-photo-id={photo.id}
              className={styles.photo}
              data-main={photo.isMain ? 'true' : 'false'}
              data-dragging={drag?.moving && drag.id === photo.id ? 'true' : 'false'}
              onPointerDown={(event) => pointerDown(event, photo)}
            >
              <PhotoThumbnail photo={photo} label={photo.isMain ? t`Photo ${number} of ${count}, main photo` : t`Photo ${number} of ${count}`} />
              {photo.isMain ? <span className={styles.mainBadge}>
                  <Trans>Main photo</Trans>
                </span> : null}
              <button
                type="button"
                data-drag-handle
                className={styles.handle}
                aria-label={t`Move photo ${number}`}
                aria-describedby={hintId}
                aria-disabled={locked}
                onKeyDown={(event) => handleKey(event, photo.id)}
              >
                <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                  {[6, 10, 14].flatMap((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />))}
                </svg>
              </button>
              <div className={styles.menu} data-menu>
                <ActionMenu label={t`Actions for photo ${number}`} items={menu} className={styles.menuRoot} />
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {moved}
      </p>
    </>
  );
}

/** A thumbnail with a placeholder in its place until it has loaded (its size is known, so nothing shifts). */
export function PhotoThumbnail({ photo, label }: { photo: ListingPhoto; label: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  // A thumbnail from the cache may be complete before React listens for its load.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) setLoaded(true);
  }, []);
  return (
    <div className={styles.frame} data-loaded={loaded ? 'true' : 'false'}>
      <img
        ref={image}
        src={photo.thumbnailUrl}
        alt={label}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        draggable={false}
        className={styles.image}
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
