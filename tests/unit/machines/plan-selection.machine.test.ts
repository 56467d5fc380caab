import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { planSelectionMachine, type OfferedPlan } from '../../../machines/plan-selection.machine';

const STARTER: OfferedPlan = { id: 1, name: 'STARTER', displayName: 'Listing Only', payoutText: 'Onsite', features: ['a', 'b', 'c', 'd', 'e'] };

function start(load: () => Promise<OfferedPlan[]>) {
  const loadPlans = vi.fn(load);
  const actor = createActor(planSelectionMachine.provide({ actors: { loadPlans: fromPromise(() => loadPlans()) } })).start();
  return { actor, loadPlans };
}

describe('planSelectionMachine', () => {
  it('loads the plans and shows them', async () => {
    const { actor } = start(async () => [STARTER]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.plans).toEqual([STARTER]);
  });

  it('shows the failure and loads again on retry', async () => {
    let fail = true;
    const { actor, loadPlans } = start(async () => {
      if (fail) throw { message: 'Your connection was interrupted' };
      return [STARTER];
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Your connection was interrupted');
    fail = false;
    actor.send({ type: 'plans.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadPlans).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
