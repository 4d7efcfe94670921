import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and while React hydrates it, true in every render after: what depends on
 * the visitor's URL or browser (not known at build time) waits for it, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
