/**
 * App-wide actors. For now only the loader: one actor for the whole app, shown and hidden through
 * showLoader/hideLoader so any screen (and later any machine, through .provide()) can drive it.
 * React's own useSyncExternalStore reads it, which keeps @xstate/react off the first load.
 */
import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createActor } from 'xstate';
import { loaderMachine } from '../../machines/loader.machine';
import { actorOptions } from './inspect';

type LoaderApi = { showLoader: () => void; hideLoader: () => void; isLoading: boolean };

const LoaderContext = createContext<LoaderApi | null>(null);

export function AppProviders({ children }: { children: ReactNode }) {
  // The loader has no timers or effects, so it can start at once and never needs stopping.
  const [loader] = useState(() => createActor(loaderMachine, actorOptions()).start());
  const isLoading = useSyncExternalStore(
    (onChange) => {
      const subscription = loader.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => loader.getSnapshot().hasTag('busy'),
    () => false, // prerendered pages (src/prerender) show no loader
  );
  // Stable functions, so effects that hold them (the start-listing flow's) do not re-run per change.
  const [controls] = useState(() => ({
    showLoader: () => loader.send({ type: 'loader.show' }),
    hideLoader: () => loader.send({ type: 'loader.hide' }),
  }));
  const api = useMemo<LoaderApi>(() => ({ ...controls, isLoading }), [controls, isLoading]);
  return <LoaderContext.Provider value={api}>{children}</LoaderContext.Provider>;
}

export function useLoader(): LoaderApi {
  const api = useContext(LoaderContext);
  if (!api) throw new Error('useLoader must be used inside <AppProviders>');
  return api;
}
