import { useSession } from '../../components/session-context';
import { GainsView } from './gains-view';

/** /gains: the session's winnings, live (no flow of its own until settlement lists the won bets). */
export function GainsPage() {
  const { profile } = useSession();
  return <GainsView winnings={profile?.winnings ?? 0} />;
}

export { GainsPage as Component };
