import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { type WonBetsPage, wonBetsMachine } from '../../../machines/won-bets/won-bets.machine';
import { selectError, selectIsEmpty, selectIsLoading, selectLoadedPageCount, selectPage, selectPageCount, selectWonBets } from '../../../machines/won-bets/won-bets.selectors';
import { useQaRecording } from '../../components/qa-recording';
import { useEffects } from '../../components/effects';
import { useSession } from '../../components/session-context';
import { useListFollowsPage, usePageParam } from '../../components/use-page-param';
import { useWinNotices } from '../../components/win-notices-context';
import { GainsView } from './gains-view';
import { WonBetsList } from './won-bets-list';

const WON_BETS_PAGE_SIZE = 10;

/** /gains: the session's winnings, live, and the won bets (read again when the player wins); their page lives in the URL, so Back returns to it. */
export function GainsPage() {
  const { profile } = useSession();
  const [page, showPage] = usePageParam();
  const effects = useEffects().results;
  const qa = useQaRecording();
  const [logic] = useState(() =>
    wonBetsMachine.provide({
      actors: { loadPage: fromPromise<WonBetsPage, { page: number; pageSize: number }>(({ input }) => effects.wonBets(input.page, input.pageSize)) },
    }),
  );
  const actor = useActorRef(logic, { input: { page, pageSize: WON_BETS_PAGE_SIZE }, inspect: qa.inspect });
  useListFollowsPage(actor, page, useSelector(actor, selectLoadedPageCount));

  const wins = useWinNotices();
  useEffect(() => {
    if (!wins) return;
    const subscription = wins.on('draw.won', () => actor.send({ type: 'refresh' }));
    return () => subscription.unsubscribe();
  }, [wins, actor]);

  return (
    <GainsView
      winnings={profile?.winnings ?? 0}
      wonBets={
        <WonBetsList
          bets={useSelector(actor, selectWonBets)}
          loading={useSelector(actor, selectIsLoading)}
          error={useSelector(actor, selectError)}
          empty={useSelector(actor, selectIsEmpty)}
          page={useSelector(actor, selectPage)}
          pageCount={useSelector(actor, selectPageCount)}
          onPage={showPage}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      }
    />
  );
}

export { GainsPage as Component };
