import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { fromCallback } from 'xstate';
import { type WinNoticesEvent, winNoticesMachine } from '../../machines/win-notices/win-notices.machine';
import { useQaRecording } from '../components/qa-recording';
import { useSession } from '../components/session-context';
import { WinNoticesContext } from '../components/win-notices-context';

/** The player's wins, live (src/api/results' subscribeToMyWins, loaded once a player is signed in). */
const watchWins = fromCallback(({ sendBack }) => {
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('../api/results').then(({ subscribeToMyWins }) => {
    if (!stopped) stop = subscribeToMyWins((win) => sendBack({ type: 'win.received', win } satisfies WinNoticesEvent));
  });
  return () => {
    stopped = true;
    stop?.();
  };
});

/**
 * Runs the app's win notices while a player is signed in; the player shell shows them
 * (src/components/win-notices). Each win re-reads the profile, so the shell's balance and 'Mes gains'
 * show the winnings even if the profile's own realtime change was missed.
 */
export function WinNoticesProvider({ children }: { children: ReactNode }) {
  const qa = useQaRecording();
  const [logic] = useState(() => winNoticesMachine.provide({ actors: { watchWins } }));
  const actor = useActorRef(logic, { inspect: qa.inspect });
  const { status, reloadProfile } = useSession();
  useEffect(() => {
    if (status === 'signedIn') actor.send({ type: 'player.signedIn' });
    else if (status === 'signedOut') actor.send({ type: 'player.signedOut' });
  }, [actor, status]);
  useEffect(() => {
    const subscription = actor.on('draw.won', () => reloadProfile());
    return () => subscription.unsubscribe();
  }, [actor, reloadProfile]);
  return <WinNoticesContext.Provider value={actor}>{children}</WinNoticesContext.Provider>;
}
