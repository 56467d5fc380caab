import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostProperty, HostPropertyPage } from '../../machines/listed-properties.machine';
import type { ModerationRequest, Property } from '../../machines/moderation.machine';
import type { WizardListing } from '../../machines/wizard.machine';
import { stepById } from '../../machines/wizard-steps';
import { MODERATION_MESSAGES as M } from '../../src/shared/listing-moderation';
import { LISTING_STEP_KEYS } from '../../src/shared/listing-steps';
import { ListedPropertiesScreen } from '../../src/screens/listings/listed-properties-screen';
import { ModerationPanel } from '../../src/screens/moderation/moderation-panel';
import { FinishStep } from '../../src/screens/wizard/steps/finish-step';

const runModeration = vi.hoisted(() => vi.fn<(input: ModerationRequest) => Promise<Property>>());
const readListing = vi.hoisted(() => vi.fn<(propertyId: number) => Promise<Property>>());
vi.mock('../../src/api/moderation-calls', () => ({ runModeration, readListing }));
const listHostProperties = vi.hoisted(() => vi.fn<(input: { limit: number; offset: number }) => Promise<HostPropertyPage>>());
vi.mock('../../src/api/listed-properties-calls', () => ({ listHostProperties }));
const toasts = vi.hoisted(() => ({ notifySuccess: vi.fn(async (_m: string) => 'id'), notifyError: vi.fn(async (_m: string) => 'id') }));
vi.mock('../../src/app/notify', async (original) => ({ ...(await original<object>()), ...toasts }));
vi.mock('../../src/api/listing-calls', () => ({
  listPlans: async () => [
    { id: 1, name: 'STARTER', displayName: 'Listing Only' },
    { id: 2, name: 'SUPPORTIVE', displayName: 'Reservation Management' },
    { id: 3, name: 'ALL_INCLUSIVE', displayName: 'Full Service' },
  ],
}));

const REASON = 'The photos show another property; please upload your own.';
const rejectNote = { action: 'reject', fromStatus: 'pending_review', toStatus: 'rejected', reason: REASON, by: 'team', at: '2026-11-20T08:00:00Z' } as const;

const adminListing = (fields: Partial<Property> = {}): Property =>
  ({
    id: 7,
    status: 'pending_review',
    planId: 1,
    planName: 'STARTER',
    moderationNote: null,
    allowedModerationActions: ['approve', 'reject', 'change_plan'],
    moderationHistory: [
      {
        id: 1,
        action: 'submit',
        fromStatus: 'draft',
        toStatus: 'pending_review',
        fromPlanName: null,
        toPlanName: null,
        reason: null,
        actor: { id: 4, name: 'Kamal Silva', email: 'kamal@example.lk', role: 'HOST' },
        at: '2026-11-19T08:00:00Z',
      },
    ],
    ...fields,
  }) as Property;

beforeEach(() => {
  runModeration.mockReset();
  readListing.mockReset();
  listHostProperties.mockReset();
  toasts.notifySuccess.mockClear();
  toasts.notifyError.mockClear();
});

describe('the moderation panel on /view/{id} (admins)', () => {
  it('offers only the actions the status allows and shows the history: who, when, why', () => {
    render(<ModerationPanel listing={adminListing()} onChanged={() => {}} />);
    const panel = screen.getByRole('region', { name: 'Moderation' });
    expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Reject…', 'Change plan…']);
    const [entry] = within(screen.getByRole('list', { name: 'Moderation history, newest first' })).getAllByRole('listitem');
    expect(entry.textContent).toContain('Submitted for review: Draft → Pending Review');
    expect(entry.textContent).toContain('Kamal Silva (kamal@example.lk) · host');
  });

  it('asks the reason in a dialog, refuses it by the rule, sends it, toasts and gives focus back to the panel', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    const rejected = adminListing({
      status: 'rejected',
      allowedModerationActions: ['change_plan'],
      moderationHistory: [
        {
          id: 2,
          action: 'reject',
          fromStatus: 'pending_review',
          toStatus: 'rejected',
          fromPlanName: null,
          toPlanName: null,
          reason: REASON,
          actor: { id: 1, name: 'Dilani Fernando', email: 'dilani@example.lk', role: 'ADMIN' },
          at: '2026-11-20T08:00:00Z',
        },
        ...adminListing().moderationHistory!,
      ],
    });
    runModeration.mockResolvedValue(rejected);
    render(<ModerationPanel listing={adminListing()} onChanged={changed} />);
    await user.click(screen.getByRole('button', { name: 'Reject…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.reasonRequired);
    await user.type(within(dialog).getByLabelText('What the host should change'), 'Too vague');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.reasonTooShort);
    expect(runModeration).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('What the host should change'));
    await user.type(within(dialog).getByLabelText('What the host should change'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(runModeration).toHaveBeenCalledWith({ propertyId: 7, action: 'reject', reason: REASON, planId: null });
    expect(toasts.notifySuccess).toHaveBeenCalledWith('The listing was rejected; the host was told why');
    expect(changed).toHaveBeenCalledWith(rejected);
    const panel = screen.getByRole('region', { name: 'Moderation' });
    expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(['Change plan…']);
    expect(within(panel).getByText(`Why: ${REASON}`)).toBeTruthy();
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  });

  it('toasts the server’s refusal of a stale approval, reads the listing again and offers what its status allows now', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    runModeration.mockRejectedValue({ message: 'Only a listing waiting for review can be approved. This one is listed.', httpStatus: 409 });
    const listed = adminListing({ status: 'listed', allowedModerationActions: ['suspend', 'change_plan'] });
    readListing.mockResolvedValue(listed);
    render(<ModerationPanel listing={adminListing()} onChanged={changed} />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Approve this listing?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Only a listing waiting for review can be approved. This one is listed.'));
    const panel = screen.getByRole('region', { name: 'Moderation' });
    await waitFor(() => expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(['Suspend…', 'Change plan…']));
    expect(readListing).toHaveBeenCalledWith(7);
    expect(changed).toHaveBeenCalledWith(listed);
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Suspend…' })));
  });

  it('keeps the buttons after a failure that is not stale, and reads nothing again', async () => {
    const user = userEvent.setup();
    runModeration.mockRejectedValue({ message: 'Your connection was interrupted' });
    render(<ModerationPanel listing={adminListing()} onChanged={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.notifyError).toHaveBeenCalledWith('Your connection was interrupted'));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Reject…', 'Change plan…']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve' })));
    expect(readListing).not.toHaveBeenCalled();
  });

  it('changes the plan after one is chosen', async () => {
    const user = userEvent.setup();
    runModeration.mockResolvedValue(adminListing({ planId: 3, planName: 'ALL_INCLUSIVE' }));
    render(<ModerationPanel listing={adminListing({ status: 'listed', allowedModerationActions: ['suspend', 'change_plan'] })} onChanged={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Change plan…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change the plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose the new plan');
    await within(dialog).findByRole('option', { name: 'Full Service' });
    expect((within(dialog).getByRole('option', { name: 'Listing Only (current)' }) as HTMLOptionElement).disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('New plan'), 'Full Service');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(runModeration).toHaveBeenCalledWith({ propertyId: 7, action: 'change_plan', reason: null, planId: 3 }));
  });
});

const hostProperty = (fields: Partial<HostProperty>): HostProperty => ({
  id: 7,
  code: 'LK-000007',
  name: 'Palm Shade Villa',
  status: 'listed',
  planName: 'STARTER',
  planDisplayName: 'Listing Only',
  propertyTypeName: 'Villa',
  city: 'Unawatuna',
  district: 'Galle',
  isRoomOrHomeStay: false,
  mainPhotoUrl: null,
  mainPhoto: null,
  unitCount: 1,
  fromPrice: null,
  updatedAt: '2026-11-20T08:00:00Z',
  moderationNote: null,
  ...fields,
});
const pageOf = (items: HostProperty[]): HostPropertyPage => ({ items, total: items.length, limit: 12, offset: 0 });

describe('/listed-properties and moderation', () => {
  it('shows a rejection’s reason prominently, from "our team", with Edit and resubmit', async () => {
    listHostProperties.mockResolvedValue(pageOf([hostProperty({ status: 'rejected', moderationNote: rejectNote })]));
    render(
      <MemoryRouter>
        <ListedPropertiesScreen />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('article');
    const note = within(card).getByRole('note', { name: 'Note from our team' });
    expect(within(note).getByRole('heading').textContent).toBe('Our team could not approve this listing yet');
    expect(note.textContent).toContain(`What to change: ${REASON}`);
    expect(within(card).getByText('— make the changes asked for and send it again')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit and resubmit Palm Shade Villa' }).getAttribute('href')).toBe('/main/finish/7');
    await userEvent.click(within(card).getByRole('button', { name: 'More actions for Palm Shade Villa' }));
    expect(within(card).queryByRole('button', { name: /Unlist/ })).toBeNull();
  });

  it('shows a suspension’s reason with the way forward', async () => {
    const note = { ...rejectNote, action: 'suspend', fromStatus: 'listed', toStatus: 'suspended', reason: 'Guests reported the pool is closed.' } as const;
    listHostProperties.mockResolvedValue(pageOf([hostProperty({ status: 'suspended', moderationNote: note })]));
    render(
      <MemoryRouter>
        <ListedPropertiesScreen />
      </MemoryRouter>,
    );
    const callout = await screen.findByRole('note', { name: 'Note from our team' });
    expect(callout.textContent).toContain('Our team suspended this listing');
    expect(callout.textContent).toContain('Reason: Guests reported the pool is closed.');
    expect(callout.textContent).toContain('Contact our team to list it again.');
  });

  it('unlists a listed property after a Yes, toasts and reloads the list', async () => {
    const user = userEvent.setup();
    listHostProperties.mockResolvedValueOnce(pageOf([hostProperty({})])).mockResolvedValueOnce(pageOf([hostProperty({ status: 'unlisted' })]));
    runModeration.mockResolvedValue({ id: 7, status: 'unlisted' } as Property);
    render(
      <MemoryRouter>
        <ListedPropertiesScreen />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'More actions for Palm Shade Villa' }));
    await user.click(screen.getByRole('button', { name: 'Unlist' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unlist this property?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(runModeration).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'More actions for Palm Shade Villa' }));
    await user.click(screen.getByRole('button', { name: 'Unlist' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await user.click(await screen.findByRole('button', { name: 'More actions for Palm Shade Villa' }));
    expect(await screen.findByRole('button', { name: 'List again' })).toBeTruthy();
    expect(runModeration).toHaveBeenCalledWith({ propertyId: 7, action: 'unlist', reason: null, planId: null });
    expect(toasts.notifySuccess).toHaveBeenCalledWith('Your listing is paused: guests cannot find or book it until you list it again');
    expect(listHostProperties).toHaveBeenCalledTimes(2);
  });
});

describe('main/finish and a rejection', () => {
  const renderFinish = (listing: Partial<WizardListing>) => {
    const completion = Object.fromEntries(LISTING_STEP_KEYS.map((key) => [key, true]));
    render(
      <MemoryRouter>
        <FinishStep
          step={stepById('main/finish')!}
          listing={{ id: 41, version: 9, status: 'rejected', planId: 1, isPropertyTypeRoomOrHomeStay: false, completion, ...listing } as WizardListing}
          values={undefined}
          issues={[]}
          onChange={() => {}}
        />
      </MemoryRouter>,
    );
  };

  it('shows what our team asked to change before the summary and the submit', () => {
    renderFinish({ moderationNote: rejectNote });
    const note = screen.getByRole('note', { name: 'Note from our team' });
    expect(note.textContent).toContain(`What to change: ${REASON}`);
    expect(note.textContent).toContain('then submit your listing again');
    const status = screen.getByRole('status');
    expect(note.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no note once the listing is submitted again', () => {
    renderFinish({ status: 'pending_review', moderationNote: { ...rejectNote, action: 'submit', fromStatus: 'rejected', toStatus: 'pending_review', reason: null, by: 'you' } });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

