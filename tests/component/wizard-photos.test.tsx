import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingPhoto } from '../../machines/photo-uploads.machine';
import type { WizardListing } from '../../machines/wizard.machine';
import { stepById } from '../../machines/wizard-steps';
import { PhotosStep } from '../../src/screens/wizard/steps/photos-step';
import { listingWith, renderStep } from './wizard-step-harness';

const calls = vi.hoisted(() => ({ uploadListingPhoto: vi.fn(), changeListingPhotos: vi.fn() }));
vi.mock('../../src/api/listing-photo-calls', () => calls);
vi.mock('../../src/api/listing-wizard-calls', () => ({ loadListing: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const photo = (id: number, position: number, isMain = position === 0): ListingPhoto => ({
  id,
  position,
  isMain,
  url: `/uploads/listing-photos/${id}-1600.webp`,
  thumbnailUrl: `/uploads/listing-photos/${id}-400.webp`,
  width: 1600,
  height: 1200,
});
const withPhotos = (photos: ListingPhoto[], version = 3): WizardListing => ({ ...listingWith(), version, photos }) as unknown as WizardListing;

describe('PhotosStep', () => {
  it('checks type and size before uploading, shows each upload’s progress, and hands the new listing to the wizard', async () => {
    let report: (sent: number) => void = () => {};
    let finish: (listing: WizardListing) => void = () => {};
    calls.uploadListingPhoto.mockImplementation((_request: unknown, onProgress: (sent: number) => void) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const onListingChange = vi.fn();
    renderStep('image/01', PhotosStep, { values: undefined, listing: withPhotos([]), onListingChange });
    expect(screen.getByText('0 of 5 photos')).toBeTruthy();

    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    const good = new File([new Uint8Array(2000)], 'pool.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Choose photos'), [big, pdf, good], { applyAccept: false });

    expect(screen.getByText('huge.jpg is larger than 15 MB. Please choose a smaller one.')).toBeTruthy();
    expect(screen.getByText('menu.pdf is not a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(calls.uploadListingPhoto).toHaveBeenCalledTimes(1);
    expect(calls.uploadListingPhoto.mock.calls[0][0]).toMatchObject({ propertyId: 41, name: 'pool.jpg' });

    report(1000);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading pool.jpg' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('1000'));
    finish(withPhotos([photo(7, 0)], 4));
    // Finished, it leaves the upload list for the grid; the refused ones stay until dismissed.
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading pool.jpg' })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem')).toHaveLength(2);
    expect(onListingChange).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
    expect(screen.getByText('1 of 5 photos')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1 of 1, main photo' }).getAttribute('src')).toBe('/uploads/listing-photos/7-400.webp');
  });

  it('shows a failed upload with its name and our last resort, translated when shown', async () => {
    calls.uploadListingPhoto.mockRejectedValue({});
    renderStep('image/01', PhotosStep, { values: undefined, listing: withPhotos([]) });
    await userEvent.upload(screen.getByLabelText('Choose photos'), [new File([new Uint8Array(2000)], 'pool.jpg', { type: 'image/jpeg' })], { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toBe('pool.jpg: Sorry! Try again later');
  });

  it('moves a photo with the arrow keys on its handle, keeping focus there, and deletes from its menu after a Yes', async () => {
    const photos = [photo(1, 0), photo(2, 1), photo(3, 2)];
    calls.changeListingPhotos.mockImplementation(async (change: { kind: string; photoIds?: number[] }) =>
      change.kind === 'reorder' ? withPhotos(change.photoIds!.map((id, i) => photo(id, i, id === 1)), 4) : withPhotos([photo(2, 0), photo(3, 1)], 5),
    );
    const onListingChange = vi.fn();
    renderStep('image/01', PhotosStep, { values: undefined, listing: withPhotos(photos), onListingChange });

    const handle = screen.getByRole('button', { name: 'Move photo 1' });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/uploads/listing-photos/2-400.webp', '/uploads/listing-photos/1-400.webp', '/uploads/listing-photos/3-400.webp']));
    expect(calls.changeListingPhotos).toHaveBeenCalledWith({ kind: 'reorder', listing: expect.objectContaining({ version: 3 }), photoIds: [2, 1, 3] });
    expect(document.activeElement).toBe(handle);
    expect(handle.getAttribute('aria-label')).toBe('Move photo 2');
    expect(screen.getByRole('status').textContent).toBe('Photo moved to place 2 of 3.');
    expect(onListingChange).toHaveBeenCalledWith(expect.objectContaining({ version: 4 }));
    // Up and Home: back to the first place.
    await waitFor(() => expect(handle.getAttribute('aria-disabled')).toBe('false'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(calls.changeListingPhotos).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'reorder', photoIds: [1, 2, 3] })));
    await waitFor(() => expect(handle.getAttribute('aria-label')).toBe('Move photo 1'));

    await userEvent.click(screen.getByRole('button', { name: 'Actions for photo 2' }));
    expect(screen.getByRole('button', { name: 'Make main photo' })).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove.getAttribute('data-danger')).toBe('true');
    await userEvent.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('2 of 5 photos')).toBeTruthy());
    expect(calls.changeListingPhotos).toHaveBeenLastCalledWith({ kind: 'delete', listing: expect.objectContaining({ version: 4 }), photoId: 2 });
  });
});

describe('the photo count', () => {
  it('counts towards the five needed, and past them stands alone (never "6 of 5 photos")', () => {
    renderStep('image/01', PhotosStep, { values: undefined, listing: withPhotos([0, 1, 2, 3, 4, 5].map((i) => photo(i + 1, i, i === 0))) });
    expect(screen.getByText('6 photos')).toBeTruthy();
    expect(screen.queryByText(/6 of 5/)).toBeNull();
  });
});

describe('deleting a photo inside the wizard form', () => {
  it('stays on the photo step: the confirmation’s Yes does not submit the step’s form', async () => {
    calls.changeListingPhotos.mockResolvedValue(withPhotos([photo(2, 0)], 4));
    const submitStep = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const listing = withPhotos([photo(1, 0), photo(2, 1)]);
    render(
      <form onSubmit={submitStep}>
        <PhotosStep step={stepById('image/01')!} listing={listing} values={undefined} issues={[]} onChange={vi.fn()} onListingChange={vi.fn()} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for photo 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('1 of 5 photos')).toBeTruthy());
    expect(calls.changeListingPhotos).toHaveBeenCalledWith(expect.objectContaining({ kind: 'delete', photoId: 1 }));
    expect(submitStep).not.toHaveBeenCalled();
  });
});
