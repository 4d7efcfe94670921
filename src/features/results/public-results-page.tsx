import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { type ResultsData, resultsMachine } from '../../../machines/results/results.machine';
import { selectDraws, selectError, selectIsEmpty, selectIsLoading } from '../../../machines/results/results.selectors';
import { useClock } from '../../components/clock';
import { useEffects } from '../../components/effects';
import { useSession } from '../../components/session-context';
import { useHydrated } from '../../components/use-hydrated';
import { type ResultDraw, type ResultsFilter, latestResultsDate, resultsFilterOf, resultsSearchOf } from '../../game/results';
import { PublicResultsView } from './public-results-view';

/** 'Derniers tirages': no filter, the latest of each country. */
const LATEST: ResultsFilter = {};
/** What the prerendered frame shows in the archive's fields: the visitor's address and day are not known at build time. */
const NO_FILTER: ResultsFilter = {};

/**
 * One list of results, read by the results machine once the page is in the browser (the actor starts after
 * hydration; the server render shows its loading state). Never the player's tickets: this page is public.
 */
function useResultsList(filter: ResultsFilter) {
  const effects = useEffects().results;
  const [logic] = useState(() =>
    resultsMachine.provide({
      actors: {
        loadResults: fromPromise<ResultsData, { filter: ResultsFilter }>(({ input }) => effects.publicResults(input.filter)),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { filter } });
  useEffect(() => actor.send({ type: 'filter.show', filter }), [actor, filter]);
  return {
    draws: useSelector(actor, selectDraws),
    loading: useSelector(actor, selectIsLoading),
    error: useSelector(actor, selectError),
    empty: useSelector(actor, selectIsEmpty),
    onRetry: () => actor.send({ type: 'retry' }),
  };
}

/** The latest day the archive offers: today, or the day of a result the device's clock has not reached yet. */
function latestDay(today: string, draws: readonly ResultDraw[]): string {
  return draws.reduce((latest, draw) => (draw.date > latest ? draw.date : latest), today);
}

/** /resultats: public, prerendered as its frame; the archive's day and country live in the address (?date=2026-11-24&pays=TG). */
export function PublicResultsPage() {
  const hydrated = useHydrated();
  const { status } = useSession();
  const clock = useClock();
  const [today] = useState(() => latestResultsDate(clock()));
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // what cannot be read (an unknown country, 30 February) is left out: today's draws of every country
  const archiveFilter = useMemo(() => {
    const filter = resultsFilterOf(new URLSearchParams(search));
    return { ...filter, date: filter.date ?? today };
  }, [search, today]);
  const latest = useResultsList(LATEST);
  const archive = useResultsList(archiveFilter);
  return (
    <PublicResultsView
      signedIn={status === 'signedIn'}
      latest={latest}
      archive={{ ...archive, filter: hydrated ? archiveFilter : NO_FILTER, onFilter: (next) => setParams(resultsSearchOf(next)) }}
      today={latestDay(today, latest.draws)}
    />
  );
}

export { PublicResultsPage as Component };
