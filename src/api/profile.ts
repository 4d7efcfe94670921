import { type CountryCode, findCountry } from '../game/countries';
import { supabase } from './client';
import { NO_EMAIL_ERROR, NO_USER_ERROR, WRONG_CURRENT_PASSWORD, toApiError } from './errors';
import { sessionUser } from './session';

export interface Profile {
  uid: string;
  username: string;
  email: string;
  balance: number;
  winnings: number;
  /** 'yyyy-mm-dd', null for an account created before issue 17 that has not given it yet */
  birthDate: string | null;
  country: CountryCode | null;
  createdAt: Date;
  updatedAt: Date;
}

function dateOrNow(value: string | null | undefined): Date {
  const date = value ? new Date(value) : new Date();
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

export async function getProfile(uid: string): Promise<Profile | null> {
  const { data, error } = await supabase
    .from('profiles')
    .select('id, username, email, balance, winnings, birth_date, country, created_at, updated_at')
    .eq('id', uid)
    .maybeSingle()
    // The session machine retries (every 5 s, and as soon as the network returns) and shows the pages
    // meanwhile; postgrest-js's own retries (1 s, 2 s, 4 s) only held the spinner ~8 s (issue 13).
    .retry(false);
  if (error) throw toApiError(error);
  if (!data) return null;
  return {
    uid: data.id,
    username: data.username,
    email: data.email ?? '',
    balance: Number(data.balance ?? 0),
    winnings: Number(data.winnings ?? 0),
    birthDate: data.birth_date ?? null,
    country: findCountry(data.country ?? undefined)?.code ?? null,
    createdAt: dateOrNow(data.created_at),
    updatedAt: dateOrNow(data.updated_at),
  };
}

/**
 * Re-authenticates the signed-in player with the current password (SPEC §5): a wrong one is
 * 'Le mot de passe actuel est incorrect', not the login form's message.
 */
async function reauthenticate(currentPassword: string): Promise<void> {
  const user = await sessionUser();
  if (!user) throw new Error(NO_USER_ERROR);
  if (!user.email) throw new Error(NO_EMAIL_ERROR);
  const { error } = await supabase.auth.signInWithPassword({ email: user.email, password: currentPassword });
  if (error) {
    const failure = toApiError(error);
    throw (error as { code?: string }).code === 'invalid_credentials' ? new Error(WRONG_CURRENT_PASSWORD, { cause: error }) : failure;
  }
}

/**
 * Re-authenticates with the current password, then changes the sign-in e-mail. The profile's copy and
 * its updatedAt follow in the database once the account's e-mail changes (at once on the local stack,
 * after the confirmation link on a project that confirms e-mail changes): players cannot write the copy themselves.
 */
export async function updateEmail(currentPassword: string, newEmail: string): Promise<void> {
  await reauthenticate(currentPassword);
  const { error } = await supabase.auth.updateUser({ email: newEmail });
  if (error) throw toApiError(error);
}

/** Re-authenticates with the current password, then sets the new one. */
export async function updatePassword(currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticate(currentPassword);
  const { error } = await supabase.auth.updateUser({ password: newPassword });
  if (error) throw toApiError(error);
}
