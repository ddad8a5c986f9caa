/**
 * True once the page is interactive (hydrated), false in the server HTML and during hydration:
 * controls that need JavaScript are shown only then, so the page without JavaScript offers none
 * that does nothing. useSyncExternalStore gives the server value while hydrating (no mismatch).
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
