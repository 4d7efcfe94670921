import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../components/session-context';
import { returnTo } from './return-to';

/**
 * /login and /register: a signed-in player goes on to the page first asked for, else /player (SPEC §6);
 * a stored session still being confirmed gets a spinner, not a form it would leave while typing.
 */
export function SignedOutOnly() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading' && user) return <PageLoader />;
  if (status === 'signedIn') return <Navigate to={returnTo(location.state)} replace />;
  return <Outlet />;
}

export { SignedOutOnly as Component };
