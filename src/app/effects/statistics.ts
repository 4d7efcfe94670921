import type { StatisticsEffects } from '../../components/effects';

// src/api (and supabase-js with it) loads on first use, so other pages stay light.
const statistics = () => import('../../api/statistics');

/** The statistics page's effects, on Supabase through src/api. */
export const statisticsEffects: StatisticsEffects = {
  statistics: async (choice) => (await statistics()).drawStatistics(choice.country, choice.draws),
};
