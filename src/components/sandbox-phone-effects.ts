import { createContext, useContext } from 'react';
import type { KnownPhone, PushAnswer, SandboxPush } from '../game/sandbox-phone';

/** What the sandbox phone page asks of the sandbox aggregator; the app provides it (src/app/sandbox-phone-route.tsx). */
export interface SandboxPhoneEffects {
  knownPhones(): Promise<KnownPhone[]>;
  phonePushes(phone: string): Promise<SandboxPush[]>;
  answerPush(id: string, answer: PushAnswer): Promise<SandboxPush>;
  /** how often the page asks again (ms) */
  refreshMs: number;
}

export const SandboxPhoneEffectsContext = createContext<SandboxPhoneEffects | null>(null);

export function useSandboxPhoneEffects(): SandboxPhoneEffects {
  const effects = useContext(SandboxPhoneEffectsContext);
  if (!effects) throw new Error('useSandboxPhoneEffects needs a SandboxPhoneEffectsContext provider (src/app)');
  return effects;
}
