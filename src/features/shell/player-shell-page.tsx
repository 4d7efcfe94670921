import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { playSessionStorage } from '../../components/play-session-storage';
import { useSession } from '../../components/session-context';
import { PlayerShellView } from './player-shell-view';
import { RealityCheck } from './reality-check';

const COMPACT_NAV_QUERY = '(max-width: 991px)';
const SMALL_SCREEN_QUERY = '(max-width: 575px)';

/**
 * Logout goes to / first and signs out once the shell has left the screen: signing out while a
 * guarded page is still shown would make the guard send the player to /login instead.
 */
function useLogoutToLanding() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const leavingToLogOut = useRef(false);
  const logoutRef = useRef(logout);
  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);
  useEffect(
    () => () => {
      if (leavingToLogOut.current) logoutRef.current();
    },
    [],
  );
  return () => {
    leavingToLogOut.current = true;
    void navigate('/');
  };
}

/** The shell around every player page; the balance comes from the session's profile (SPEC §7). */
export function PlayerShell() {
  const { profile } = useSession();
  const { pathname } = useLocation();
  const compact = useMediaQuery(COMPACT_NAV_QUERY, false, { getInitialValueInEffect: false });
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const [menuOpened, menu] = useDisclosure(false);
  const logoutToLanding = useLogoutToLanding();
  const endSession = () => {
    playSessionStorage.clear();
    logoutToLanding();
  };
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
        endSession();
      }}
    >
      <Outlet />
      <RealityCheck onBreak={endSession} />
    </PlayerShellView>
  );
}

export { PlayerShell as Component };
