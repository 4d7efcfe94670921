import type { PlaySession } from '../game/reality-check';

/** The reality check's play session, kept for the browser tab (sessionStorage, like the basket). */
const KEY = 'playSession';

export const playSessionStorage = {
  read(): unknown {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    } catch {
      return null;
    }
  },
  write(session: PlaySession): void {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(session));
    } catch {
      // Storage refused (private mode, quota): a reload then starts a new count, nothing worse.
    }
  },
  /** the player signed out: the next sign-in starts a new session */
  clear(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // as above
    }
  },
};
