import { ResultsEffectsContext } from '../components/results-effects';
import { ResultsPage } from '../features/results/results-page';
import { resultsEffects } from './results-effects';

/** /results ('Résultats des tirages', in the player shell) with the app's results effects. */
export function Component() {
  return (
    <ResultsEffectsContext.Provider value={resultsEffects}>
      <ResultsPage />
    </ResultsEffectsContext.Provider>
  );
}
