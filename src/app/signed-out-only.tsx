import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../components/session-context';
import { returnTo } from './return-to';

/**
 * /login and /register: a signed-in player goes on to the page first asked for, else /player (SPEC §6), as soon
 * as the sign-in answers, without waiting for the profile (issue 42: the home greets by the name the sign-in
 * returns); a stored session still being confirmed gets a spinner, not a form it would leave while typing.
 */
export function SignedOutOnly() {
  const { status, user, userConfirmed } = useSession();
  const location = useLocation();
  if (userConfirmed) return <Navigate to={returnTo(location.state)} replace />;
  if (status === 'loading' && user) return <PageLoader />;
  return <Outlet />;
}

export { SignedOutOnly as Component };
