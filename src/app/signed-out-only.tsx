import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../components/session-context';
import { returnTo } from './return-to';

/** /login and /register: a signed-in player goes on to the page first asked for, else /player (SPEC §6). */
export function SignedOutOnly() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'signedIn') return <Navigate to={returnTo(location.state)} replace />;
  return <Outlet />;
}

export { SignedOutOnly as Component };
