import { OperatorEffectsContext } from '../components/operator-effects';
import { OperatorPage } from '../features/operator/operator-page';
import { operatorEffects } from './operator-effects';

/** /operateur (signed in, outside the player shell) with the app's operator effects: its own chunk, which no player page loads. */
export function Component() {
  return (
    <OperatorEffectsContext.Provider value={operatorEffects}>
      <OperatorPage />
    </OperatorEffectsContext.Provider>
  );
}
