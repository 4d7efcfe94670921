import { createContext, useContext } from 'react';
import type { SessionProfile, SessionUser } from '../../machines/session/session.machine';
import type { SessionStatus } from '../../machines/session/session.selectors';

/** What features know of the session; the app provides it (src/app/session-provider.tsx). */
export interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  profile: SessionProfile | null;
  /** signs out; the caller decides where to go next */
  logout: () => void;
  /** re-reads the profile, e.g. after an e-mail change */
  reloadProfile: () => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
