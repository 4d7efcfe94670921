import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../components/session-context';
import { PlayerShellView } from './player-shell-view';

export const COMPACT_NAV_QUERY = '(max-width: 991px)';
export const SMALL_SCREEN_QUERY = '(max-width: 575px)';

/** The shell around every player page; the balance comes from the session's profile (SPEC §7). */
export function PlayerShell() {
  const { profile, logout } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const compact = useMediaQuery(COMPACT_NAV_QUERY, false, { getInitialValueInEffect: false });
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <PlayerShellView
      pathname={pathname}
      balance={profile?.balance ?? 0}
      compact={compact}
      showBalance={!small}
      menuOpened={menuOpened && compact}
      onMenuToggle={menu.toggle}
      onMenuClose={menu.close}
      onLogout={() => {
        menu.close();
        // Leave the guarded pages first, so the guard does not send the player to /login.
        navigate('/');
        logout();
      }}
    >
      <Outlet />
    </PlayerShellView>
  );
}

export { PlayerShell as Component };
