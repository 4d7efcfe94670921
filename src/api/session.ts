import type { User } from '@supabase/supabase-js';
import { supabase } from './client';

/** The signed-in user from the stored session (no network call), or null. */
export async function sessionUser(): Promise<User | null> {
  const { data } = await supabase.auth.getSession();
  return data.session?.user ?? null;
}
