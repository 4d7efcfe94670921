import { useSession } from '../../components/session-context';
import { PlayerHomeView } from './player-home-view';

/**
 * /player (SPEC §2): the home dashboard's cards (SPEC's eight and 'Mes tickets'). It needs no figure of the
 * profile: right after sign-in it greets the player by the name the sign-in returned (issue 42).
 */
export function PlayerHomePage() {
  const { user, profile } = useSession();
  return <PlayerHomeView username={profile?.username ?? user?.username ?? null} />;
}

export { PlayerHomePage as Component };
