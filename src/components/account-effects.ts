import { createContext, useContext } from 'react';
import type { PlayerDeclaration } from '../game/responsible-gaming';

/** What the account screens ask of the auth service; the app provides it (src/app/account-effects.ts). */
export interface AccountEffects {
  login(email: string, password: string): Promise<void>;
  /** `signedIn` is false when the project confirms e-mail addresses first (no session yet) */
  register(email: string, password: string, username: string, declaration: PlayerDeclaration): Promise<{ signedIn: boolean }>;
  resetPassword(email: string): Promise<void>;
  updateEmail(newEmail: string): Promise<void>;
  updatePassword(currentPassword: string, newPassword: string): Promise<void>;
}

export const AccountEffectsContext = createContext<AccountEffects | null>(null);

export function useAccountEffects(): AccountEffects {
  const effects = useContext(AccountEffectsContext);
  if (!effects) throw new Error('useAccountEffects needs an AccountEffectsContext provider (src/app)');
  return effects;
}
