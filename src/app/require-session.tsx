import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../components/session-context';
import type { ReturnToState } from './return-to';

/** Protected routes: a spinner while the session loads, /login without a session (SPEC §2). */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signedOut') {
    const state: ReturnToState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

export { RequireSession as Component };
