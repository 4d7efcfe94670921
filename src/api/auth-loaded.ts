/**
 * Whether src/api/auth (and supabase-js with it) has loaded. The session does not fetch supabase-js
 * for a visitor with no stored session; it starts watching the auth state once a page (sign-in,
 * sign-up) brings the auth code in. This module is tiny on purpose: the entry chunk imports it.
 */
let loaded = false;
const waiting = new Set<() => void>();

export function announceAuthLoaded(): void {
  loaded = true;
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

/** Calls back once the auth code is loaded (at once if it already is); returns an unsubscribe. */
export function whenAuthLoaded(callback: () => void): () => void {
  if (loaded) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
