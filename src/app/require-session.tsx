import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../components/session-context';
import type { ReturnToState } from './return-to';

/**
 * Protected routes: a spinner while the session's user is unknown, /login without a session (SPEC §2), and / when
 * the page on screen is left because the player's own logout has signed them out (SPEC §2: logout
 * signs out and goes to /). A protected URL opened later still leads to /login.
 */
export function RequireSession() {
  const { status, endedByLogout, user } = useSession();
  const location = useLocation();
  const [shownSignedIn, setShownSignedIn] = useState(status === 'signedIn');
  if (status === 'signedIn' && !shownSignedIn) setShownSignedIn(true);
  // A known user's pages show while the session is confirmed (those that need the profile wait: RequireProfile).
  if (status === 'loading' && !user) return <PageLoader />;
  if (status === 'signedOut' && endedByLogout && shownSignedIn) return <Navigate to="/" replace />;
  if (status === 'signedOut') {
    const state: ReturnToState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

export { RequireSession as Component };
