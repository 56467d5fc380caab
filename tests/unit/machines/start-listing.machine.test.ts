import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PLAN_UNAVAILABLE, startListingMachine, type Plan } from '../../../machines/start-listing.machine';

const PLANS: Plan[] = [
  { id: 11, name: 'STARTER' },
  { id: 12, name: 'SUPPORTIVE' },
  { id: 13, name: 'ALL_INCLUSIVE' },
];

type World = {
  draft?: boolean | Error;
  starter?: boolean | Error;
  plans?: Plan[] | Error;
};

const answer = <T,>(value: T | Error | undefined, fallback: T) => async () => {
  if (value instanceof Error) throw value;
  return value ?? fallback;
};

function start(world: World = {}) {
  const calls = { findDraft: vi.fn(answer(world.draft, false)), checkStarter: vi.fn(answer(world.starter, false)), loadPlans: vi.fn(answer(world.plans, PLANS)) };
  const effects = { navigate: vi.fn(), storePlanId: vi.fn(), openInquiry: vi.fn(), toastError: vi.fn(), showLoader: vi.fn(), hideLoader: vi.fn() };
  const actor = createActor(
    startListingMachine.provide({
      actors: {
        findDraft: fromPromise(() => calls.findDraft()),
        checkStarterListing: fromPromise(() => calls.checkStarter()),
        loadPlans: fromPromise(() => calls.loadPlans()),
      },
      actions: {
        navigate: (_, { to }) => effects.navigate(to),
        storePlanId: (_, { planId }) => effects.storePlanId(planId),
        openInquiry: (_, params) => effects.openInquiry(params),
        toastError: (_, { message }) => effects.toastError(message),
        showLoader: () => effects.showLoader(),
        hideLoader: () => effects.hideLoader(),
      },
    }),
  ).start();
  const settled = () => waitFor(actor, (s) => s.matches('idle'));
  return { actor, calls, effects, settled };
}

const host = { signedIn: true, admin: false };
const admin = { signedIn: true, admin: true };
const visitor = { signedIn: false, admin: false };

describe('startListingMachine: Start Listing / List Your Property (spec §4, in order)', () => {
  it('1. sends a visitor who is not logged in to /login without asking the server', async () => {
    const { actor, calls, effects } = start({ draft: true });
    actor.send({ type: 'startListing.begin', ...visitor });
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(calls.findDraft).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('2. sends a host with a draft listing to /draft-listing, before any other check', async () => {
    const { actor, calls, effects, settled } = start({ draft: true, starter: true });
    actor.send({ type: 'startListing.begin', ...host });
    await settled();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/draft-listing');
    expect(calls.checkStarter).not.toHaveBeenCalled();
    expect(effects.storePlanId).not.toHaveBeenCalled();
  });

  it('2. checks the draft before the admin rule: an admin with a draft goes to /draft-listing', async () => {
    const { actor, effects, settled } = start({ draft: true });
    actor.send({ type: 'startListing.begin', ...admin });
    await settled();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/draft-listing');
  });

  it('3. sends an admin without a draft to /admin-property-listings and skips the starter check', async () => {
    const { actor, calls, effects, settled } = start({ draft: false, starter: true });
    actor.send({ type: 'startListing.begin', ...admin });
    await settled();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/admin-property-listings');
    expect(calls.checkStarter).not.toHaveBeenCalled();
  });

  it('4. stores the Starter plan id and goes to /start when a starter listing exists', async () => {
    const { actor, effects, settled } = start({ draft: false, starter: true });
    actor.send({ type: 'startListing.begin', ...host });
    await settled();
    expect(effects.storePlanId).toHaveBeenCalledExactlyOnceWith(11);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/start');
    expect(effects.storePlanId.mock.invocationCallOrder[0]).toBeLessThan(effects.navigate.mock.invocationCallOrder[0]);
  });

  it('5. otherwise sends the host to /plan-selection without storing a plan', async () => {
    const { actor, effects, settled } = start({ draft: false, starter: false });
    actor.send({ type: 'startListing.begin', ...host });
    await settled();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/plan-selection');
    expect(effects.storePlanId).not.toHaveBeenCalled();
  });

  it('shows the loader while deciding and hides it after', async () => {
    const { actor, effects, settled } = start();
    actor.send({ type: 'startListing.begin', ...host });
    expect(effects.showLoader).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled();
    expect(effects.hideLoader).toHaveBeenCalledTimes(1);
  });

  it('ignores a second click while the first is being decided', async () => {
    const { actor, calls, effects, settled } = start();
    actor.send({ type: 'startListing.begin', ...host });
    actor.send({ type: 'startListing.begin', ...host });
    actor.send({ type: 'plan.choose', plan: 'SUPPORTIVE', ...host });
    await settled();
    expect(calls.findDraft).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/plan-selection');
    expect(effects.openInquiry).not.toHaveBeenCalled();
  });

  it.each([
    ['the draft check', { draft: new Error('down') }],
    ['the starter check', { starter: new Error('down') }],
    ['the plan list', { starter: true, plans: new Error('down') }],
  ])('stays put and shows the failure when %s fails', async (_label, world) => {
    const failure = Object.assign(new Error('x'), { message: 'Your connection was interrupted' });
    const withFailure = Object.fromEntries(Object.entries(world).map(([k, v]) => [k, v instanceof Error ? failure : v]));
    const { actor, effects, settled } = start(withFailure);
    actor.send({ type: 'startListing.begin', ...host });
    await settled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.toastError).toHaveBeenCalledExactlyOnceWith('Your connection was interrupted');
    expect(effects.hideLoader).toHaveBeenCalledTimes(1);
  });

  it('says so when the plan list has no Starter plan', async () => {
    const { actor, effects, settled } = start({ starter: true, plans: [{ id: 12, name: 'SUPPORTIVE' }] });
    actor.send({ type: 'startListing.begin', ...host });
    await settled();
    expect(effects.toastError).toHaveBeenCalledWith(PLAN_UNAVAILABLE);
    expect(PLAN_UNAVAILABLE.message).toBe('This plan is not available right now. Please try again later.');
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('startListingMachine: plan cards (spec §4)', () => {
  it('sends a visitor to /login', () => {
    const { actor, calls, effects } = start();
    actor.send({ type: 'plan.choose', plan: 'STARTER', ...visitor });
    expect(effects.navigate).toHaveBeenCalledWith('/login');
    expect(calls.loadPlans).not.toHaveBeenCalled();
  });

  it('Starter stores its plan id, then goes to /start when there is no draft', async () => {
    const { actor, effects, settled } = start({ draft: false });
    actor.send({ type: 'plan.choose', plan: 'STARTER', ...host });
    await settled();
    expect(effects.storePlanId).toHaveBeenCalledExactlyOnceWith(11);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/start');
  });

  it('Starter stores its plan id, then goes to /draft-listing when a draft exists', async () => {
    const { actor, effects, settled } = start({ draft: true });
    actor.send({ type: 'plan.choose', plan: 'STARTER', ...host });
    await settled();
    expect(effects.storePlanId).toHaveBeenCalledExactlyOnceWith(11);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/draft-listing');
  });

  it.each([
    ['SUPPORTIVE', 12],
    ['ALL_INCLUSIVE', 13],
  ] as const)('%s opens the inquiry dialog with its plan id and goes nowhere', async (plan, planId) => {
    const { actor, calls, effects, settled } = start({ draft: true });
    actor.send({ type: 'plan.choose', plan, ...host });
    await settled();
    expect(effects.openInquiry).toHaveBeenCalledExactlyOnceWith({ planId, plan });
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.storePlanId).not.toHaveBeenCalled();
    expect(calls.findDraft).not.toHaveBeenCalled();
  });

  it('sends an admin (who never sees the cards) where their start-listing leads', () => {
    const { actor, effects } = start();
    actor.send({ type: 'plan.choose', plan: 'SUPPORTIVE', ...admin });
    expect(effects.navigate).toHaveBeenCalledWith('/admin-property-listings');
    expect(effects.openInquiry).not.toHaveBeenCalled();
  });

  it('shows the failure and stays put when the plans cannot be loaded', async () => {
    const { actor, effects, settled } = start({ plans: Object.assign(new Error('x'), { message: 'Sorry, something went wrong' }) });
    actor.send({ type: 'plan.choose', plan: 'ALL_INCLUSIVE', ...host });
    await settled();
    expect(effects.toastError).toHaveBeenCalledExactlyOnceWith('Sorry, something went wrong');
    expect(effects.openInquiry).not.toHaveBeenCalled();
  });
});
