import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loaderMachine } from '../../machines/loader.machine';

function startLoader() {
  return createActor(loaderMachine).start();
}

describe('loaderMachine', () => {
  it('starts hidden and not busy', () => {
    const actor = startLoader();
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('shows the overlay on loader.show and hides it on loader.hide', () => {
    const actor = startLoader();
    actor.send({ type: 'loader.show' });
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'loader.hide' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });

  it('stays visible until two overlapping shows have both been hidden', () => {
    const actor = startLoader();
    actor.send({ type: 'loader.show' });
    actor.send({ type: 'loader.show' });
    actor.send({ type: 'loader.hide' });
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    expect(actor.getSnapshot().context.pending).toBe(1);
    actor.send({ type: 'loader.hide' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(actor.getSnapshot().context.pending).toBe(0);
  });

  it('ignores a hide while already hidden, so the next show still shows', () => {
    const actor = startLoader();
    actor.send({ type: 'loader.hide' });
    expect(actor.getSnapshot().context.pending).toBe(0);
    actor.send({ type: 'loader.show' });
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    actor.send({ type: 'loader.hide' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
  });
});
