import { Container } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { statisticsMachine } from '../../../machines/statistics/statistics.machine';
import { selectChoice, selectError, selectIsEmpty, selectIsLoading, selectStatistics } from '../../../machines/statistics/statistics.selectors';
import { useEffects } from '../../components/effects';
import { type DrawStatistics, type StatisticsChoice, statisticsChoiceOf, statisticsSearchOf } from '../../game/statistics';
import { StatisticsView } from './statistics-view';

/**
 * /statistiques: public, outside the player shell and without a header, so /analytics frames it; the choice
 * lives in the URL (?pays=TG&tirages=30), a forged value taking its default.
 */
export function StatisticsPage() {
  const effects = useEffects().statistics;
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const choice = useMemo(() => statisticsChoiceOf(new URLSearchParams(search)), [search]);
  const [logic] = useState(() =>
    statisticsMachine.provide({
      actors: { loadStatistics: fromPromise<DrawStatistics, { choice: StatisticsChoice }>(({ input }) => effects.statistics(input.choice)) },
    }),
  );
  const actor = useActorRef(logic, { input: { choice } });
  useEffect(() => actor.send({ type: 'choice.show', choice }), [actor, choice]);

  return (
    <Container size="md" px="sm" py="md">
      <StatisticsView
        choice={useSelector(actor, selectChoice)}
        statistics={useSelector(actor, selectStatistics)}
        loading={useSelector(actor, selectIsLoading)}
        error={useSelector(actor, selectError)}
        empty={useSelector(actor, selectIsEmpty)}
        onChoice={(next) => setParams(statisticsSearchOf(next), { replace: true })}
        onRetry={() => actor.send({ type: 'retry' })}
      />
    </Container>
  );
}

export { StatisticsPage as Component };
