import type { User } from '@supabase/supabase-js';
import { isOperatorRole } from '../game/operator-role';
import type { PlayerDeclaration } from '../game/responsible-gaming';
import { supabase } from './client';
import { announceAuthLoaded } from './auth-loaded';
import { toApiError } from './errors';

export type AuthUser = { id: string; email: string | null; operator?: true };

function toAuthUser(user: User | null | undefined): AuthUser | null {
  if (!user) return null;
  return { id: user.id, email: user.email ?? null, ...(isOperatorRole(user.app_metadata) ? { operator: true } : {}) };
}

export async function login(email: string, password: string): Promise<void> {
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw toApiError(error);
}

/**
 * Creates the account; the database trigger creates the profile from `username`, the date of birth and
 * the country, and refuses a minor (issue 17).
 */
export async function register(email: string, password: string, username: string, declaration: PlayerDeclaration): Promise<void> {
  const data = { username, birth_date: declaration.birthDate, country: declaration.country };
  const { error } = await supabase.auth.signUp({ email, password, options: { data } });
  if (error) throw toApiError(error);
}

/** Asks the auth service to send a recovery e-mail (the local stack logs the link instead). */
export async function resetPassword(email: string): Promise<void> {
  const redirectTo = typeof window === 'undefined' ? undefined : `${window.location.origin}/login`;
  const { error } = await supabase.auth.resetPasswordForEmail(email, redirectTo ? { redirectTo } : {});
  if (error) throw toApiError(error);
}

/** Internal to auth-js: what signOut() does locally once the server has answered. */
type LocalSessionRemoval = { _removeSession(): Promise<void> };

/**
 * Signs out. When the auth service cannot be reached (offline on 3G, a 500), supabase-js keeps the
 * session; on a shared phone that would leave the next person signed in, so this device forgets it
 * anyway. The server-side refresh token then simply expires.
 */
export async function logout(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  if (error) await (supabase.auth as unknown as LocalSessionRemoval)._removeSession();
}

/**
 * Calls back with the current user (or null) once it is known, then on each sign-in, sign-out or
 * change of e-mail. Returns the unsubscribe function.
 */
export function onAuthUserChange(callback: (user: AuthUser | null) => void): () => void {
  let active = true;
  let last: string | undefined;
  const {
    data: { subscription },
  } = supabase.auth.onAuthStateChange((_event, session) => {
    const user = toAuthUser(session?.user);
    const key = user ? `${user.id} ${user.email}` : '';
    if (key === last) return;
    last = key;
    // supabase-js holds its auth lock while notifying: a callback that queries Supabase must run after it.
    setTimeout(() => {
      if (active) callback(user);
    }, 0);
  });
  return () => {
    active = false;
    subscription.unsubscribe();
  };
}

queueMicrotask(announceAuthLoaded);
