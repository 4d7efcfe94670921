import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../components/session-context';

/**
 * The player pages that show the profile's figures (balance, winnings, name): a spinner until the profile
 * is read (2 s at most, then the pages show with the shell's notice), never a 0 that is not the player's.
 * The other player pages show at once (docs/decisions.md, 'The first page before supabase-js').
 */
export function RequireProfile() {
  const { status } = useSession();
  return status === 'loading' ? <PageLoader /> : <Outlet />;
}

export { RequireProfile as Component };
