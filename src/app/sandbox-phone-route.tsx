import { SandboxPhoneEffectsContext } from '../components/sandbox-phone-effects';
import { SandboxPhonePage } from '../features/sandbox-phone/sandbox-phone-page';
import { sandboxPhoneEffects } from './sandbox-phone-effects';

/**
 * /sandbox/momo, with its effects: one lazy chunk, registered only in the dev server and sandbox
 * builds (src/app/routes.tsx), so a production build has none of it.
 */
export function Component() {
  return (
    <SandboxPhoneEffectsContext.Provider value={sandboxPhoneEffects}>
      <SandboxPhonePage />
    </SandboxPhoneEffectsContext.Provider>
  );
}
