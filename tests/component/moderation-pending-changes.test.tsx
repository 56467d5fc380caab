import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModerationRequest, Property } from '../../machines/moderation.machine';
import { MODERATION_MESSAGES as M } from '../../src/shared/listing-moderation';
import { LIVE_CHANGE_MESSAGES } from '../../src/shared/live-listing-changes';
import { ModerationPanel } from '../../src/screens/moderation/moderation-panel';

const runModeration = vi.hoisted(() => vi.fn<(input: ModerationRequest) => Promise<Property>>());
const readListing = vi.hoisted(() => vi.fn<(propertyId: number) => Promise<Property>>());
vi.mock('../../src/api/moderation-calls', () => ({ runModeration, readListing }));
const toasts = vi.hoisted(() => ({ notifySuccess: vi.fn(async (_m: string) => 'id'), notifyError: vi.fn(async (_m: string) => 'id') }));
vi.mock('../../src/app/notify', async (original) => ({ ...(await original<object>()), ...toasts }));

const REASON = 'The new name belongs to another hotel in Galle; keep your own name.';
type PendingChange = NonNullable<Property['pendingChanges']>[number];
const nameChange: PendingChange = {
  step: 'name',
  state: 'pending',
  reason: null,
  proposedAt: '2026-11-27T10:00:00Z',
  values: { name: 'Lagoon Breeze Villa' },
  changes: [{ field: 'name', before: 'Palm Shade Villa', after: 'Lagoon Breeze Villa' }],
};
const listing = (fields: Partial<Property> = {}): Property =>
  ({
    id: 7,
    status: 'listed',
    planId: 1,
    planName: 'STARTER',
    moderationNote: null,
    allowedModerationActions: ['suspend', 'change_plan'],
    moderationHistory: [],
    pendingChanges: [nameChange, { ...nameChange, step: 'location', changes: [{ field: 'searchText', before: null, after: 'Kandy lake' }] }],
    ...fields,
  }) as Property;

beforeEach(() => {
  runModeration.mockReset();
  toasts.notifySuccess.mockClear();
});

describe("moderation of a live listing's changes", () => {
  it('shows each waiting change field by field, before → after (nothing as "—")', () => {
    render(<ModerationPanel listing={listing()} onChanged={() => {}} />);
    const changes = screen.getByRole('region', { name: 'Changes waiting for review' });
    const items = within(changes).getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === 'Changes waiting for review');
    expect(items.map((item) => item.textContent)).toEqual(['NameName: Palm Shade Villa → Lagoon Breeze Villa', 'LocationSearch text: — → Kandy lake']);
    expect(within(changes).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve changes', 'Reject changes…']);
  });

  it('shows nothing to decide when no change waits (a turned-down one is the host’s to read)', () => {
    render(<ModerationPanel listing={listing({ pendingChanges: [{ ...nameChange, state: 'rejected', reason: REASON }] })} onChanged={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Changes waiting for review' })).toBeNull();
  });

  it('approves the changes after asking, and shows the listing the server answered', async () => {
    const user = userEvent.setup();
    const approved = listing({ pendingChanges: [], name: 'Lagoon Breeze Villa' });
    runModeration.mockResolvedValue(approved);
    const changed = vi.fn();
    render(<ModerationPanel listing={listing()} onChanged={changed} />);
    await user.click(screen.getByRole('button', { name: 'Approve changes' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Approve these changes?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(runModeration).toHaveBeenCalledWith({ propertyId: 7, action: 'approve_changes', reason: null, planId: null });
    expect(toasts.notifySuccess).toHaveBeenCalledWith(LIVE_CHANGE_MESSAGES.changesApproved);
    expect(changed).toHaveBeenCalledWith(approved);
    expect(screen.queryByRole('region', { name: 'Changes waiting for review' })).toBeNull();
  });

  it('rejecting asks for the reason with the moderation rule before anything is sent', async () => {
    const user = userEvent.setup();
    runModeration.mockResolvedValue(listing({ pendingChanges: [{ ...nameChange, state: 'rejected', reason: REASON }] }));
    render(<ModerationPanel listing={listing()} onChanged={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Reject changes…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject these changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.reasonRequired);
    expect(runModeration).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('What the host should change'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(runModeration).toHaveBeenCalledWith({ propertyId: 7, action: 'reject_changes', reason: REASON, planId: null });
    expect(toasts.notifySuccess).toHaveBeenCalledWith(LIVE_CHANGE_MESSAGES.changesRejected);
  });

  it('shows new photos waiting for review as thumbnails among the changes, and sends the optional note with the approval', async () => {
    const user = userEvent.setup();
    const photo = (id: number) => ({ id, position: id, isMain: false, url: `/uploads/listing-photos/${id}-1600.webp`, thumbnailUrl: `/uploads/listing-photos/${id}-400.webp`, width: 1600, height: 1067 });
    runModeration.mockResolvedValue(listing({ pendingChanges: [], photosWaitingForReview: [] }));
    render(<ModerationPanel listing={listing({ pendingChanges: [], photosWaitingForReview: [photo(31), photo(32)] })} onChanged={() => {}} />);
    const changes = screen.getByRole('region', { name: 'Changes waiting for review' });
    expect(within(changes).getByText('New photos (2)')).toBeTruthy();
    const thumbnails = within(within(changes).getByRole('list', { name: 'New photos waiting for review' })).getAllByRole('img');
    expect(thumbnails.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['New photo 1 of 2', '/uploads/listing-photos/31-400.webp'],
      ['New photo 2 of 2', '/uploads/listing-photos/32-400.webp'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Approve changes' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve these changes?' });
    await user.type(within(dialog).getByLabelText('Note for the host (optional)'), 'Lovely garden photos.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(runModeration).toHaveBeenCalledWith({ propertyId: 7, action: 'approve_changes', reason: 'Lovely garden photos.', planId: null }));
  });
});

