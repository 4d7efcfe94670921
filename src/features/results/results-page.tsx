import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { type ResultsData, resultsMachine } from '../../../machines/results/results.machine';
import { selectDraws, selectError, selectFilter, selectIsEmpty, selectIsLoading, selectMyTickets, selectReadAt } from '../../../machines/results/results.selectors';
import { useClock } from '../../components/clock';
import { useQaRecording } from '../../components/qa-recording';
import { useEffects } from '../../components/effects';
import { useWinNotices } from '../../components/win-notices-context';
import { type ResultsFilter, latestResultsDate, resultsFilterOf, resultsSearchOf } from '../../game/results';
import { ResultsView } from './results-view';

/** /results: the filter lives in the URL (?pays=CI&date=2026-11-24); a win of the player reads the results again. */
export function ResultsPage() {
  const effects = useEffects().results;
  const qa = useQaRecording();
  const clock = useClock();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filter = useMemo(() => resultsFilterOf(new URLSearchParams(search)), [search]);
  const [logic] = useState(() =>
    resultsMachine.provide({
      actors: { loadResults: fromPromise<ResultsData, { filter: ResultsFilter }>(({ input }) => effects.results(input.filter)) },
    }),
  );
  const actor = useActorRef(logic, { input: { filter }, inspect: qa.inspect });
  useEffect(() => actor.send({ type: 'filter.show', filter }), [actor, filter]);

  const wins = useWinNotices();
  useEffect(() => {
    if (!wins) return;
    const subscription = wins.on('draw.won', () => actor.send({ type: 'refresh' }));
    return () => subscription.unsubscribe();
  }, [wins, actor]);

  const [today] = useState(() => latestResultsDate(clock()));
  return (
    <ResultsView
      filter={useSelector(actor, selectFilter)}
      today={today}
      draws={useSelector(actor, selectDraws)}
      myTickets={useSelector(actor, selectMyTickets)}
      loading={useSelector(actor, selectIsLoading)}
      error={useSelector(actor, selectError)}
      empty={useSelector(actor, selectIsEmpty)}
      onFilter={(next) => setParams(resultsSearchOf(next))}
      onRetry={() => actor.send({ type: 'retry' })}
      readAt={useSelector(actor, selectReadAt)}
    />
  );
}

export { ResultsPage as Component };
