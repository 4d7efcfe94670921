import { createContext, useContext } from 'react';
import type { SessionProfile, SessionUser } from '../../machines/session/session.machine';
import type { SessionStatus } from '../../machines/session/session.selectors';

/** What features know of the session; the app provides it (src/app/session-provider.tsx). */
export interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** the auth service has confirmed `user` (signed in, or the stored session checked); the profile may still be on its way */
  userConfirmed: boolean;
  profile: SessionProfile | null;
  /** signs out first; once signed out, the guarded pages leave for / (issue 13) */
  logout: () => void;
  /** a logout is waiting for the auth service: the player is still signed in */
  signingOut: boolean;
  /** the session ended by the player's logout (not by expiry or another tab): go to /, not /login */
  endedByLogout: boolean;
  /** a French notice while the network is down or the profile cannot be read, else null */
  connectionNotice: string | null;
  /** re-reads the profile, e.g. after an e-mail change */
  reloadProfile: () => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
