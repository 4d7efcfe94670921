import { useSession } from '../../components/session-context';
import { PlayerHomeView } from './player-home-view';

/** /player (SPEC §2): the home dashboard's cards (SPEC's eight and 'Mes tickets'). */
export function PlayerHomePage() {
  const { profile } = useSession();
  return <PlayerHomeView username={profile?.username ?? null} />;
}

export { PlayerHomePage as Component };
