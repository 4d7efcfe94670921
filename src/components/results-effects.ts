import { createContext, useContext } from 'react';
import type { ResultsData } from '../../machines/results/results.machine';
import type { WonBetsPage } from '../../machines/won-bets/won-bets.machine';
import type { ResultsFilter } from '../game/results';

/** What the results screens ask of the server; the app provides it (src/app/results-effects.ts). */
export interface ResultsEffects {
  /** draws with a result (settled or being settled) of the filter (the latest of each country without one) and the player's tickets on them */
  results(filter: ResultsFilter): Promise<ResultsData>;
  /** the player's won bets, the latest draw first ('Mes gains') */
  wonBets(page: number, pageSize: number): Promise<WonBetsPage>;
}

export const ResultsEffectsContext = createContext<ResultsEffects | null>(null);

export function useResultsEffects(): ResultsEffects {
  const effects = useContext(ResultsEffectsContext);
  if (!effects) throw new Error('useResultsEffects needs a ResultsEffectsContext provider (src/app)');
  return effects;
}
