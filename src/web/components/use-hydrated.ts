import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React is still taking over a page drawn at build time (src/web/prerender) and in that drawing, true
 * from then on and on every page React draws itself. A form's submit waits on it: before React handles the form,
 * the browser's own submission would put the fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
