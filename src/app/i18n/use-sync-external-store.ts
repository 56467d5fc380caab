// What @lingui/react imports from use-sync-external-store/shim (vite.config.ts aliases it here):
// React 19's own hook, instead of the shim's copy for React 17 on every page's first load.
export { useSyncExternalStore } from 'react';
