import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DONE_NOTICES, moderationMachine, PLAN_REQUIRED, type ModerationRequest, type Property } from '../../../machines/moderation.machine';
import { MODERATION_MESSAGES as M } from '../../../src/shared/listing-moderation';
import type { UiText } from '../../../machines/ui-text';

const answer = (status: Property['status']) => ({ id: 7, status }) as Property;

function start(run: (input: ModerationRequest) => Promise<Property>) {
  const requests: ModerationRequest[] = [];
  const actor = createActor(
    moderationMachine.provide({
      actors: {
        runModeration: fromPromise(async ({ input }) => {
          requests.push(input);
          return run(input);
        }),
      },
    }),
    { input: { propertyId: 7 } },
  ).start();
  return { actor, requests };
}

describe('moderationMachine', () => {
  it('asks first, then approves: idle → confirming → saving → done with the listing and the notice', async () => {
    const { actor, requests } = start(async () => answer('listed'));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'moderation.choose', action: 'approve' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(requests).toEqual([]);
    actor.send({ type: 'moderation.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('done'));
    expect(requests).toEqual([{ propertyId: 7, action: 'approve', reason: null, planId: null }]);
    expect(actor.getSnapshot().context).toMatchObject({ property: { status: 'listed' }, notice: DONE_NOTICES.approve, last: 'approve', pending: null });
  });

  it('goes back to idle on No and sends nothing', () => {
    const { actor, requests } = start(async () => answer('listed'));
    actor.send({ type: 'moderation.choose', action: 'unlist' });
    actor.send({ type: 'moderation.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(requests).toEqual([]);
  });

  it.each([
    ['', M.reasonRequired],
    ['   ', M.reasonRequired],
    ['Too vague', M.reasonTooShort],
    ['x'.repeat(1001), M.reasonTooLong],
  ])('keeps a rejection open with the rule’s message for the reason %j', (reason, message) => {
    const { actor, requests } = start(async () => answer('rejected'));
    actor.send({ type: 'moderation.choose', action: 'reject' });
    actor.send({ type: 'moderation.confirm', reason });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.reasonError).toBe(message);
    expect(requests).toEqual([]);
  });

  it('sends a suspension with its trimmed reason', async () => {
    const { actor, requests } = start(async () => answer('suspended'));
    actor.send({ type: 'moderation.choose', action: 'suspend' });
    actor.send({ type: 'moderation.confirm', reason: '  Guests reported the pool is closed.  ' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(requests[0]).toEqual({ propertyId: 7, action: 'suspend', reason: 'Guests reported the pool is closed.', planId: null });
  });

  it('needs a plan for a plan change, then sends it with the optional note', async () => {
    const { actor, requests } = start(async () => answer('listed'));
    actor.send({ type: 'moderation.choose', action: 'change_plan' });
    actor.send({ type: 'moderation.confirm', planId: null });
    expect(actor.getSnapshot().context.reasonError).toBe(PLAN_REQUIRED);
    actor.send({ type: 'moderation.confirm', planId: 3, reason: 'Inquiry 12' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(requests).toEqual([{ propertyId: 7, action: 'change_plan', reason: 'Inquiry 12', planId: 3 }]);
  });

  it('fails with the server’s reason (a stale 409) and lets the admin choose again', async () => {
    let refuse = true;
    const { actor } = start(async () => {
      if (refuse) throw { message: 'Only a listing waiting for review can be approved. This one is listed.', httpStatus: 409 };
      return answer('suspended');
    });
    actor.send({ type: 'moderation.choose', action: 'approve' });
    actor.send({ type: 'moderation.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Only a listing waiting for review can be approved. This one is listed.');
    expect(actor.getSnapshot().context.last).toBe('approve');
    expect(actor.getSnapshot().context.stale).toBe(true);
    actor.send({ type: 'moderation.refreshed', property: answer('listed') });
    expect(actor.getSnapshot().context).toMatchObject({ stale: false, property: { status: 'listed' } });
    refuse = false;
    actor.send({ type: 'moderation.choose', action: 'suspend' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'moderation.confirm', reason: 'Guests reported the pool is closed.' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.property!.status).toBe('suspended');
  });

  it('marks only a 409 as stale', async () => {
    const { actor } = start(async () => {
      throw { message: 'Your connection was interrupted' };
    });
    actor.send({ type: 'moderation.choose', action: 'approve' });
    actor.send({ type: 'moderation.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.stale).toBe(false);
  });

  it('ignores another choice and a cancel while saving', async () => {
    let release!: () => void;
    const { actor, requests } = start(() => new Promise((resolve) => (release = () => resolve(answer('listed')))));
    actor.send({ type: 'moderation.choose', action: 'approve' });
    actor.send({ type: 'moderation.confirm' });
    actor.send({ type: 'moderation.choose', action: 'reject' });
    actor.send({ type: 'moderation.cancel' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.pending).toBe('approve');
    release();
    await waitFor(actor, (s) => s.matches('done'));
    expect(requests).toHaveLength(1);
  });
});

describe('moderationMachine effects', () => {
  function startWithEffects(run: () => Promise<Property>, reread: () => Promise<Property>) {
    const effects = { success: [] as MessageDescriptor[], error: [] as UiText[], changed: [] as Property[], reads: 0 };
    const actor = createActor(
      moderationMachine.provide({
        actors: {
          runModeration: fromPromise(run),
          readListing: fromPromise(async () => {
            effects.reads += 1;
            return reread();
          }),
        },
        actions: {
          toastSuccess: (_, { message }) => effects.success.push(message),
          toastError: (_, { message }) => effects.error.push(message),
          listingChanged: (_, { property }) => effects.changed.push(property),
        },
      }),
      { input: { propertyId: 7 } },
    ).start();
    return { actor, effects };
  }

  it('toasts the notice and hands over the listing when an action goes through', async () => {
    const { actor, effects } = startWithEffects(async () => answer('listed'), async () => answer('listed'));
    actor.send({ type: 'moderation.choose', action: 'approve' });
    actor.send({ type: 'moderation.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(effects).toEqual({ success: [DONE_NOTICES.approve], error: [], changed: [answer('listed')], reads: 0 });
  });

  it('toasts a stale refusal, reads the listing again and hands it over', async () => {
    const { actor, effects } = startWithEffects(
      async () => {
        throw { message: 'Only a listing waiting for review can be approved. This one is listed.', httpStatus: 409 };
      },
      async () => answer('listed'),
    );
    actor.send({ type: 'moderation.choose', action: 'approve' });
    actor.send({ type: 'moderation.confirm' });
    await waitFor(actor, (s) => s.matches({ failed: 'shown' }));
    expect(effects.error).toEqual(['Only a listing waiting for review can be approved. This one is listed.']);
    expect(effects.reads).toBe(1);
    expect(effects.changed).toEqual([answer('listed')]);
    expect(actor.getSnapshot().context).toMatchObject({ stale: false, property: { status: 'listed' } });
  });

  it('reads nothing again after a refusal that is not stale', async () => {
    const { actor, effects } = startWithEffects(
      async () => {
        throw { message: 'Your connection was interrupted' };
      },
      async () => answer('listed'),
    );
    actor.send({ type: 'moderation.choose', action: 'approve' });
    actor.send({ type: 'moderation.confirm' });
    await waitFor(actor, (s) => s.matches({ failed: 'shown' }));
    expect(effects).toMatchObject({ error: ['Your connection was interrupted'], reads: 0, changed: [] });
  });
});
