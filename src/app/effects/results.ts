import type { ResultsEffects } from '../../components/effects';
import { isResultsShape } from '../../game/offline';
import { type ResultsFilter, resultsCountries, resultsPerCountry, resultsSearchOf } from '../../game/results';
import { readOrRecall } from '../last-read';

// src/api (and supabase-js with it) loads on first use, so other pages stay light.
const results = () => import('../../api/results');
const wonBets = () => import('../../api/won-bets');

/** The results screens' effects, on Supabase through src/api; offline, the last results read (issue 41). */
async function drawsOf(filter: ResultsFilter) {
  const api = await results();
  // one read per country: 'the latest results per country' must not be crowded out by the busiest one
  const pages = await Promise.all(resultsCountries(filter).map((country) => api.drawResults({ ...filter, country }, 0, resultsPerCountry(filter))));
  return pages.flatMap((page) => page.items);
}

export const resultsEffects: ResultsEffects = {
  results: (filter) =>
    readOrRecall(
      `results:${new URLSearchParams(resultsSearchOf(filter)).toString()}`,
      async () => {
        const draws = await drawsOf(filter);
        return { draws, mine: await (await results()).myTicketsOnDraws(draws.map((draw) => draw.id)) };
      },
      isResultsShape,
    ),
  publicResults: async (filter) => ({ draws: await drawsOf(filter), mine: {} }),
  wonBets: async (page, pageSize) => (await wonBets()).myWonBets(page, pageSize),
};
