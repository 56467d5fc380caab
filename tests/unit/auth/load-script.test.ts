import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScriptLoader, SCRIPT_TIMEOUT_MS, type ScriptDocument } from '../../../src/screens/auth/providers/load-script';

type FakeScript = { src: string; async: boolean; onload: (() => void) | null; onerror: (() => void) | null; remove: () => void; removed: boolean };

function fakeDocument() {
  const appended: FakeScript[] = [];
  const doc: ScriptDocument = {
    createElement: () => {
      const script: FakeScript = { src: '', async: false, onload: null, onerror: null, removed: false, remove: () => void (script.removed = true) };
      return script;
    },
    head: { appendChild: (node) => appended.push(node as FakeScript) },
  };
  return { doc, appended };
}

afterEach(() => vi.useRealTimers());

describe('loadScript', () => {
  it('adds one async script per src and shares its load', async () => {
    const { doc, appended } = fakeDocument();
    const load = createScriptLoader(doc);
    const first = load('https://accounts.google.com/gsi/client');
    const second = load('https://accounts.google.com/gsi/client');
    expect(second).toBe(first);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ src: 'https://accounts.google.com/gsi/client', async: true });
    appended[0].onload?.();
    await expect(first).resolves.toBeUndefined();
    await load('https://accounts.google.com/gsi/client');
    expect(appended).toHaveLength(1);
  });

  it('rejects on a load error, removes the tag and tries again on the next call', async () => {
    const { doc, appended } = fakeDocument();
    const load = createScriptLoader(doc);
    const first = load('https://x.test/a.js');
    appended[0].onerror?.();
    await expect(first).rejects.toThrow(/could not load/);
    expect(appended[0].removed).toBe(true);
    const retry = load('https://x.test/a.js');
    expect(appended).toHaveLength(2);
    appended[1].onload?.();
    await expect(retry).resolves.toBeUndefined();
  });

  it('gives up after 15 s', async () => {
    vi.useFakeTimers();
    const { doc, appended } = fakeDocument();
    const load = createScriptLoader(doc);
    const pending = load('https://x.test/slow.js');
    const outcome = expect(pending).rejects.toThrow(/timed out/);
    vi.advanceTimersByTime(SCRIPT_TIMEOUT_MS - 1);
    vi.advanceTimersByTime(1);
    await outcome;
    expect(appended[0].removed).toBe(true);
    expect(SCRIPT_TIMEOUT_MS).toBe(15_000);
  });
});
