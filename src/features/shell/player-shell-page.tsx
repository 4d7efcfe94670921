import { Alert } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { playSessionStorage } from '../../components/play-session-storage';
import { useSession } from '../../components/session-context';
import { WinNotices } from '../../components/win-notices';
import { DeclarationPrompt } from './declaration-prompt';
import { PlayerShellView } from './player-shell-view';
import { RealityCheck } from './reality-check';

const COMPACT_NAV_QUERY = '(max-width: 991px)';
const SMALL_SCREEN_QUERY = '(max-width: 575px)';

/** The shell around every player page; the balance comes from the session's profile (SPEC §7). */
export function PlayerShell() {
  const { user, profile, logout, signingOut, connectionNotice } = useSession();
  const { pathname } = useLocation();
  const compact = useMediaQuery(COMPACT_NAV_QUERY, false, { getInitialValueInEffect: false });
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const [menuOpened, menu] = useDisclosure(false);
  // Signs out first; once signed out, the session guard leaves for / (issue 13: no reload window signed in).
  const endSession = () => {
    playSessionStorage.clear();
    logout();
  };
  return (
    <PlayerShellView
      pathname={pathname}
      balance={profile?.balance ?? null}
      compact={compact}
      showBalance={!small}
      menuOpened={menuOpened && compact}
      onMenuToggle={menu.toggle}
      onMenuClose={menu.close}
      signingOut={signingOut}
      operator={user?.operator === true}
      notice={
        connectionNotice && (
          <Alert color="orange" variant="light" role="status" mb="md">
            {connectionNotice}
          </Alert>
        )
      }
      onLogout={() => {
        menu.close();
        endSession();
      }}
    >
      <Outlet />
      <RealityCheck onBreak={endSession} />
      <DeclarationPrompt pathname={pathname} />
      <WinNotices />
    </PlayerShellView>
  );
}

export { PlayerShell as Component };
