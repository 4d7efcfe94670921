import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useContext, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { playStatusMachine } from '../../machines/play-status/play-status.machine';
import { selectPlayStatus } from '../../machines/play-status/play-status.selectors';
import { useEffects } from '../components/effects';
import { PlayStatusContext, type PlayStatusValue } from '../components/play-status-context';
import { useQaRecording } from '../components/qa-recording';
import { SessionContext } from '../components/session-context';
import type { ResponsibleGamingStatus } from '../game/responsible-gaming';
import { afterFirstRouteShown } from '../components/first-route-shown';

/**
 * The signed-in player's exclusion and limits, one actor for the whole app (issue 38): the catalogue, the
 * bet builder and the recharge page say them before the player tries, and read them again as they open.
 * Read through the account effects (src/api loads on first use), once a player is signed in; reading it also
 * tells src/api the player's zone, in which its refusals write their instants.
 */
export function PlayStatusProvider({ children }: { children: ReactNode }) {
  const effects = useEffects().account;
  const qa = useQaRecording();
  const [logic] = useState(() =>
    playStatusMachine.provide({
      actors: {
        // after the first page is on screen, as every read through supabase-js (perf-budget.json)
        loadStatus: fromPromise<ResponsibleGamingStatus>(async () => {
          await afterFirstRouteShown();
          return effects.responsibleGaming();
        }),
      },
    }),
  );
  const actor = useActorRef(logic, { inspect: qa.inspect });
  const session = useContext(SessionContext);
  const sessionStatus = session?.status;
  const playerId = session?.user?.id;
  useEffect(() => {
    if (sessionStatus === 'signedIn' && playerId) actor.send({ type: 'player.signedIn', playerId });
    else if (sessionStatus === 'signedOut') actor.send({ type: 'player.signedOut' });
  }, [actor, sessionStatus, playerId]);
  const status = useSelector(actor, selectPlayStatus);
  const refresh = useCallback(() => actor.send({ type: 'status.refresh' }), [actor]);
  const value = useMemo<PlayStatusValue>(() => ({ status, refresh }), [status, refresh]);
  // in a transition, as the session: it arrives after the first paint (session-provider.tsx)
  return <PlayStatusContext.Provider value={useDeferredValue(value)}>{children}</PlayStatusContext.Provider>;
}
