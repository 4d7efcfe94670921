import { type AuthError, type Session, type User, isAuthRetryableFetchError } from '@supabase/supabase-js';
import { isOperatorRole } from '../game/operator-role';
import type { PlayerDeclaration } from '../game/responsible-gaming';
import { supabase } from './client';
import { announceAuthLoaded } from './auth-loaded';
import { toApiError } from './errors';

export type AuthUser = { id: string; email: string | null; operator?: true; username?: string };

function toAuthUser(user: User | null | undefined): AuthUser | null {
  if (!user) return null;
  const username: unknown = user.user_metadata?.username;
  return { id: user.id, email: user.email ?? null, ...(isOperatorRole(user.app_metadata) ? { operator: true } : {}), ...(typeof username === 'string' && username !== '' ? { username } : {}) };
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

/** The page a recovery link opens (GoTrue appends the session, or the error, to this address). */
export const RECOVERY_PATH = '/reset-password';
/** The address of the last recovery asked for on this device, to prefill a new request when its link has expired. */
export const RECOVERY_EMAIL_KEY = 'loto-recovery-email';
const RECOVERY_EMAIL_KEPT_MS = 24 * 3600 * 1000;
/** This tab's session came from a recovery link (the user id): a reload of the page keeps the new-password form. */
const RECOVERY_SESSION_KEY = 'loto-recovery-session';

/** Asks the auth service to send a recovery e-mail (the local stack logs the link instead). */
export async function resetPassword(email: string): Promise<void> {
  const redirectTo = typeof window === 'undefined' ? undefined : `${window.location.origin}${RECOVERY_PATH}`;
  const { error } = await supabase.auth.resetPasswordForEmail(email, redirectTo ? { redirectTo } : {});
  if (error) throw toApiError(error);
  storage(() => localStorage.setItem(RECOVERY_EMAIL_KEY, JSON.stringify({ email, at: Date.now() })));
}

/** Storage may be full or refused (private modes): recovery still works, only less conveniently. */
function storage<T>(access: () => T): T | undefined {
  try {
    return access();
  } catch {
    return undefined;
  }
}

function rememberedRecoveryEmail(): string | null {
  const stored = storage(() => JSON.parse(localStorage.getItem(RECOVERY_EMAIL_KEY) ?? 'null') as unknown);
  if (typeof stored !== 'object' || stored === null) return null;
  const { email, at } = stored as { email?: unknown; at?: unknown };
  return typeof email === 'string' && typeof at === 'number' && Date.now() - at < RECOVERY_EMAIL_KEPT_MS ? email : null;
}

/** What a recovery link gave: a session for setting a new password, or nothing (expired, used, malformed, absent). */
export interface RecoveryLink {
  valid: boolean;
  /** the account's address when known: the link's account, else the signed-in player's or the last one asked for here */
  email: string | null;
}

/** The parameters GoTrue puts after the redirect address, in the query or (implicit flow) the fragment, which wins. */
function linkParameters(link: { hash: string; search: string }): URLSearchParams {
  const params = new URLSearchParams(link.search);
  for (const [key, value] of new URLSearchParams(link.hash.replace(/^#/, ''))) params.set(key, value);
  return params;
}

const markRecovery = (session: Session) => storage(() => sessionStorage.setItem(RECOVERY_SESSION_KEY, session.user.id));
const forgetRecovery = () => storage(() => sessionStorage.removeItem(RECOVERY_SESSION_KEY));
const isMarkedRecovery = (session: Session | null) => session !== null && storage(() => sessionStorage.getItem(RECOVERY_SESSION_KEY)) === session.user.id;

// supabase-js reads a recovery link from the address as it starts (detectSessionInUrl) and reports it once:
// remember it for this tab, whichever page was first to load this module.
supabase.auth.onAuthStateChange((event, session) => {
  if (event === 'PASSWORD_RECOVERY' && session) markRecovery(session);
  if (event === 'SIGNED_OUT') forgetRecovery();
});

function invalidLink(session: Session | null): RecoveryLink {
  return { valid: false, email: session?.user.email || rememberedRecoveryEmail() };
}

/** A refusal of the link itself (4xx, a malformed token) says the link is invalid; the network or a 5xx is thrown. */
function refusesLink(error: AuthError): boolean {
  if (isAuthRetryableFetchError(error)) return false;
  return error.status === undefined || error.status < 500;
}

/**
 * The session of the recovery link that opened the page (`link`: the page's address as it first rendered).
 * supabase-js has usually taken it from the address already; otherwise (a client started before, stories)
 * the link's tokens are set here. A reload of the page in the same tab finds the session it left.
 */
export async function openRecoveryLink(link: { hash: string; search: string }): Promise<RecoveryLink> {
  const params = linkParameters(link);
  await supabase.auth.initialize();
  // PASSWORD_RECOVERY is notified in a task queued as the client finishes starting: let it run first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { data } = await supabase.auth.getSession();
  const current = data.session;
  if (params.has('error') || params.has('error_code') || params.has('error_description')) return invalidLink(current);
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (accessToken && refreshToken && params.get('type') === 'recovery') {
    let session = current;
    if (current?.access_token !== accessToken) {
      const { data: set, error } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
      if (error && !refusesLink(error)) throw toApiError(error);
      session = set.session;
    }
    if (!session) return invalidLink(current);
    markRecovery(session);
    return { valid: true, email: session.user.email ?? null };
  }
  if (current && isMarkedRecovery(current)) return { valid: true, email: current.user.email ?? null };
  return invalidLink(current);
}

/** Sets the new password with the recovery link's session; the player stays signed in with it. */
export async function setRecoveredPassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw toApiError(error);
  forgetRecovery();
  storage(() => localStorage.removeItem(RECOVERY_EMAIL_KEY));
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
