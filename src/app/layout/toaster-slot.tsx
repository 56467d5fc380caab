import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { requestToaster, toasterStore } from '../notify';

const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/** Mounts the toast container on the first notify() or once the browser is idle, whichever comes first. */
export function ToasterSlot() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.isWanted, () => false);
  useEffect(() => {
    if (wanted) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => requestToaster());
    return () => cancel(handle);
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
