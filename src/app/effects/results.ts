import type { ResultsEffects } from '../../components/effects';
import { isResultsShape } from '../../game/offline';
import { resultsCountries, resultsPerCountry, resultsSearchOf } from '../../game/results';
import { readOrRecall } from '../last-read';

// src/api (and supabase-js with it) loads on first use, so other pages stay light.
const results = () => import('../../api/results');
const wonBets = () => import('../../api/won-bets');

/** The results screens' effects, on Supabase through src/api; offline, the last results read (issue 41). */
export const resultsEffects: ResultsEffects = {
  results: (filter) =>
    readOrRecall(
      `results:${new URLSearchParams(resultsSearchOf(filter)).toString()}`,
      async () => {
        const api = await results();
        // one read per country: 'the latest results per country' must not be crowded out by the busiest one
        const pages = await Promise.all(resultsCountries(filter).map((country) => api.drawResults({ ...filter, country }, 0, resultsPerCountry(filter))));
        const draws = pages.flatMap((page) => page.items);
        return { draws, mine: await api.myTicketsOnDraws(draws.map((draw) => draw.id)) };
      },
      isResultsShape,
    ),
  wonBets: async (page, pageSize) => (await wonBets()).myWonBets(page, pageSize),
};
