import { createContext, useContext } from 'react';
import type { ExclusionDuration, LimitKind, LimitPeriod } from '../game/limits';
import type { PlayerDeclaration, ResponsibleGamingStatus } from '../game/responsible-gaming';

/** What the account screens ask of the auth service; the app provides it (src/app/account-effects.ts). */
export interface AccountEffects {
  login(email: string, password: string): Promise<void>;
  /** `signedIn` is false when the project confirms e-mail addresses first (no session yet) */
  register(email: string, password: string, username: string, declaration: PlayerDeclaration): Promise<{ signedIn: boolean }>;
  resetPassword(email: string): Promise<void>;
  /** the recovery link that opened /reset-password (the page's address as it first rendered) */
  openRecoveryLink(link: { hash: string; search: string }): Promise<{ valid: boolean; email: string | null }>;
  /** the new password, with the recovery link's session */
  setRecoveredPassword(password: string): Promise<void>;
  /** re-authenticates with the current password first */
  updateEmail(currentPassword: string, newEmail: string): Promise<void>;
  updatePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Responsible gaming (issue 17): the player's date of birth, country, limits and running exclusion */
  responsibleGaming(): Promise<ResponsibleGamingStatus>;
  /** sets, lowers, raises or removes (null) a limit; the database decides when it applies */
  setPlayLimit(kind: LimitKind, period: LimitPeriod, amount: number | null): Promise<ResponsibleGamingStatus>;
  startSelfExclusion(duration: ExclusionDuration): Promise<ResponsibleGamingStatus>;
  /** the date of birth and country an older account lacks, given once */
  completePlayerProfile(declaration: PlayerDeclaration): Promise<void>;
  /** the net spend (stakes less winnings and refunds) since an instant (ISO), for the reality check */
  netSpendSince(since: string): Promise<number>;
}

export const AccountEffectsContext = createContext<AccountEffects | null>(null);

export function useAccountEffects(): AccountEffects {
  const effects = useContext(AccountEffectsContext);
  if (!effects) throw new Error('useAccountEffects needs an AccountEffectsContext provider (src/app)');
  return effects;
}
