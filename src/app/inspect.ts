/**
 * Development aid: with `?inspect` in the URL or VITE_INSPECT=1, every app actor reports to the
 * Stately inspector (@statelyai/inspect), which opens in a new tab. The import is dynamic and
 * behind import.meta.env.DEV, so production bundles never contain it.
 */
import type { InspectionEvent, Observer } from 'xstate';

let inspect: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;

export async function startInspector(): Promise<void> {
  if (!import.meta.env.DEV) return;
  const wanted = new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
  if (!wanted) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** Options for createActor / useActorRef: the inspector when it is on, nothing otherwise. */
export function actorOptions(): { inspect?: typeof inspect } {
  return inspect ? { inspect } : {};
}
