/** Stands in for react-i18next's `use-sync-external-store/shim` (aliased in vite.config.ts): React 19 has the hook. */
export { useSyncExternalStore } from 'react';
