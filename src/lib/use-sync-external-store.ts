/**
 * Stands in for the `use-sync-external-store/shim` package that react-i18next imports (aliased in
 * vite.config.ts). The shim exists for React < 18; React 19 has the hook itself, and the shim's
 * fallback code would be dead weight in every first load (D29).
 */
export { useSyncExternalStore } from 'react';
