import { ResultsEffectsContext } from '../components/results-effects';
import { GainsPage } from '../features/wallet/gains-page';
import { resultsEffects } from './results-effects';

/** /gains ('Mes gains': the winnings and the won bets) with the app's results effects. */
export function Component() {
  return (
    <ResultsEffectsContext.Provider value={resultsEffects}>
      <GainsPage />
    </ResultsEffectsContext.Provider>
  );
}
