import type { LiabilityEffects } from '../../components/effects';
import { loadAfterFirstRouteShown } from '../../components/first-route-shown';

// after the first page is on screen: supabase-js (src/api) must not delay the builder's first paint (perf-budget.json)
const liability = () => loadAfterFirstRouteShown(() => import('../../api/liability'));

/** The bet builder's liability effects, on Supabase through src/api. */
export const liabilityEffects: LiabilityEffects = {
  watchUnavailableLines: (draw, onChange) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void liability().then(({ subscribeUnavailableLines }) => {
      if (!stopped) stop = subscribeUnavailableLines(draw, (lines) => onChange([...lines]));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  },
  countryLimits: async () => (await liability()).countryLiabilityLimits(),
};
