import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { propertyViewMachine } from '../../../machines/property-view.machine';

function start(load: (input: { propertyId: number }) => Promise<unknown>) {
  const loadView = vi.fn(load);
  const actor = createActor(propertyViewMachine.provide({ actors: { loadView: fromPromise(({ input }) => loadView(input)) } }), {
    input: { propertyId: 42 },
  }).start();
  return { actor, loadView, settled: () => waitFor(actor, (s) => !s.hasTag('busy')) };
}

describe('propertyViewMachine', () => {
  it('loads the property it was opened for', async () => {
    const { actor, loadView, settled } = start(async () => ({ name: 'Palm Shade Villa' }));
    await settled();
    expect(loadView).toHaveBeenCalledWith({ propertyId: 42 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual({ name: 'Palm Shade Villa' });
  });

  it('says what went wrong and loads again on retry', async () => {
    let attempt = 0;
    const { actor, settled } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw { success: false, status: 2, message: 'Your connection was interrupted' };
      return { name: 'Palm Shade Villa' };
    });
    await settled();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Your connection was interrupted');
    actor.send({ type: 'view.retry' });
    await settled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
